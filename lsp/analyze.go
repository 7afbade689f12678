package lsp

import (
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// finding is one lint finding in document coordinates: byte offsets into
// the text the client sent, and the fix's edits in the same offsets.
type finding struct {
	lint.Finding
	edits []lint.Edit // nil: no fix that can be applied to the text
	// checked says whether edits were checked to keep the text's meaning
	// (quickFix), and nil'ed if they do not.
	checked bool
}

// quickFix returns the edits of f's quick fix, nil when it has none or
// they would change what the text means read with the lines around them
// (lint.TextFixes.Fix, the check --fix makes of a file). The check is
// made once, when the fix is first asked for: a document's findings are
// many, the fixes a client asks for few.
func quickFix(f *finding, fixes *lint.TextFixes) []lint.Edit {
	if !f.checked && len(f.edits) > 0 && fixes.Fix(f.edits) == nil {
		f.edits = nil
	}
	f.checked = true
	return f.edits
}

// maxFindings bounds the findings kept (and published) per document, so
// that a document of any content costs memory in proportion to its size
// and this bound only.
const maxFindings = 1000

// lintText gives the findings `urlsift lint` gives for the same bytes,
// named name (its extension decides, as for a file, whether it is mail):
// the same reading of the input (mail, a byte order mark), the same rules
// and suppression comments. Positions are offsets into src. A finding's
// edits are those of its fix when `urlsift lint --fix` would apply it
// (lint.TextFixes.Add): not in a regular expression, a format string,
// code, a test; fixes decides, when asked, whether its quick fix, and
// the fix of them all, keep the meaning of the text (quickFix,
// TextFixes.All).
func lintText(l *lint.Linter, opts extract.Options, name, src string) (out []finding, fixes *lint.TextFixes, warnings []string, err error) {
	warn := func(msg string) { warnings = append(warnings, msg) }
	fixes = lint.NewTextFixes(name, src, opts)
	_, _, err = pipeline.LintInput(l, name, strings.NewReader(src), input.Options{Mode: input.Auto | input.Binary}, opts, warn, func(f lint.Finding) error {
		if len(out) >= maxFindings {
			return nil
		}
		fix := fixes.Add(&f) != nil
		f = kept(f)
		var edits []lint.Edit
		if fix {
			edits = f.Fix
		}
		out = append(out, finding{Finding: f, edits: edits})
		return nil
	})
	return out, fixes, warnings, err
}

// kept returns f with its own copy of every string and edit it holds. The
// linter writes a finding's message in a block of 8 KiB that the
// findings of one pass share (lint/message.go), and its edits in a block
// of 64: a finding the server keeps until the document changes would
// keep those blocks alive, 8 KiB and more for a message of 60 bytes, the
// next document's findings in blocks of their own
// (TestKeptFindingMemory).
func kept(f lint.Finding) lint.Finding {
	f.Message = strings.Clone(f.Message)
	f.URL = strings.Clone(f.URL)
	f.SecretID = strings.Clone(f.SecretID)
	f.Text = strings.Clone(f.Text)
	f.Fix = keptEdits(f.Fix)
	f.MessageID = strings.Clone(f.MessageID)
	f.Part = strings.Clone(f.Part)
	f.Kind = strings.Clone(f.Kind)
	return f
}

// keptEdits returns a copy of edits with strings of their own; nil for
// none.
func keptEdits(edits []lint.Edit) []lint.Edit {
	if len(edits) == 0 {
		return nil
	}
	out := make([]lint.Edit, len(edits))
	for i, e := range edits {
		out[i] = lint.Edit{Start: e.Start, End: e.End, Old: strings.Clone(e.Old), New: strings.Clone(e.New)}
	}
	return out
}

// link is one URL extract finds, with the target an editor opens.
type link struct {
	u          *extract.URL
	start, end int // offsets into the document
	// target is what the editor opens: the URL as the document holds it,
	// resolved against the document's URI where relative. It is the one
	// string the server sends unmasked: it is the editor's own text, and
	// a masked target would open another URL.
	target string
}

// scanLinks finds every URL of src, named name, as `urlsift extract
// --abbreviated --relative` reads it (a message decoded part by part, each
// URL placed in the text as the client has it), resolving relative
// references against base (the document's URI) when it is absolute. A URL
// with a secret links to itself, as the document holds it (link.target);
// every message and hover about it shows the secret masked.
func scanLinks(name, src, base string, max int) ([]link, error) {
	sc := extract.NewScanner(nil, extract.Options{Abbreviated: true, Relative: true})
	baseRef := urlsyntax.Parse(base)
	var out []link
	_, err := pipeline.ScanURLs(sc, name, strings.NewReader(src), input.Options{Mode: input.Auto | input.Binary}, nil,
		func(u *extract.URL, start, end pos.Pos, _ *input.Segment) error {
			if len(out) >= max {
				return errEnough
			}
			u = u.Clone()
			target := u.Text
			if u.Relative {
				if !baseRef.IsAbsolute() {
					return nil
				}
				abs, err := urlsyntax.Resolve(base, target, urlsyntax.Draft09)
				if err != nil {
					return nil
				}
				target = abs
			}
			out = append(out, link{u: u, start: start.Offset, end: end.Offset, target: target})
			return nil
		}, nil)
	if errors.Is(err, errEnough) {
		err = nil
	}
	return out, err
}

// errEnough stops a scan that has found as many links as it keeps.
var errEnough = errors.New("enough links")

// hoverText describes a URL in Markdown: the URL as meant, its components
// (draft-09 4.4), its normal form (section 6), and both readings when a
// hyphen stood before a line break. Every secret is masked by where it
// stands in the URL and its readings (Secret.Mask, MaskReading), not by
// value: a host that holds the password's letters is shown as it is.
func hoverText(u *extract.URL) string {
	sec := u.Secret
	var b strings.Builder
	masked := sec.Mask(u.Text)
	fmt.Fprintf(&b, "**URL** `%s`\n\n", mdCode(masked))
	r := urlsyntax.Parse(u.Text)
	mr := urlsyntax.Parse(masked)
	b.WriteString("| component | value |\n| --- | --- |\n")
	for _, c := range []struct {
		name string
		comp urlsyntax.Component
	}{
		{"scheme", mr.Scheme}, {"site", mr.Site}, {"userinfo", mr.Userinfo},
		{"host", mr.Host}, {"port", mr.Port}, {"path", mr.Path},
		{"query", mr.Query}, {"fragment", mr.Fragment},
	} {
		if !c.comp.Defined {
			continue
		}
		fmt.Fprintf(&b, "| %s | `%s` |\n", c.name, mdCell(mr.Get(c.comp)))
	}
	if r.IsAbsolute() {
		fmt.Fprintf(&b, "\n**Normal form** (section 6): `%s`\n", mdCode(urlsyntax.Normalize(masked)))
	}
	if len(u.HyphenBreak) > 0 {
		b.WriteString("\n**A hyphen stood at a line break**, so the URL reads two ways:\n\n")
		fmt.Fprintf(&b, "- with the hyphen: `%s`\n", mdCode(masked))
		fmt.Fprintf(&b, "- without it: `%s`\n", mdCode(sec.MaskReading(u.DropHyphens())))
	}
	if u.Uncertain != "" {
		fmt.Fprintf(&b, "\n**A line break may or may not end it**: it may also read `%s`\n", mdCode(sec.MaskReading(u.Uncertain)))
	}
	if u.Rejoined && len(u.HyphenBreak) == 0 && u.Uncertain == "" {
		b.WriteString("\nRejoined from more than one line.\n")
	}
	return urlsyntax.MaskText(b.String())
}

// mdCode keeps a backquote from ending a Markdown code span.
func mdCode(s string) string { return strings.ReplaceAll(s, "`", "%60") }

// mdCell also keeps a "|" from ending a table cell.
func mdCell(s string) string { return strings.ReplaceAll(mdCode(s), "|", "%7C") }

// nameOf gives the file name lint reads a document as (its extension tells
// mail from text) and the directory its configuration file is looked for
// from ("" when the URI is not a file).
func nameOf(uri string) (name, dir string) {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		if i := strings.LastIndexByte(uri, '/'); i >= 0 {
			return uri[i+1:], ""
		}
		return uri, ""
	}
	p := filepath.FromSlash(u.Path)
	return p, filepath.Dir(p)
}
