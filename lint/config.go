package lint

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
)

// configNames returns the names of the configuration file, looked for in
// this order in each directory from the current one up to the root.
//
// The format is TOML, as Go linters already use it (staticcheck.conf,
// revive.toml, golangci-lint's .golangci.toml): comments are allowed and
// tables name the rules. An example:
//
//	# urlsift.toml
//	disable = ["userinfo"]
//	enable = ["dot-segment"]
//	fail-level = "error"
//
//	[allow]               # every rule but password-in-site skips these URLs
//	hosts = ["localhost", "*.test"]
//
//	[rules.non-default-port]
//	severity = "error"
//	ports = ["8080", "8443"]
//	hosts = ["*.internal.example"]
//	schemes = ["irc"]
func configNames() []string { return []string{"urlsift.toml", ".urlsift.toml"} }

// Config is a configuration file.
type Config struct {
	Enable []string `toml:"enable"` // rules to run besides the default ones
	// Disable lists rules not to run (it wins over Enable); "all" turns off
	// every rule Enable does not name.
	Disable   []string `toml:"disable"`
	FailLevel string   `toml:"fail-level"`
	// Tests reports everything in tests and their data (Fixture), as
	// --tests does; by default only real passwords are reported there.
	Tests bool                  `toml:"tests"`
	Allow Allow                 `toml:"allow"`
	Rules map[string]RuleConfig `toml:"rules"`

	Path string `toml:"-"` // the file it was read from
}

// Allow lists URLs a rule (or every rule) accepts. A URL is allowed when its
// host, its port or its scheme is listed. Host entries match the host
// case-insensitively; "*.example.com" matches every name below example.com.
// The [allow] table, for every rule, does not silence password-in-site:
// only that rule's own [rules.password-in-site] table does.
type Allow struct {
	Hosts   []string `toml:"hosts"`
	Ports   []string `toml:"ports"`
	Schemes []string `toml:"schemes"`
}

// RuleConfig is the [rules.NAME] table: a severity and an allow-list.
type RuleConfig struct {
	Severity string   `toml:"severity"` // error, warning, info or none (off)
	Hosts    []string `toml:"hosts"`
	Ports    []string `toml:"ports"`
	Schemes  []string `toml:"schemes"`
}

// FindConfig looks for a configuration file in dir and its parents and
// returns its path, or "" when there is none.
func FindConfig(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		for _, n := range configNames() {
			p := filepath.Join(dir, n)
			fi, err := os.Stat(p)
			if err == nil && !fi.IsDir() {
				return p, nil
			}
			if err != nil && !errors.Is(err, fs.ErrNotExist) {
				return "", err
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", nil
		}
		dir = parent
	}
}

// maxConfigSize bounds a configuration file. Real ones are a few hundred
// bytes; the bound keeps a hostile one (a link to /dev/zero, a huge file)
// from taking memory without limit.
const maxConfigSize = 1 << 20

// UntrustedError says that a configuration file found by looking up from
// a directory (FindConfig) was not read, and why.
type UntrustedError struct{ Path, Reason string }

func (e *UntrustedError) Error() string {
	return fmt.Sprintf("configuration file %s %s; ignored", e.Path, e.Reason)
}

// LoadConfig reads and checks the configuration file the user named
// (--config). Unknown keys, unknown rule names and bad severities are
// errors, and so is a file that is not a regular file (a FIFO would hang
// the run) or is larger than maxConfigSize.
func LoadConfig(path string) (*Config, error) { return loadConfig(path, false) }

// LoadFoundConfig reads a configuration file that FindConfig found, which
// nobody named: it may have been put there by someone else (a
// .urlsift.toml in /tmp applies to every directory below it). It is read
// only when it is a regular file of at most maxConfigSize bytes, owned by
// the user or by root, not writable by every user, in a directory that other users cannot write (a
// directory with the sticky bit, such as /tmp, is enough for a file the
// user owns). Otherwise LoadFoundConfig returns an *UntrustedError, and
// the caller goes on without a configuration, warning about it.
func LoadFoundConfig(path string) (*Config, error) { return loadConfig(path, true) }

func loadConfig(path string, found bool) (*Config, error) {
	refuse := func(reason string) error {
		if found {
			return &UntrustedError{Path: path, Reason: reason}
		}
		return errors.New(reason)
	}
	f, err := openConfig(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, refuse("is not a regular file")
	}
	if fi.Size() > maxConfigSize {
		return nil, refuse(fmt.Sprintf("is larger than %d KiB", maxConfigSize>>10))
	}
	if found {
		if reason := untrustedConfig(path, fi); reason != "" {
			return nil, refuse(reason)
		}
	}
	data, err := io.ReadAll(io.LimitReader(f, maxConfigSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxConfigSize {
		return nil, refuse(fmt.Sprintf("is larger than %d KiB", maxConfigSize>>10))
	}
	c, err := ParseConfig(string(data))
	if err != nil {
		return nil, err
	}
	c.Path = path
	return c, nil
}

// ParseConfig parses the TOML text of a configuration file. Keys, tables
// and arrays nested more than 32 deep are refused before the TOML parser
// sees them, and the message of an error is one line of at most a few
// hundred bytes, whatever the text holds.
func ParseConfig(text string) (*Config, error) {
	if err := checkConfigNesting(text); err != nil {
		return nil, err
	}
	c, err := parseConfig(text)
	return c, shorten(err)
}

func parseConfig(text string) (*Config, error) {
	var c Config
	md, err := toml.Decode(text, &c)
	if err != nil {
		return nil, err
	}
	if und := md.Undecoded(); len(und) > 0 {
		var keys []string
		for _, k := range und[:min(len(und), 5)] {
			keys = append(keys, k.String())
		}
		if len(und) > len(keys) {
			keys = append(keys, fmt.Sprintf("and %d more", len(und)-len(keys)))
		}
		return nil, fmt.Errorf("unknown key %s", strings.Join(keys, ", "))
	}
	if err := checkNames(c.Enable); err != nil {
		return nil, fmt.Errorf("enable: %w", err)
	}
	if err := checkNames(c.Disable); err != nil {
		return nil, fmt.Errorf("disable: %w", err)
	}
	if c.FailLevel != "" {
		if _, err := ParseSeverity(c.FailLevel); err != nil {
			return nil, fmt.Errorf("fail-level: %w", err)
		}
	}
	names := make([]string, 0, len(c.Rules))
	for n := range c.Rules {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if Lookup(n) == nil {
			return nil, fmt.Errorf("rules.%s: %w", n, unknownRule(n))
		}
		if s := c.Rules[n].Severity; s != "" {
			if _, err := ParseSeverity(s); err != nil {
				return nil, fmt.Errorf("rules.%s.severity: %w", n, err)
			}
		}
		if err := checkPorts(c.Rules[n].Ports); err != nil {
			return nil, fmt.Errorf("rules.%s.ports: %w", n, err)
		}
	}
	if err := checkPorts(c.Allow.Ports); err != nil {
		return nil, fmt.Errorf("allow.ports: %w", err)
	}
	return &c, nil
}

func checkPorts(ports []string) error {
	for _, p := range ports {
		if portNumber(p) < 0 {
			return fmt.Errorf("%q is not a port number", p)
		}
	}
	return nil
}

// UnknownRuleError is the error for a rule name that is not in the
// registry. Near holds the closest names, as suggestions; Rules lists
// them all.
type UnknownRuleError struct {
	Name string
	Near []string
}

func (e *UnknownRuleError) Error() string {
	if len(e.Near) > 0 {
		return fmt.Sprintf("unknown rule %q (did you mean %s?)", e.Name, strings.Join(e.Near, " or "))
	}
	return fmt.Sprintf("unknown rule %q", e.Name)
}

// unknownRule is the error for a rule name that is not in the registry,
// with the closest names as suggestions.
func unknownRule(name string) error {
	e := &UnknownRuleError{Name: name}
	if name == "" {
		return e
	}
	for _, r := range registry {
		// The edit distance is at least the difference in length: a long
		// name costs no table as long as it.
		near := abs(len(r.Name)-len(name)) <= 3 && editDistance(r.Name, name) <= 3
		if near || strings.Contains(r.Name, name) || strings.Contains(name, r.Name) {
			e.Near = append(e.Near, r.Name)
		}
	}
	return e
}

func abs(n int) int { return max(n, -n) }

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// checkNames checks a list of rule names; "all" stands for every rule.
func checkNames(names []string) error {
	for _, n := range names {
		if n != "all" && Lookup(n) == nil {
			return unknownRule(n)
		}
	}
	return nil
}

// splitNames splits comma-separated rule lists (as --enable a,b --enable c
// give them) into names, dropping empty ones.
func splitNames(lists []string) []string {
	var out []string
	for _, l := range lists {
		for _, n := range strings.Split(l, ",") {
			if n = strings.TrimSpace(n); n != "" {
				out = append(out, n)
			}
		}
	}
	return out
}
