package split

import (
	"bytes"
	"errors"
	"flag"
	"math/rand/v2"
	"testing"
)

var inOrderSeed = flag.Uint64("inorderseed", 5367, "TestRunInOrder's seed (5367 tuning; 5368 held out)")

// TestRunInOrder: the calls of Part.InOrder are made in the file's
// order, one at a time, each after the one before returned (what it
// wrote, read with no lock, is there: go test -race), whichever parts
// call it and whichever skip it, with any number of workers and sizes,
// a streamed last part, lines counted or not, a process that fails and
// a file shorter than its size; and Run returns (a part that takes no
// turn holds no part after it back).
func TestRunInOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(*inOrderSeed, 61))
	boom := errors.New("boom")
	runs := 300
	if testing.Short() {
		runs = 60
	}
	for n := 0; n < runs; n++ {
		var text []byte
		for i := rng.IntN(400); i > 0; i-- {
			text = append(text, bytes.Repeat([]byte{'a' + byte(rng.IntN(26))}, rng.IntN(80))...)
			text = append(text, '\n')
		}
		size := int64(len(text))
		short := rng.IntN(8) == 0
		if short {
			size += int64(1 + rng.IntN(5000))
		}
		o := Options{Workers: 1 + rng.IntN(8), Size: 1 + rng.IntN(500), Search: rng.IntN(200), Lines: rng.IntN(2) == 0,
			Stream: 1 + rng.IntN(4000)}
		skip := rng.Float64() // the share of parts that take no turn
		fail := -1            // the part whose process fails, if any
		if rng.IntN(4) == 0 {
			fail = rng.IntN(20)
		}
		last := -1    // the index of the last turn taken, written in turns only
		var got []int // the turns taken, in the order taken
		var bad []int // turns taken out of order
		seed := rng.Uint64()
		err := Run(bytes.NewReader(text), size, o, func() *int { return new(int) },
			func(p *Part, r *int) error {
				if rand.New(rand.NewPCG(seed, uint64(p.Index))).Float64() >= skip {
					p.InOrder(func() {
						if p.Index <= last {
							bad = append(bad, p.Index)
						}
						last = p.Index
						got = append(got, p.Index)
					})
				}
				if p.Index == fail {
					return boom
				}
				return nil
			},
			func(p *Part, r *int) error { return nil })
		if len(bad) > 0 {
			t.Fatalf("run %d (%+v): turns %v taken after a later part's (all: %v)", n, o, bad, got)
		}
		if fail >= 0 && err == nil && len(got) > 0 && got[len(got)-1] > fail && !short {
			// the failed part was past the file's end: no error to see
			t.Fatalf("run %d: process failed at part %d, Run returned no error", n, fail)
		}
		if !short && fail < 0 && err != nil {
			t.Fatalf("run %d: %v", n, err)
		}
	}
}
