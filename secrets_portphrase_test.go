package main

import (
	"testing"
)

// TestPortWordPassphrase (review37): a word of the port list read as a
// port after ":" (nntp://host:port/) ends no password that starts with it
// in title case or that is "number": a passphrase with white space
// ("Port cd", "Number one two") stays masked, as at cf7e7df.
func TestPortWordPassphrase(t *testing.T) {
	for _, tt := range []struct{ in, want, not string }{
		{"see http://u:Port cd@h.example.org/x now\n", "http://u:***", "Port"},
		{"see http://u:Number one two@h.example.org/x now\n", "http://u:***", "Number"},
		{"see http://u:number one@h.example.org/x now\n", "http://u:***", "number"},
		{"see http://u:Portnum one@h.example.org/x now\n", "http://u:***", "Portnum"},
		// as written in the list, or in capitals: a port, as before
		{"\"nntp://host:port/\" so that it uses Tom's (tz@execpc.com)\n", "nntp://host:port/", ""},
		{"\"nntp://host:PORT/\" so that it uses Tom's (tz@execpc.com)\n", "nntp://host:PORT/", ""},
	} {
		maskedShape(t, tt.in, tt.want, tt.not, false)
	}
}
