package extract

import (
	"encoding/base64"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

var goSumSeed = flag.Uint64("gosumseed", 5091, "seed of TestGoSumChecksums' files")

// TestGoSumHash: a go.sum line's checksum whose base64 starts with "//"
// is no URL (review51 K3's rest: "h1://okPT…=" was read as one, and the
// next go.sum line joined to it); what else a scheme of a letter and a
// digit starts stays a URL.
func TestGoSumHash(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"cloud.google.com/go/bigquery v1.7.0/go.mod h1://okPTzCYNXSlb24MZs83e2Do+h+VXtc4gLoIoXIAPc=\ncloud.google.com/go/bigquery v1.8.0/go.mod h1:J5hqkt3O0uAFnINi6JXValWIb1v0goeZM77hZzJN/fQ=\n", nil},
		{"cloud.google.com/go/bigquery v1.7.0/go.mod h1://okPTzCYNXSlb24MZs83e2Do+h+VXtc4gLoIoXIAPc=", nil},
		{"cloud.google.com/go/bigquery v1.7.0/go.mod h1://okPTzCYNXSlb24MZs83e2Do+h+VXtc4gLoIoXIAPc=\r\nx v1 h1:y=\r\n", nil},
		// Not go.sum's shape: URLs.
		{"see h1://okPTzCYNXSlb24MZs83e2Do+h+VXtc4gLoIoXIAPc= now\n", []string{"h1://okPTzCYNXSlb24MZs83e2Do+h+VXtc4gLoIoXIAPc="}},
		{"example.org/m v1.0.0 h1://example.org/a/b\n", []string{"h1://example.org/a/b"}},
		{"example.org/m v1.0.0 s3://bucket/key=\n", []string{"s3://bucket/key="}},
		{"a b c h1://okPTzCYNXSlb24MZs83e2Do+h+VXtc4gLoIoXIAPc=\n", []string{"h1://okPTzCYNXSlb24MZs83e2Do+h+VXtc4gLoIoXIAPc="}},
	} {
		var got []string
		s := NewScanner(strings.NewReader(tt.in), Options{})
		for s.Scan() {
			got = append(got, s.URL().Text)
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%q: got %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestGoSumChecksums draws go.sum files (module paths, versions, the
// go.mod lines, checksums of random bytes, a third of them made to start
// with "//", CRLF and a missing final line break now and then): no URL is
// found in any. go test -run '^TestGoSumChecksums$' ./extract (seed 5091):
// cell52.md has the count before the change.
func TestGoSumChecksums(t *testing.T) {
	r := rand.New(rand.NewPCG(*goSumSeed, 3))
	hosts := []string{"github.com/o/r", "golang.org/x/net", "cloud.google.com/go/bigquery", "gopkg.in/yaml.v3", "example.org/m/v2"}
	found := 0
	for range 300 {
		var b strings.Builder
		nl := "\n"
		if r.IntN(4) == 0 {
			nl = "\r\n"
		}
		n := 1 + r.IntN(12)
		for i := range n {
			sum := make([]byte, 32)
			for j := range sum {
				sum[j] = byte(r.IntN(256))
			}
			h := base64.StdEncoding.EncodeToString(sum)
			if r.IntN(3) == 0 {
				h = "//" + h[2:]
			}
			mod := ""
			if r.IntN(2) == 0 {
				mod = "/go.mod"
			}
			fmt.Fprintf(&b, "%s v%d.%d.%d%s h1:%s", hosts[r.IntN(len(hosts))], r.IntN(3), r.IntN(30), r.IntN(10), mod, h)
			if i < n-1 || r.IntN(4) > 0 {
				b.WriteString(nl)
			}
		}
		s := NewScanner(strings.NewReader(b.String()), Options{})
		for s.Scan() {
			if found++; found <= 5 {
				t.Errorf("%q found in the go.sum:\n%s", s.URL().Text, b.String())
			}
		}
	}
	if found > 0 {
		t.Errorf("%d URLs found in 300 go.sum files", found)
	}
}
