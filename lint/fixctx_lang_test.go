package lint

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// BenchmarkLineContextCode: what following a source file's strings and
// comments costs per byte (lineContext.next on every line, as the Fixer
// and the language server read a code file with a fix), on real files of
// Go's distribution.
func BenchmarkLineContextCode(b *testing.B) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		b.Skip(err)
	}
	root := string(bytes.TrimSpace(out))
	for _, name := range []string{"src/net/http/server.go", "src/cmd/go/alldocs.go", "/usr/lib/ruby/3.1.0/optparse.rb"} {
		path := name
		if !filepath.IsAbs(name) {
			path = filepath.Join(root, name)
		}
		src, err := os.ReadFile(path)
		if os.IsNotExist(err) && filepath.IsAbs(name) {
			continue // Ruby's library, where it is installed
		}
		if err != nil {
			b.Skip(err)
		}
		lines := bytes.SplitAfter(src, []byte("\n"))
		b.Run(filepath.Base(name), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				var c lineContext
				c.start(name, lines[0])
				for _, l := range lines {
					c.next(l)
				}
			}
		})
	}
}
