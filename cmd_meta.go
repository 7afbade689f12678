package main

import (
	"fmt"
	"io"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"
)

// buildInfo is what the build information says of this build.
type buildInfo struct {
	// Release is the release tag this is a build of ("v1.2.3"): `go install
	// ...@v1.2.3`, or a build in a checkout at that tag; "" otherwise.
	Release string
	// After is the release a development build came after (the base of
	// its pseudo-version); "" when none is known.
	After    string
	Revision string // the commit, 12 hex digits; "" when unknown
	Time     string // the commit's time, RFC 3339 (UTC); "" when unknown
	Modified bool   // built from a checkout with uncommitted changes
	Go       string // the Go version it was built with
	Platform string // GOOS/GOARCH
}

// thisBuild reads the build information of the running program.
func thisBuild() buildInfo {
	bi, _ := debug.ReadBuildInfo()
	return buildInfoOf(bi)
}

// buildInfoOf reads bi: the module version (a release tag, a
// pseudo-version, "(devel)" or empty) and the vcs.* settings that
// `go build` records in a checkout.
func buildInfoOf(bi *debug.BuildInfo) buildInfo {
	var b buildInfo
	if bi == nil {
		return b
	}
	b.Go = bi.GoVersion
	var goos, goarch string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Revision = s.Value
		case "vcs.time":
			b.Time = s.Value
		case "vcs.modified":
			b.Modified = s.Value == "true"
		case "GOOS":
			goos = s.Value
		case "GOARCH":
			goarch = s.Value
		}
	}
	if goos != "" && goarch != "" {
		b.Platform = goos + "/" + goarch
	}
	v, meta, _ := strings.Cut(bi.Main.Version, "+") // Go 1.24 adds +dirty
	if meta == "dirty" {
		b.Modified = true
	}
	if base, when, rev, ok := pseudoVersion(v); ok {
		b.After = base
		if b.Revision == "" {
			b.Revision, b.Time = rev, when
		}
	} else if isRelease(v) {
		b.Release = v
	}
	if len(b.Revision) > 12 {
		b.Revision = b.Revision[:12]
	}
	return b
}

// String is the version as `urlsift version` prints it: the release
// ("v1.2.3"), or "(devel)" followed by what is known of the build: the
// release it came after, its commit (+dirty when modified) and the
// commit's time.
func (b buildInfo) String() string {
	if b.Release != "" {
		if b.Modified {
			return b.Release + "+dirty"
		}
		return b.Release
	}
	parts := []string{"(devel)"}
	if b.After != "" {
		parts = append(parts, "after "+b.After)
	}
	if b.Revision != "" {
		rev := b.Revision
		if b.Modified {
			rev += "+dirty"
		}
		parts = append(parts, rev)
	}
	if b.Time != "" {
		parts = append(parts, b.Time)
	}
	return strings.Join(parts, " ")
}

// Semantic is the release as a Semantic Versioning 2.0 version ("1.2.3",
// "1.2.3+dirty"), for SARIF's semanticVersion; "" for a development build,
// which has no release version of its own.
func (b buildInfo) Semantic() string {
	if b.Release == "" {
		return ""
	}
	s := strings.TrimPrefix(b.Release, "v")
	if b.Modified {
		s += "+dirty"
	}
	return s
}

// version is the version of this build (buildInfo.String).
func version() string { return thisBuild().String() }

// isRelease tells whether v is a Go module version that names a release
// tag: vMAJOR.MINOR.PATCH with an optional pre-release, digits only where
// numbers stand, and not a pseudo-version.
func isRelease(v string) bool {
	core, pre, _ := strings.Cut(strings.TrimPrefix(v, "v"), "-")
	if !strings.HasPrefix(v, "v") || core == "" {
		return false
	}
	nums := strings.Split(core, ".")
	if len(nums) != 3 {
		return false
	}
	for _, n := range nums {
		if n == "" || strings.Trim(n, "0123456789") != "" || len(n) > 1 && n[0] == '0' {
			return false
		}
	}
	if _, _, _, ok := pseudoVersion(v); ok {
		return false
	}
	return !strings.Contains(v, "-") || pre != ""
}

// pseudoVersion reads a Go pseudo-version, the version of a commit that
// is not a release (go.dev/ref/mod#pseudo-versions):
//
//	vX.0.0-yyyymmddhhmmss-abcdefabcdef       no release before it
//	vX.Y.(Z+1)-0.yyyymmddhhmmss-abcdefabcdef after vX.Y.Z
//	vX.Y.Z-pre.0.yyyymmddhhmmss-abcdefabcdef after vX.Y.Z-pre
//
// It returns the release it came after (or ""), the commit's time in RFC
// 3339 and the commit.
func pseudoVersion(v string) (after, when, rev string, ok bool) {
	v, _, _ = strings.Cut(v, "+")
	i := strings.LastIndexByte(v, '-')
	if i < 0 || len(v)-i-1 != 12 || strings.Trim(v[i+1:], "0123456789abcdef") != "" {
		return "", "", "", false
	}
	rev, v = v[i+1:], v[:i]
	if len(v) < 15 || strings.Trim(v[len(v)-14:], "0123456789") != "" {
		return "", "", "", false
	}
	ts, v := v[len(v)-14:], v[:len(v)-14]
	t, err := time.Parse("20060102150405", ts)
	if err != nil {
		return "", "", "", false
	}
	when = t.UTC().Format(time.RFC3339)
	core, pre, found := strings.Cut(v, "-")
	if !found || !strings.HasPrefix(core, "v") {
		return "", "", "", false
	}
	nums := strings.Split(core[1:], ".")
	if len(nums) != 3 {
		return "", "", "", false
	}
	switch {
	case pre == "": // vX.0.0-ts-rev
		return "", when, rev, nums[1] == "0" && nums[2] == "0"
	case pre == "0.": // vX.Y.(Z+1)-0.ts-rev
		z, err := strconv.Atoi(nums[2])
		if err != nil || z < 1 {
			return "", "", "", false
		}
		return fmt.Sprintf("v%s.%s.%d", nums[0], nums[1], z-1), when, rev, true
	case strings.HasSuffix(pre, ".0."): // vX.Y.Z-pre.0.ts-rev
		return core + "-" + strings.TrimSuffix(pre, ".0."), when, rev, true
	}
	return "", "", "", false
}

// printVersion prints what `urlsift version` and `urlsift --version` say.
func printVersion(w io.Writer) error {
	b := thisBuild()
	_, err := fmt.Fprintf(w, "urlsift version %s\n", b)
	if err == nil && b.Go != "" {
		_, err = fmt.Fprintf(w, "built with %s for %s\n", b.Go, b.Platform)
	}
	return err
}

func versionCommand() *cli.Command {
	return &cli.Command{
		Name:      "version",
		Usage:     "print the version of urlsift, from the build information",
		ArgsUsage: " ",
		Description: "Prints the release (v1.2.3) when urlsift was built from a release tag\n" +
			"(go install github.com/urlsift/urlsift@v1.2.3), else \"(devel)\" with what is\n" +
			"known of the build: the release it came after, its commit (+dirty when\n" +
			"built with changes not committed) and the commit's time. urlsift --version\n" +
			"prints the same.",
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("version takes no arguments")
			}
			return printVersion(envOf(c).Stdout)
		},
	}
}

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script for bash, zsh or fish",
		ArgsUsage: "bash|zsh|fish",
		Description: "Prints a script that completes urlsift's commands, flags, flag values (formats,\n" +
			"levels, rule names) and rule names after explain, by asking urlsift itself:\n\n" +
			"    bash: source <(urlsift completion bash)\n" +
			"    zsh:  urlsift completion zsh > \"${fpath[1]}/_urlsift\"\n" +
			"    fish: urlsift completion fish | source\n\n" +
			"or save the bash script as /etc/bash_completion.d/urlsift, the fish one as\n" +
			"~/.config/fish/completions/urlsift.fish.\n",
		Action: func(c *cli.Context) error {
			e := envOf(c)
			if c.NArg() != 1 {
				return usageError("completion: name one shell: bash, zsh or fish")
			}
			scripts := map[string]string{"bash": bashCompletion, "zsh": zshCompletion, "fish": fishCompletion}
			if script, ok := scripts[c.Args().First()]; ok {
				_, err := io.WriteString(e.Stdout, script)
				return err
			}
			return usageError("completion: no script for %q (bash, zsh or fish)", c.Args().First())
		},
	}
}

func manCommand() *cli.Command {
	return &cli.Command{
		Name:  "man",
		Usage: "print the manual page (roff), made from the command definitions",
		Description: "For example: urlsift man > /usr/local/share/man/man1/urlsift.1, or\n" +
			"urlsift man | man -l -",
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("man takes no arguments")
			}
			_, err := fmt.Fprint(envOf(c).Stdout, manPage(c.App))
			return err
		},
	}
}
