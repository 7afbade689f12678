package lint

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// checkText lints s as if the scanner had extracted it whole from the
// start of a line.
func checkText(l *Linter, s string) []Finding {
	u := &extract.URL{
		Text:  s,
		Start: pos.Pos{Offset: 0, Line: 1, Column: 1},
		End:   pos.Pos{Offset: len(s), Line: 1, Column: len(s) + 1},
	}
	return l.Check(u)
}

type wptCase struct {
	Input   string  `json:"input"`
	Base    *string `json:"base"`
	Failure bool    `json:"failure"`
}

// TestWPT runs the linter over the inputs of web-platform-tests'
// urltestdata.json that the WHATWG URL Standard rejects (failure: true).
// Every one that draft-09 also forbids (urlsyntax.Validate finds a
// violation) must get at least one error or warning. The inputs that get
// none are listed, with the reason, in testdata/wpt/accepted.txt, and the
// list must match exactly: a new miss fails, and so does a stale entry.
// go test -update rewrites the counts and keeps the reasons.
func TestWPT(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "wpt", "urltestdata.json"))
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var failures, forbidden, flagged, flaggedAllowed int
	missed := map[string]string{} // input -> why it is not flagged (computed)
	seen := map[string]bool{}
	for _, m := range raw {
		var c wptCase
		if json.Unmarshal(m, &c) != nil || !c.Failure || seen[c.Input] {
			continue // a comment string, a success case, or a repeat
		}
		seen[c.Input] = true
		failures++
		fs := checkText(l, c.Input)
		hit := false
		for _, f := range fs {
			if f.Severity >= Warning {
				hit = true
			}
		}
		viols := urlsyntax.Validate(c.Input)
		if len(viols) > 0 {
			forbidden++
			if hit {
				flagged++
				continue
			}
			missed[c.Input] = "forbidden by draft-09 but only " + summary(fs)
			continue
		}
		if hit {
			flaggedAllowed++
			continue
		}
		missed[c.Input] = "allowed by draft-09"
	}
	path := filepath.Join("testdata", "wpt", "accepted.txt")
	reasons := readAccepted(t, path)
	if *update {
		writeAccepted(t, path, failures, forbidden, flagged, flaggedAllowed, missed, reasons)
		return
	}
	t.Logf("WHATWG failures: %d; forbidden by draft-09: %d, of which flagged (error or warning): %d; allowed by draft-09 but flagged anyway: %d; accepted: %d",
		failures, forbidden, flagged, flaggedAllowed, len(missed))
	for in, why := range missed {
		if strings.HasPrefix(why, "forbidden") {
			if _, ok := reasons[in]; !ok {
				t.Errorf("WHATWG failure %q is forbidden by draft-09 but gets no error or warning (%s)", in, why)
			}
		}
		if _, ok := reasons[in]; !ok {
			t.Errorf("WHATWG failure %q is not flagged and not in %s (%s)", in, path, why)
		}
	}
	for in := range reasons {
		if _, ok := missed[in]; !ok {
			t.Errorf("%s lists %q, which is now flagged (or gone): remove it", path, in)
		}
	}
	want := fmt.Sprintf("# counts: failures=%d forbidden=%d flagged=%d flagged-allowed=%d accepted=%d", failures, forbidden, flagged, flaggedAllowed, len(missed))
	if got := countsLine(t, path); got != want {
		t.Errorf("%s counts line is %q, want %q (go test -update)", path, got, want)
	}
}

func summary(fs []Finding) string {
	if len(fs) == 0 {
		return "no finding"
	}
	var parts []string
	for _, f := range fs {
		parts = append(parts, f.Severity.String()+" "+f.Rule)
	}
	return strings.Join(parts, ", ")
}

// readAccepted reads "QUOTED-INPUT<TAB>reason" lines; # starts a comment.
func readAccepted(t *testing.T, path string) map[string]string {
	m := map[string]string{}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return m
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		q, reason, ok := strings.Cut(line, "\t")
		in, err := strconv.Unquote(q)
		if !ok || err != nil || strings.TrimSpace(reason) == "" || strings.HasPrefix(reason, "TODO") {
			t.Errorf("%s:%d: want a quoted input, a tab and a reason", path, n)
			continue
		}
		m[in] = reason
	}
	return m
}

func countsLine(t *testing.T, path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "# counts:") {
			return l
		}
	}
	return ""
}

func writeAccepted(t *testing.T, path string, failures, forbidden, flagged, flaggedAllowed int, missed, reasons map[string]string) {
	var b strings.Builder
	b.WriteString("# WHATWG URL failures (web-platform-tests urltestdata.json, failure: true) that\n")
	b.WriteString("# urlsift lint accepts on purpose: no error or warning. Written by TestWPT\n")
	b.WriteString("# (go test ./lint -run TestWPT -update keeps the reasons); each line is the\n")
	b.WriteString("# Go-quoted input, a tab, and why draft-09 does not forbid it.\n")
	b.WriteString("# failures: distinct failure inputs; forbidden: those urlsyntax.Validate rejects\n")
	b.WriteString("# (draft-09 forbids them); flagged: forbidden ones with an error or warning\n")
	b.WriteString("# (must equal forbidden); flagged-allowed: allowed by the draft-09 grammar but\n")
	b.WriteString("# flagged anyway (e.g. scheme-in-relative, non-default-port); accepted: the rest.\n")
	fmt.Fprintf(&b, "# counts: failures=%d forbidden=%d flagged=%d flagged-allowed=%d accepted=%d\n", failures, forbidden, flagged, flaggedAllowed, len(missed))
	ins := make([]string, 0, len(missed))
	for in := range missed {
		ins = append(ins, in)
	}
	sort.Strings(ins)
	for _, in := range ins {
		reason := reasons[in]
		if reason == "" {
			reason = "TODO " + missed[in]
		}
		q := strconv.QuoteToASCII(in)
		if utf8.ValidString(in) {
			q = strconv.Quote(in)
		}
		fmt.Fprintf(&b, "%s\t%s\n", q, reason)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
