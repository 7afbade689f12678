// Package urlsyntax implements the generic URL syntax of
// draft-fielding-url-syntax-09, "Uniform Resource Locators (URL): Generic
// Syntax and Semantics" (October 1997), the draft that became RFC 2396.
//
// It provides the character classes of sections 2.2 to 2.4.3 as a byte table
// (Classes, Is), the split of a URL reference into its components with their
// offsets (Parse, following Appendix B exactly), validation against the BNF
// of Appendix A reporting every violation with its position and section
// (Validate), resolution of relative references by section 5.2 and, as
// profiles, by RFC 1808 and RFC 3986 (Resolve), and the normal form and
// equivalence of section 6 (Normalize, Equivalent, DefaultPort).
//
// The package prints nothing and reads no environment.
package urlsyntax
