package pipeline

import (
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/printer"
)

// Record is the finding f, found in the input path, as the printer
// package prints it. Its URL is masked (printer.Record.Masked): lint made
// it with the URL's secret (urlsyntax.Secret.Mask).
func Record(f *lint.Finding, path string) printer.Record {
	return printer.Record{
		Path:     path,
		Start:    f.Start,
		End:      f.End,
		Origin:   f.Origin,
		URL:      f.URL,
		Masked:   true,
		SecretID: f.SecretID,
		Rule:     f.Rule,
		Severity: f.Severity.String(),
		Message:  f.Message,
		Fixable:  len(f.Fix) > 0,
		Snippet:  f.Text,
	}
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
