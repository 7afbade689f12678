package lint

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// TestAddNew: addNew makes the finding and the record add(newFinding(…))
// makes, whatever the slice it appends to holds past its length (a
// stream's findings, cleared or not: every field of a stale finding set),
// for severities and adjustments past both ends and positions of any
// value.
func TestAddNew(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 11))
	stale := Finding{Rule: "stale", Severity: Error, Message: "stale", URL: "stale", SecretID: "stale", Text: "stale",
		Fix: []Edit{{Start: 1, End: 2, New: "x"}}, Start: pos.Pos{Offset: 9, Line: 9, Column: 9, Char: 9}, End: pos.Pos{Offset: 9, Line: 9, Column: 9, Char: 9},
		urlLine: 9, urlOff: 9, line: 9, endOff: 9, urlStart: pos.Pos{Line: 9}, urlEnd: pos.Pos{Line: 9}}
	stale.Origin.Part = "stale"
	ps := func() pos.Pos {
		return pos.Pos{Offset: r.IntN(1 << 20), Line: 1 + r.IntN(1000), Column: 1 + r.IntN(200), Char: r.IntN(200)}
	}
	for range 20000 {
		n, spare := r.IntN(4), r.IntN(3)
		mk := func() *pass {
			p := new(pass)
			p.out = make([]Finding, n, n+spare)
			for i := range p.out[:n+spare] {
				p.out[:n+spare][i] = stale
			}
			return p
		}
		rule := []string{"default-port", "unwise-character", ""}[r.IntN(3)]
		sev, adjust := Severity(r.IntN(6)-1), r.IntN(7)-3
		a, b, u := ps(), ps(), ps()
		p, q := mk(), mk()
		got := *p.addNew(rule, sev, adjust, a, b, u)
		want := *q.add(newFinding(rule, sev, adjust, a, b, u))
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("addNew made\n%+v\nadd(newFinding) made\n%+v", got, want)
		}
		if !reflect.DeepEqual(p.out, q.out) || !reflect.DeepEqual(p.recs, q.recs) {
			t.Fatalf("addNew left %+v %+v, add %+v %+v", p.out, p.recs, q.out, q.recs)
		}
	}
}
