package input

import "sort"

// An offMap maps byte offsets in a decoded text back to byte offsets in the
// text it was decoded from. It is a list of runs, each starting at an anchor:
// from dec onwards, every dstep decoded bytes stand for sstep source bytes,
// so decoded offset d maps to src + (d-dec)/dstep*sstep. A run with sstep 0
// maps all its bytes to one source offset (base64, a character that became
// several bytes). Runs are added in increasing order of both offsets, so the
// map is monotonic; neighbouring runs of the same shape are merged, which
// keeps the map small for long stretches of plain or uniformly escaped text.
type offMap struct {
	runs []run
}

// run is stored in 32-bit fields: a map covers one part read whole (at most
// maxPart bytes) or one chunk of a streamed part, and a stream keeps the
// runs of a window of chunks, so that their size is most of the memory a
// part costs.
type run struct {
	dec, src     int32
	dstep, sstep int32
}

// add records that the decoded bytes [dec, dec+n) came from the source bytes
// starting at src, with dstep decoded bytes per sstep source bytes.
func (m *offMap) add(dec, src, dstep, sstep int) {
	if dstep <= 0 {
		dstep = 1
	}
	if k := len(m.runs); k > 0 {
		last := &m.runs[k-1]
		if int(last.dec) == dec {
			// A run that produced nothing yet: the newer anchor wins.
			*last = run{int32(dec), int32(src), int32(dstep), int32(sstep)}
			if k > 1 && m.runs[k-2].continues(dec, src, dstep, sstep) {
				m.runs = m.runs[:k-1]
			}
			return
		}
		if last.continues(dec, src, dstep, sstep) {
			return
		}
	}
	if m.runs == nil {
		m.runs = make([]run, 0, 8)
	}
	m.runs = append(m.runs, run{int32(dec), int32(src), int32(dstep), int32(sstep)})
}

// continues reports whether a run of the given shape starting at (dec, src)
// is the continuation of r.
func (r *run) continues(dec, src, dstep, sstep int) bool {
	if int(r.dstep) != dstep || int(r.sstep) != sstep {
		return false
	}
	d := dec - int(r.dec)
	return d%dstep == 0 && int(r.src)+d/dstep*sstep == src
}

// lookup maps a decoded offset to a source offset. Offsets before the first
// run map to its start; offsets past the end extend the last run.
func (m *offMap) lookup(d int) int {
	if m == nil {
		return d
	}
	if len(m.runs) == 0 {
		return 0
	}
	i := sort.Search(len(m.runs), func(i int) bool { return int(m.runs[i].dec) > d }) - 1
	if i < 0 {
		return int(m.runs[0].src)
	}
	r := &m.runs[i]
	return int(r.src) + (d-int(r.dec))/int(r.dstep)*int(r.sstep)
}

// chain maps an offset through maps from the outermost (the text the scanner
// reads) to the innermost; nil maps are the identity.
func chain(d int, maps ...*offMap) int {
	for _, m := range maps {
		if m != nil {
			d = m.lookup(d)
		}
	}
	return d
}

// lineTable holds the offsets where lines start in a stretch of a file, to
// turn a file offset into a line and a byte column.
type lineTable struct {
	startOff  int   // file offset of the first line
	startLine int   // its line number (1-based)
	starts    []int // file offsets of every line start, starts[0] == startOff
}

func (t *lineTable) pos(off int) (line, col int) {
	i := sort.Search(len(t.starts), func(i int) bool { return t.starts[i] > off }) - 1
	if i < 0 {
		i = 0
	}
	return t.startLine + i, off - t.starts[i] + 1
}
