// Package lsp is urlsift's language server (`urlsift lsp`): the Language
// Server Protocol over one stream, for one client. It answers what an
// editor asks of the URLs of the documents it opens:
//
//   - diagnostics: `urlsift lint`'s findings of a document, published
//     after a change has rested for Options.Debounce, with the rules of
//     the linter Options.Linter gives for the document's directory (its
//     configuration file);
//   - code actions: the quick fix of a finding ("quickfix") and the fix of
//     all of a document's findings ("source.fixAll"), the fixes `urlsift
//     lint --fix` would apply, each offered only where it keeps what the
//     text around means: lint.TextFixes decides both, by the overlap rule
//     and the check of meaning --fix applies to a file;
//   - document links: each URL of the document as `urlsift extract
//     --abbreviated --relative` finds it, a relative one resolved against
//     the document's URI;
//   - hovers: what a URL is (its components, its normal form, both
//     readings of a hyphen or a line break that may end it).
//
// A document is read as the commands read a file (pipeline.ScanURLs,
// pipeline.LintInput), and every string the server sends about a URL is
// masked by the URL's secret (urlsyntax.Secret) as the commands' output
// is, but a link's target: the URL as the document holds it, the
// editor's own text, which a mask would make another URL. A document is held in chunks, so that a client's small changes cost
// little (edit.go), with the one line table the protocol needs besides
// the scanner's (text.go: a lone "\r" ends a line of the protocol, not a
// line of urlsift's positions).
package lsp
