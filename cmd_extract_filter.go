package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"
)

// extractFilterFlags are extract's output habits of grep and xurls users.
var extractFilterFlags = []cli.Flag{
	&cli.BoolFlag{Name: "count", Aliases: []string{"c"}, Usage: "print only the number of URLs that would be printed"},
	&cli.BoolFlag{Name: "null", Aliases: []string{"0"}, Usage: "end each output record with a NUL byte instead of a newline (for xargs -0)"},
	&cli.StringSliceFlag{Name: "scheme", Aliases: []string{"m"}, Usage: "print only URLs of the schemes `SCHEME,...` (case-insensitive)"},
}

// schemeFilter is --scheme: the lower-case schemes to keep, nil for all.
type schemeFilter map[string]bool

func newSchemeFilter(c *cli.Context) (schemeFilter, error) {
	names := c.StringSlice("scheme")
	if len(names) == 0 {
		return nil, nil
	}
	f := schemeFilter{}
	for _, list := range names {
		for _, s := range strings.Split(list, ",") {
			s = strings.ToLower(strings.TrimSuffix(strings.TrimSpace(s), ":"))
			if s == "" {
				continue
			}
			for i := 0; i < len(s); i++ {
				if c := s[i]; !('a' <= c && c <= 'z' || i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.')) {
					return nil, usageError("extract: --scheme %q is not a scheme name", s)
				}
			}
			f[s] = true
		}
	}
	return f, nil
}

// recordWriter is extract's standard output under --count and --null: the
// output is written in records ending with "\n" (a URL never holds one, a
// JSON line neither), which it counts instead of printing, or ends with NUL.
type recordWriter struct {
	w     io.Writer
	count bool
	null  bool
	n     int
}

func newRecordWriter(c *cli.Context, w io.Writer) *recordWriter {
	return &recordWriter{w: w, count: c.Bool("count"), null: c.Bool("null")}
}

func (r *recordWriter) Write(p []byte) (int, error) {
	switch {
	case r.count:
		r.n += bytes.Count(p, []byte{'\n'})
		return len(p), nil
	case r.null:
		q := bytes.ReplaceAll(p, []byte{'\n'}, []byte{0})
		if _, err := r.w.Write(q); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	return r.w.Write(p)
}

// finish prints the count under --count.
func (r *recordWriter) finish() error {
	if !r.count {
		return nil
	}
	end := "\n"
	if r.null {
		end = "\x00"
	}
	_, err := fmt.Fprintf(r.w, "%d%s", r.n, end)
	return err
}
