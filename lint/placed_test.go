package lint

import (
	"fmt"
	"io"
	"math/rand"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

// keptText is a text read as a stream whose positions are kept only as
// far behind the furthest byte read as its reader asked (pos.Keeper), as
// a streamed mail part keeps them; its Mapper records every position
// asked for that was no longer kept.
type keptText struct {
	r      io.Reader
	rng    *rand.Rand
	read   int // bytes read
	behind int // KeepBehind's n
	late   []string
}

func (k *keptText) Read(p []byte) (int, error) {
	if len(p) > 1 {
		p = p[:1+k.rng.Intn(len(p))]
	}
	n, err := k.r.Read(p)
	k.read += n
	return n, err
}

func (k *keptText) KeepBehind(n int) { k.behind = n }

func (k *keptText) mapper(what *string) pos.Mapper {
	return pos.Func(func(p pos.Pos) pos.Pos {
		if p.Offset < k.read-k.behind && len(k.late) < 5 {
			k.late = append(k.late, fmt.Sprintf("%s: %d:%d (offset %d) placed with %d bytes read, %d kept", *what, p.Line, p.Column, p.Offset, k.read, k.behind))
		}
		return p
	})
}

// TestLintPlacedKept: LintPlaced places every finding while the text
// still keeps its position (no further behind the furthest byte read
// than the linter asked, pos.Keeper), whatever waits before it is told:
// a run too long to be a URL (told at the next URL), a directive that
// matched nothing (told once no URL can match it), a finding on a line
// longer than the windows (told at the next URL), with a small or the
// default --max-url and reads of random size. And it tells the same
// findings, in the same order, as Lint. Placed when told, as
// pipeline.LintInput placed them before, many were placed after the
// text had dropped their positions.
func TestLintPlacedKept(t *testing.T) {
	for i := 0; i < 40; i++ {
		rng := rand.New(rand.NewSource(int64(i)))
		text := keptTextOf(rng)
		opts := extract.Options{MaxURL: []int{64, 300, 4096, 0}[rng.Intn(4)]}
		l, err := New(Options{HideInfo: rng.Intn(2) == 0, Enable: []string{"all"}})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		if err := l.Lint(strings.NewReader(text), opts, func(f Finding) error {
			want = append(want, keptString(&f))
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		k := &keptText{r: strings.NewReader(text), rng: rng}
		var what string
		m := k.mapper(&what)
		var got []string
		_, err = l.LintPlaced(k, opts, func(f *Finding) {
			what = f.Rule
			f.Map(m)
		}, func(f Finding) error {
			got = append(got, keptString(&f))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if k.behind == 0 {
			t.Fatal("the linter asked the text to keep nothing (KeepBehind)")
		}
		for _, s := range k.late {
			t.Errorf("case %d (%d bytes, --max-url %d): %s", i, len(text), opts.MaxURL, s)
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("case %d: LintPlaced told\n%s\nLint told\n%s", i, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

func keptString(f *Finding) string {
	return fmt.Sprintf("%v-%v %s %s", f.Start, f.End, f.Rule, f.Message)
}

// keptTextOf returns a text of up to about a megabyte: short lines of
// printable bytes and UTF-8, and at random lines URLs with findings,
// directives, runs too long to be a URL and lines of 100 to 300 KB, with
// long stretches between some.
func keptTextOf(rng *rand.Rand) string {
	var b strings.Builder
	word := func() string {
		const ascii = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!\"#$%&'()*+,-./;<=>?@[\\]^_`{|}~"
		others := []string{"é", "日本", "€", "\u2010"}
		var w strings.Builder
		for n := 1 + rng.Intn(9); n > 0; n-- {
			if rng.Intn(12) == 0 {
				w.WriteString(others[rng.Intn(len(others))])
			} else {
				w.WriteByte(ascii[rng.Intn(len(ascii))])
			}
		}
		return w.String()
	}
	words := func(n int) {
		for end := b.Len() + n; b.Len() < end; {
			b.WriteString(word() + " ")
		}
	}
	urls := []string{"http://example.com:80/a", "http://example.com/a|b", "http://example.com/a/../b",
		"HTTP://Example.COM/%7euser", "http://user:secret@example.com/", "ftp://example.com:21/x"}
	directives := []string{"# urlsift:ignore default-port", "urlsift:ignore", "urlsift:ignore-next-line unwise-character",
		"// urlsift:ignore-next-line", "urlsift:ignore no-such-rule", "urlsift:ignore dot-segment,default-port why"}
	for size := rng.Intn(1 << 20); b.Len() < size; {
		switch rng.Intn(6) {
		case 0:
			fmt.Fprintf(&b, "%s %s", word(), urls[rng.Intn(len(urls))])
			if rng.Intn(2) == 0 {
				b.WriteString(" " + directives[rng.Intn(len(directives))])
			}
		case 1:
			b.WriteString(directives[rng.Intn(len(directives))])
		case 2:
			fmt.Fprintf(&b, "see http://run.example/%s there", strings.Repeat("x", []int{100, 400, 5000, 70000}[rng.Intn(4)]))
		case 3:
			fmt.Fprintf(&b, "%s ", urls[rng.Intn(len(urls))])
			words(100<<10 + rng.Intn(200<<10))
		case 4:
			b.WriteString(directives[rng.Intn(len(directives))] + " ")
			words(100<<10 + rng.Intn(200<<10))
			b.WriteString(urls[rng.Intn(len(urls))])
		}
		b.WriteString("\n")
		for n := rng.Intn(4) * rng.Intn(40000); n > 0; n -= 30 {
			words(rng.Intn(60))
			b.WriteString("\n")
		}
	}
	return b.String()
}

// TestSettleRead: directives settled as the text is searched (settleSearched)
// tell what settling them at the next URL or at the end told, in the same
// order, on texts of directives, URLs with findings, runs too long to be
// a URL and long lines, with --max-url as small as 64 (a window of a few
// hundred bytes, so that settleSearched settles most directives) and reads of
// random size.
func TestSettleRead(t *testing.T) {
	for i := 0; i < 40; i++ {
		rng := rand.New(rand.NewSource(int64(1000 + i)))
		text := keptTextOf(rng)
		opts := extract.Options{MaxURL: []int{64, 300, 4096, 0}[rng.Intn(4)]}
		o := Options{HideInfo: rng.Intn(2) == 0, Enable: []string{"all"}}
		if rng.Intn(4) == 0 {
			o.Disable = []string{"default-port"}
		}
		var out [2][]string
		for k, atFlush := range []bool{true, false} {
			l, err := New(o)
			if err != nil {
				t.Fatal(err)
			}
			l.settleAtFlush = atFlush
			r := &keptText{r: strings.NewReader(text), rng: rand.New(rand.NewSource(int64(i)))}
			if err := l.Lint(r, opts, func(f Finding) error {
				out[k] = append(out[k], keptString(&f))
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		}
		if got, want := strings.Join(out[1], "\n"), strings.Join(out[0], "\n"); got != want {
			t.Errorf("case %d (--max-url %d): settled as read\n%s\nsettled at flush\n%s", i, opts.MaxURL, got, want)
		}
	}
}
