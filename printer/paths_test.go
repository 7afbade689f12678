package printer

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// genPaths returns n paths as an input's records have them: runs of one
// path (the same string, or a copy of its text: the cache goes by text),
// a path now and then another, back to an earlier one, "" among them;
// each drawn from every byte (controls, DEL, C1, "@", ":", ",", "%",
// non-ASCII, invalid UTF-8: genText) and absolute, relative and "./"
// forms.
func genPaths(r *rand.Rand, n int) []string {
	var drawn []string
	out := make([]string, 0, n)
	for len(out) < n {
		var p string
		switch k := r.IntN(6); {
		case k == 0 && len(drawn) > 0:
			p = drawn[r.IntN(len(drawn))] // an earlier path again
		case k == 1:
			p = ""
		default:
			p = []string{"", "/", "./", "docs/", "C:\\x\\"}[r.IntN(5)] + genText(r) + []string{"", ".txt", "/a b@c:d,e%f"}[r.IntN(3)]
			if r.IntN(4) == 0 {
				var b strings.Builder
				for range 1 + r.IntN(12) {
					b.WriteByte(byte(r.IntN(256))) // any byte at all
				}
				p += b.String()
			}
			drawn = append(drawn, p)
		}
		for run := 1 + r.IntN(5); run > 0 && len(out) < n; run-- {
			if r.IntN(3) == 0 {
				p = strings.Clone(p) // the same text, another string
			}
			out = append(out, p)
		}
	}
	return out
}

// TestPathCacheSame: a sequence of records printed with a PathCache
// (Record.Paths, one for the sequence, as a command keeps one for an
// input) is byte for byte what the same records give without one, in
// every line format (url, line, text, json, github), with and without
// ShowSecrets; the records are genRecord's, their paths genPaths' (runs
// of one path, changes, returns, copies of the text, any byte).
func TestPathCacheSame(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 5))
	for i := range 3000 {
		paths := genPaths(r, 1+r.IntN(12))
		recs := make([]Record, len(paths))
		for k, p := range paths {
			recs[k] = genRecord(r)
			recs[k].Path = p
		}
		for _, name := range Formats(URLs | Findings) {
			for _, show := range []bool{false, true} {
				f, ok := Line(name, Options{ShowSecrets: show})
				if !ok {
					continue // SARIF: TestSARIFPathCache
				}
				var cache PathCache
				var with, without []byte
				for k := range recs {
					rec := recs[k]
					without = f.Append(without, &rec)
					rec.Paths = &cache
					with = f.Append(with, &rec)
				}
				if !bytes.Equal(with, without) {
					t.Fatalf("%d: %s (show %v): with a PathCache\n%q\nwithout\n%q\nat %s; paths %q", i, name, show, with, without, firstDiff(with, without), paths)
				}
			}
		}
	}
}

// TestSARIFPathCache: the SARIF printer, which keeps the last path's
// artifact location, gives each result the location of its own path
// (artifactURI of the path as masked), over genPaths' sequences.
func TestSARIFPathCache(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 6))
	for i := range 500 {
		paths := genPaths(r, 1+r.IntN(12))
		recs := make([]Record, len(paths))
		for k, p := range paths {
			recs[k] = Record{Path: p, Rule: "bad-escape", Severity: "error", Message: "m", URL: "http://h.example/%zz"}
		}
		out := print(t, "sarif", recs)
		var log struct {
			Runs []struct {
				Results []struct {
					Locations []struct {
						PhysicalLocation struct {
							ArtifactLocation sarifArtifact `json:"artifactLocation"`
						} `json:"physicalLocation"`
					} `json:"locations"`
				} `json:"results"`
			} `json:"runs"`
		}
		if err := json.Unmarshal(out, &log); err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		res := log.Runs[0].Results
		if len(res) != len(recs) {
			t.Fatalf("%d: %d results of %d records", i, len(res), len(recs))
		}
		for k, x := range res {
			want := artifactURI(masked(&recs[k], false).Path)
			// The log's strings are escapeControls' of the encoder's.
			want.URI = string(escapeControls([]byte(want.URI)))
			if got := x.Locations[0].PhysicalLocation.ArtifactLocation; got != want {
				t.Fatalf("%d: result %d of paths %q at %+v, want %+v", i, k, paths, got, want)
			}
		}
	}
}

// TestPathCacheAllocates0: a record whose path the cache holds prints
// without an allocation in every line format, as without one.
func TestPathCacheAllocates0(t *testing.T) {
	for _, name := range Formats(URLs | Findings) {
		f, ok := Line(name, Options{})
		if !ok {
			continue
		}
		var cache PathCache
		buf := make([]byte, 0, 4096)
		for _, r := range extractRecords() {
			r.Paths = &cache
			buf = f.Append(buf[:0], &r) // the first of a path makes its forms
			if n := testing.AllocsPerRun(100, func() { buf = f.Append(buf[:0], &r) }); n != 0 {
				t.Errorf("%s: %v allocations for %+v", name, n, r)
			}
		}
	}
}
