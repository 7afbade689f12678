package input

import (
	"bytes"
	"testing"
)

func TestHTMLText(t *testing.T) {
	tests := []struct{ in, want string }{
		{`text<b background="http://b/">x</b>`, "text\n\"http://b/\"\nx"},
		{`<a href="http://x/?a=1&amp;b=2">link</a>.`, "\"http://x/?a=1&b=2\"\nlink\n."},
		{`<img srcset="a.png 1x, http://c/b.png 2x">`, "\"a.png\"\n\"http://c/b.png\"\n"},
		{`<meta http-equiv="refresh" content="5; URL=http://r/">`, "\"http://r/\"\n"},
		{`<script>var u = "http://no/";</script><style>a{}</style>after`, "after"},
		{`<!DOCTYPE html SYSTEM "http://d/x.dtd"><p>&#104;ttp://e/ &lt;</p>`, "<!DOCTYPE html SYSTEM \"http://d/x.dtd\">\nhttp://e/ <\n"},
		{`<object data=http://o/ type=x></object><div data="http://not/">`, "\"http://o/\"\n"},
		{`<a title='say "hi"' href='http://q/"x"'>`, "<http://q/\"x\">\n"},
		{`<!-- http://comment/ -->x`, "x"},
	}
	for _, tt := range tests {
		got, m := htmlText([]byte(tt.in))
		if string(got) != tt.want {
			t.Errorf("htmlText(%q) = %q, want %q", tt.in, got, tt.want)
			continue
		}
		// Every 'h' of "http" maps to an 'h' or to a character reference.
		for i := 0; i+4 <= len(got); i++ {
			if !bytes.HasPrefix(got[i:], []byte("http")) {
				continue
			}
			if o := m.lookup(i); tt.in[o] != 'h' && tt.in[o] != '&' {
				t.Errorf("%q: %q at %d maps to %q", tt.in, got[i:i+4], i, tt.in[o:])
			}
		}
	}
}
