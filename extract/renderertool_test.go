package extract

import (
	"os"
	"os/exec"
	"testing"
)

// renderer returns the path of the renderer name (lynx, w3m,
// html2text) the renderer tests drive. Missing, the test is skipped and
// says so, except in CI (CI set, as .ci/run runs), where it fails:
// .ci/install-clients installs them, and a test that CI skips measures
// nothing (the root package's client tests do the same).
func renderer(t *testing.T, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not installed, and in CI (CI is set) a renderer test must not skip: .ci/install-clients installs it", name)
		}
		t.Skipf("%s is not installed", name)
	}
	return path
}
