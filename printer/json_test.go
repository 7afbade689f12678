package printer

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// urlJSON and findingJSON are the fields of a URL and of a finding in
// the order TestURLRecordJSON pins, for encoding/json to write.
type urlJSON struct {
	URL         string `json:"url"`
	Path        string `json:"path"`
	Line        int    `json:"line"`
	Column      int    `json:"column"`
	EndLine     int    `json:"end_line"`
	EndColumn   int    `json:"end_column"`
	Offset      int    `json:"offset"`
	EndOffset   int    `json:"end_offset"`
	Delimiter   string `json:"delimiter"`
	Rejoined    bool   `json:"rejoined"`
	Abbreviated bool   `json:"abbreviated,omitempty"`
}

type findingJSON struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"end_line"`
	EndColumn int    `json:"end_column"`
	Offset    int    `json:"offset"`
	EndOffset int    `json:"end_offset"`
	Severity  string `json:"severity"`
	Rule      string `json:"rule"`
	Message   string `json:"message"`
	URL       string `json:"url"`
	Fixable   bool   `json:"fixable"`
}

// TestJSONAnyPosition: the JSON of a URL and of a finding is, byte for
// byte, what encoding/json writes of its fields in their order, whatever
// the positions (any int: small, of every length, the largest, negative)
// and the strings (printable ASCII but "@", "<", ">" and "&" among them;
// the escaper is held to encoding/json by FuzzAppendString).
func TestJSONAnyPosition(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 2))
	num := func() int {
		switch rng.IntN(5) {
		case 0:
			return rng.IntN(10)
		case 1:
			return rng.IntN(1000)
		case 2:
			return rng.IntN(1 << (1 + rng.IntN(62)))
		case 3:
			return []int{1<<63 - 1, 0, 9, 10, 99, 100, 999999, 1000000}[rng.IntN(8)]
		default:
			return -rng.IntN(1 << 40)
		}
	}
	str := func() string {
		b := make([]byte, rng.IntN(30))
		for i := range b {
			if b[i] = byte(' ' + rng.IntN(95)); b[i] == '@' {
				b[i] = '&' // no secret for the boundary masker to read
			}
		}
		return string(b)
	}
	f, _ := Line("json", Options{ShowSecrets: true})
	var buf []byte
	for range 3000 {
		start := pos.Pos{Offset: num(), Line: num(), Column: num()}
		end := pos.Pos{Offset: num(), Line: num(), Column: num()}
		r := Record{Path: str(), Start: start, End: end, URL: str()}
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		if rng.IntN(2) == 0 {
			r.Delimiter, r.Rejoined, r.Abbreviated = str(), rng.IntN(2) == 0, rng.IntN(2) == 0
			if err := enc.Encode(urlJSON{r.URL, r.Path, start.Line, start.Column, end.Line, end.Column, start.Offset, end.Offset, r.Delimiter, r.Rejoined, r.Abbreviated}); err != nil {
				t.Fatal(err)
			}
		} else {
			r.Rule, r.Severity, r.Message, r.Fixable = str()+"x", str(), str(), rng.IntN(2) == 0
			enc.SetEscapeHTML(false)
			if err := enc.Encode(findingJSON{r.Path, start.Line, start.Column, end.Line, end.Column, start.Offset, end.Offset, r.Severity, r.Rule, r.Message, r.URL, r.Fixable}); err != nil {
				t.Fatal(err)
			}
		}
		buf = f.Append(buf[:0], &r)
		if !bytes.Equal(buf, want.Bytes()) {
			t.Fatalf("%+v:\ngot  %s\nwant %s", r, buf, want.Bytes())
		}
	}
}
