package pipeline

import (
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/printer"
)

// Record is the finding f, found in the input path, as the printer
// package prints it. Its URL is masked (printer.Record.Masked): lint made
// it with the URL's secret (urlsyntax.Secret.Mask).
func Record(f *lint.Finding, path string) printer.Record {
	var r printer.Record
	SetRecord(&r, f, path)
	return r
}

// SetRecord makes *rec Record(f, path), in place, but for rec.Paths, which
// it keeps (the input's printer.PathCache, from one finding to the next):
// a record written field by field, not made aside and copied (a
// printer.Record is some 400 bytes, and lint on URL-dense text prints a
// record for every other URL).
func SetRecord(rec *printer.Record, f *lint.Finding, path string) {
	paths := rec.Paths
	*rec = printer.Record{}
	rec.Path = path
	rec.Start, rec.End = f.Start, f.End
	rec.Origin = f.Origin
	rec.URL = f.URL
	rec.Masked = true
	rec.Plain = f.Plain // Message and Snippet too: MaskText would keep them
	rec.SecretID = f.SecretID
	rec.Rule = f.Rule
	rec.Severity = f.Severity.String()
	rec.Message = f.Message
	rec.Fixable = len(f.Fix) > 0
	rec.Withheld = f.FixWithheld.String()
	rec.Snippet = f.Text
	rec.Paths = paths
}

// Rules returns lint's rules as the printers that declare the rules of
// their findings (SARIF) describe them, in the order of the registry.
func Rules() []printer.Rule {
	rules := lint.Rules()
	d := make([]printer.Rule, len(rules))
	for i, r := range rules {
		d[i] = printer.Rule{
			ID:       r.Name,
			Title:    r.Title,
			Doc:      r.Text(),
			Help:     r.Explain(),
			Markdown: r.Markdown(),
			Level:    r.Severity.String(),
			Enabled:  !r.NonDefault,
			Security: r.Security,
		}
	}
	return d
}
