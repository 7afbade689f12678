package lint

import "github.com/urlsift/urlsift/printer"

// Formats returns the output formats findings are printed in (the
// printer package writes them all).
func Formats() []string { return []string{"text", "json", "sarif", "github"} }

// Record is f as the printer package prints it, found in the file path.
func (f *Finding) Record(path string) printer.Record {
	return printer.Record{
		Path:     path,
		Start:    f.Start,
		End:      f.End,
		Origin:   printer.Origin{MessageID: f.MessageID, Part: f.Part, WARC: f.WARC, PayloadStart: f.PayloadStart, PayloadEnd: f.PayloadEnd},
		URL:      f.URL,
		Rule:     f.Rule,
		Severity: f.Severity.String(),
		Message:  f.Message,
		Fixable:  len(f.Fix) > 0,
		Snippet:  f.Text,
	}
}

// Describe returns the rules as the printers that declare them (SARIF)
// describe them, in the same order.
func Describe(rules []*Rule) []printer.Rule {
	d := make([]printer.Rule, len(rules))
	for i, r := range rules {
		d[i] = printer.Rule{
			ID:       r.Name,
			Title:    r.Title,
			Doc:      paragraph(r.Doc),
			Help:     r.Explain(),
			Markdown: r.Markdown(),
			Level:    r.Severity.String(),
			Enabled:  !r.NonDefault,
			Security: r.Security,
		}
	}
	return d
}
