package urlsyntax

import (
	"bufio"
	"flag"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"
)

var (
	akiaSeed  = flag.Int64("akiaseed", 5249, "seed of TestAWSKeyLookalikes's generator")
	akiaCases = flag.Int("akiacases", 600, "cases TestAWSKeyLookalikes draws")
)

// readConfusables reads testdata/confusables-akis.txt: the look-alikes of
// each of A, K, I and S (PROVENANCE.md).
func readConfusables(t *testing.T) map[byte][]rune {
	t.Helper()
	f, err := os.Open("testdata/confusables-akis.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m := map[byte][]rune{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		cp, proto, ok := strings.Cut(line, ";")
		if !ok {
			continue
		}
		r, err := strconv.ParseUint(strings.TrimSpace(cp), 16, 32)
		proto = strings.TrimSpace(proto)
		if err != nil || len(proto) != 1 {
			t.Fatalf("bad line %q", sc.Text())
		}
		m[proto[0]] = append(m[proto[0]], rune(r))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return m
}

// foreignLetters are letters and digits of other scripts that look like
// no ASCII one, put in among a key's.
var foreignLetters = []rune("ЖДЛФЦЧШЩЮЯλπΣΩßéüñ٣中한")

// TestAWSKeyLookalikes: an AWS access key ID ("AKIA" or "ASIA" and 16
// capitals and digits) as a URL's user name, with one to three of its
// letters (at least one of the prefix's) swapped for a look-alike of
// another script (Unicode's confusables.txt), three in ten with a letter of
// another script in the body and three in ten with one more put in, in every wrapper, is
// masked: neither the key nor its 16-byte body is in MaskText's output
// (review55 N8: 67 of 600 shown).
func TestAWSKeyLookalikes(t *testing.T) {
	conf := readConfusables(t)
	rng := rand.New(rand.NewSource(*akiaSeed))
	const body = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	schemes := []string{"https", "http", "ssh", "git+ssh", "s3", "ftp", "redis"}
	hosts := []string{"intranet", "10.1.2.3", "github.com", "db1.example.com:5432"}
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"(", ")"}, {"\"", "\""}, {"'", "'"}, {"`", "`"},
		{"[link](", ")"}, {"{", "}"}, {"url=", ";"}, {"* ", "."}}
	shown := 0
	for i := 0; i < *akiaCases; i++ {
		key := []byte("AKIA")
		if rng.Intn(2) == 0 {
			key[1] = 'S'
		}
		for range 16 {
			key = append(key, body[rng.Intn(len(body))])
		}
		// Positions whose letter has look-alikes: at least one of the
		// prefix's, then up to two more anywhere.
		var at []int
		for j, c := range key {
			if len(conf[c]) > 0 {
				at = append(at, j)
			}
		}
		rng.Shuffle(len(at), func(a, b int) { at[a], at[b] = at[b], at[a] })
		swap := map[int]bool{}
		for _, j := range at {
			if j < 4 {
				swap[j] = true
				break
			}
		}
		for _, j := range at[:min(len(at), rng.Intn(3))] {
			swap[j] = true
		}
		// Three in ten: one letter of the body in place of a capital
		// of the key's, a look-alike the table lacks (Cyrillic "Х").
		other := -1
		if rng.Intn(10) < 3 {
			other = 4 + rng.Intn(16)
		}
		// Three in ten: one more letter of another script put in.
		put := -1
		if rng.Intn(10) < 3 {
			put = rng.Intn(len(key) + 1)
		}
		var user strings.Builder
		for j, c := range key {
			if j == put {
				user.WriteRune(foreignLetters[rng.Intn(len(foreignLetters))])
			}
			if j == other && !swap[j] {
				user.WriteRune(foreignLetters[rng.Intn(len(foreignLetters))])
				continue
			}
			if swap[j] {
				l := conf[c]
				user.WriteRune(l[rng.Intn(len(l))])
			} else {
				user.WriteByte(c)
			}
		}
		if put == len(key) {
			user.WriteRune(foreignLetters[rng.Intn(len(foreignLetters))])
		}
		w := wraps[rng.Intn(len(wraps))]
		u := schemes[rng.Intn(len(schemes))] + "://" + user.String() + "@" + hosts[rng.Intn(len(hosts))] + "/x"
		text := "see " + w[0] + u + w[1] + "\n"
		out := MaskText(text)
		if strings.Contains(out, user.String()) || strings.Contains(out, string(key[4:])) {
			shown++
			if shown <= 5 {
				t.Errorf("key shown: %q -> %q", text, out)
			}
		}
	}
	if shown > 0 {
		t.Errorf("%d of %d keys shown (seed %d)", shown, *akiaCases, *akiaSeed)
	}
}

// TestLatinLookalikeTable: token.go's latinLookalike holds the lines of
// testdata/confusables-akis.txt, no more and no fewer.
func TestLatinLookalikeTable(t *testing.T) {
	conf := readConfusables(t)
	n := 0
	for c, l := range conf {
		for _, r := range l {
			if latinLookalike[r] != c {
				t.Errorf("latinLookalike[%U] = %q, confusables.txt: %q", r, latinLookalike[r], c)
			}
			n++
		}
	}
	if n != len(latinLookalike) {
		t.Errorf("latinLookalike holds %d letters, testdata %d", len(latinLookalike), n)
	}
}
