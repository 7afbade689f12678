package lint

// urlTooLong: text that reads as a URL but runs on past --max-url bytes.
var urlTooLong = &Rule{
	Name:    "url-too-long",
	Title:   "text that reads as a URL but runs on past --max-url bytes",
	Section: "(urlsift)",
	Doc: `urlsift reads a URL within a window of --max-url bytes (64 KiB unless
set), so that memory stays bounded whatever the input. Text that starts like
a URL and runs on past the window (a data: URI of an inline image, a
minified line, a run of base64) is no URL urlsift can check: it is reported
once, where it starts, instead of being dropped in silence. Raise --max-url
to check such URLs, or silence the rule for files that hold them.`,
	Bad:      []string{"data:image/png;base64,iVBORw0KGgo... (70,000 bytes more)"},
	Good:     []string{"https://example.com/images/logo.png"},
	Severity: Warning,
}
