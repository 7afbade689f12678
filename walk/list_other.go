//go:build !linux

package walk

import "os"

// lister lists directories with os.ReadDir where list_linux.go's
// getdents reader is not built.
type lister struct {
	devs devCache
}

// list lists the directory d, whose entries' paths are prefix and their
// names, into ents (reused), as os.ReadDir does; *dv is left as it is
// (no call is raw).
func (l *lister) list(ents []dirEntry, d, prefix string, dv *device, rawOpen bool) ([]dirEntry, error) {
	ents = ents[:0]
	des, err := os.ReadDir(d)
	for _, e := range des {
		ents = append(ents, dirEntry{path: prefix + e.Name(), typ: e.Type()})
	}
	return ents, err
}

// keeps reports whether l keeps buffers from the directory it listed
// last: it has none.
func (l *lister) keeps() bool { return false }
