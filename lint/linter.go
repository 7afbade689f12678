package lint

import (
	"bytes"
	"math/bits"
	"strings"
)

// Options choose the rules. Precedence: the registry's defaults, then the
// configuration file, then Enable and Disable (the command-line flags).
type Options struct {
	Config *Config // nil: no configuration file
	// Enable and Disable hold rule names, or lists of them separated by
	// commas, as --enable a,b --enable c give them.
	Enable  []string // rule names (or "all") to run in addition
	Disable []string // rule names not to run, winning over Enable; "all" turns off every rule Enable does not name
	// Tests reports everything in tests and their data (Fixture): by
	// default only real passwords are reported there (Reports). The
	// configuration's "tests" key says the same; Tests true wins.
	Tests bool
	// HideInfo leaves out the findings at info (`urlsift lint` without
	// --info): in the judged samples of issue 24 none of them was one a
	// maintainer acts on. A rule's error and warning findings, a real
	// password's among them, are kept.
	HideInfo bool
	// NoSecretID leaves Finding.SecretID empty: for a caller whose output
	// does not show it (only JSON and a baseline read it), where it costs
	// an HMAC-SHA-256 for each URL with a secret and a finding. The zero
	// value computes it.
	NoSecretID bool
	// SecretKey keys Finding.SecretID (urlsyntax.Secret.ID): an HMAC of
	// the secret keyed by it, which no one without the key can check a
	// guess against. Without one, the ID holds nothing of the password
	// but its kind (placeholder-shaped or literal). The command reads it
	// from URLSIFT_SECRET_KEY.
	SecretKey []byte
}

// Linter checks URLs with a fixed set of rules. It is safe for concurrent
// use once made.
type Linter struct {
	rules []*Rule    // enabled, in registry order
	sevs  []Severity // the configured severity of each of rules
	runs  []ruleRun  // the rules with a check (setRules)
	// Bit i stands for runs[i]: the runs that need no fact, those that
	// a configured allow-list does not silence, and those that need fact
	// bit k (runsByFact[k]); runsNeed are the facts some run needs.
	runsAlways, runsUnallowed uint64
	runsNeed                  facts
	runsByFact                [64]uint64
	enabled                   map[string]bool
	severity                  map[string]Severity
	global                    allowSet
	allow                     map[string]allowSet
	anyAllow                  bool   // an allow-list is configured: allowed has something to match
	tests                     bool   // Options.Tests, or the configuration's tests
	hideInfo                  bool   // Options.HideInfo
	secretID                  bool   // !Options.NoSecretID: Finding.SecretID is computed
	secretKey                 []byte // Options.SecretKey, a copy
	// settleAtFlush leaves directives waiting until the next URL or the
	// end, as before settleSearched: tests compare the two.
	settleAtFlush bool
	// whole runs every test and rule of a URL whatever its facts say
	// (facts.go), and makes every finding whole, a hidden one too
	// (appendFindings' lean): tests compare the two.
	whole bool
	// eager classifies every line for examples as the stream reads it,
	// as the follower did before it was lazy (lazy.go): tests compare the
	// two.
	eager bool
	// exemptOff turns off the grammar exemptions whose bit (1 <<
	// exemptionID) it holds: tests.
	exemptOff uint16
	// exempted, when not nil, hears of each grammar exemption that
	// applies: tests.
	exempted func(exemptionID)
	// lazyPend, when not 0, is how many bytes the lazy follower keeps
	// at least before it passes over lines (minPend): tests.
	lazyPend int
}

// ruleRun is what the pass reads of an enabled rule with a check, for
// each URL, in one array.
type ruleRun struct {
	check     func(p *pass)
	unallowed bool
	sev       Severity // configured
	rule      *Rule
}

// setRules sets the enabled rules and their configured severities, and
// which of them a URL's facts run (runsAlways, runsByFact).
func (l *Linter) setRules(rules []*Rule, sevs []Severity) {
	l.rules, l.sevs, l.runs = rules, sevs, nil
	l.runsAlways, l.runsUnallowed, l.runsNeed, l.runsByFact = 0, 0, 0, [64]uint64{}
	for i, r := range rules {
		if r.check == nil {
			continue
		}
		k := len(l.runs)
		if k == 64 {
			panic("lint: more than 64 rules with a check")
		}
		l.runs = append(l.runs, ruleRun{check: r.check, unallowed: r.unallowed, sev: sevs[i], rule: r})
		bit := uint64(1) << k
		if r.unallowed {
			l.runsUnallowed |= bit
		}
		if r.needs == 0 {
			l.runsAlways |= bit
			continue
		}
		l.runsNeed |= r.needs
		for f := r.needs; f != 0; f &= f - 1 {
			l.runsByFact[bits.TrailingZeros64(uint64(f))] |= bit
		}
	}
}

// allowSet is an allow-list, matched in time independent of its length:
// exact host names in one set, "*.example.com" patterns by their suffix in
// another (a host is looked up once per dot in it).
type allowSet struct {
	hosts   map[string]bool // exact names
	below   map[string]bool // "*.NAME": every name below NAME
	ports   map[int]bool
	schemes map[string]bool
}

func newAllowSet(hosts, ports, schemes []string) allowSet {
	a := allowSet{}
	for _, h := range hosts {
		h = strings.TrimSuffix(strings.ToLower(h), ".")
		if suffix, ok := strings.CutPrefix(h, "*."); ok {
			if a.below == nil {
				a.below = map[string]bool{}
			}
			a.below[suffix] = true
			continue
		}
		if a.hosts == nil {
			a.hosts = map[string]bool{}
		}
		a.hosts[h] = true
	}
	for _, p := range ports {
		if a.ports == nil {
			a.ports = map[int]bool{}
		}
		a.ports[portNumber(p)] = true
	}
	for _, s := range schemes {
		if a.schemes == nil {
			a.schemes = map[string]bool{}
		}
		a.schemes[strings.ToLower(s)] = true
	}
	return a
}

// empty reports whether a allows nothing.
func (a *allowSet) empty() bool {
	return len(a.hosts) == 0 && len(a.below) == 0 && len(a.ports) == 0 && len(a.schemes) == 0
}

func (a *allowSet) match(p *pass) bool {
	if p.host != "" && (a.hosts[p.host] || a.matchBelow(p.host)) {
		return true
	}
	if a.ports != nil && p.port != "" && a.ports[portNumber(p.port)] {
		return true
	}
	return p.scheme != "" && a.schemes[p.scheme]
}

// matchBelow reports whether host is below a name of a "*.NAME" pattern:
// some suffix of host after one of its dots is NAME.
func (a *allowSet) matchBelow(host string) bool {
	if a.below == nil {
		return false
	}
	for i := 0; i < len(host); i++ {
		if host[i] == '.' && a.below[host[i+1:]] {
			return true
		}
	}
	return false
}

// New makes a Linter. It fails on unknown rule names and bad severities.
func New(o Options) (*Linter, error) {
	l := &Linter{enabled: map[string]bool{}, severity: map[string]Severity{}, allow: map[string]allowSet{}, tests: o.Tests, hideInfo: o.HideInfo, secretID: !o.NoSecretID, secretKey: bytes.Clone(o.SecretKey)}
	for _, r := range registry {
		l.enabled[r.Name] = !r.NonDefault
		l.severity[r.Name] = r.Severity
	}
	o.Enable, o.Disable = splitNames(o.Enable), splitNames(o.Disable)
	set := func(names []string, on bool) error {
		if err := checkNames(names); err != nil {
			return err
		}
		for _, n := range names {
			if n == "all" {
				for k := range l.enabled {
					l.enabled[k] = on
				}
				continue
			}
			l.enabled[n] = on
		}
		return nil
	}
	if c := o.Config; c != nil {
		l.tests = l.tests || c.Tests
		if err := set(allOnly(c.Disable), false); err != nil {
			return nil, err
		}
		if err := set(c.Enable, true); err != nil {
			return nil, err
		}
		if err := set(withoutAll(c.Disable), false); err != nil {
			return nil, err
		}
		l.global = newAllowSet(c.Allow.Hosts, c.Allow.Ports, c.Allow.Schemes)
		for name, rc := range c.Rules {
			if Lookup(name) == nil {
				return nil, unknownRule(name)
			}
			if rc.Severity != "" {
				s, err := ParseSeverity(rc.Severity)
				if err != nil {
					return nil, err
				}
				if s == Off {
					l.enabled[name] = false
				} else {
					l.severity[name] = s
					l.enabled[name] = true
				}
			}
			l.allow[name] = newAllowSet(rc.Hosts, rc.Ports, rc.Schemes)
		}
	}
	// --disable all clears the slate for --enable; otherwise --disable wins.
	if err := set(allOnly(o.Disable), false); err != nil {
		return nil, err
	}
	if err := set(o.Enable, true); err != nil {
		return nil, err
	}
	if err := set(withoutAll(o.Disable), false); err != nil {
		return nil, err
	}
	var rules []*Rule
	var sevs []Severity
	for _, r := range registry {
		if l.enabled[r.Name] {
			rules = append(rules, r)
			sevs = append(sevs, l.severity[r.Name])
		}
	}
	l.setRules(rules, sevs)
	l.anyAllow = !l.global.empty() || len(l.allow) > 0
	return l, nil
}

// allOnly returns ["all"] if names holds "all", else nil.
func allOnly(names []string) []string {
	for _, n := range names {
		if n == "all" {
			return []string{"all"}
		}
	}
	return nil
}

func withoutAll(names []string) []string {
	var out []string
	for _, n := range names {
		if n != "all" {
			out = append(out, n)
		}
	}
	return out
}

// Reports returns what tells whether a finding is reported in the input
// name: everything, but in a test or a test's data (Fixture(name)), where
// URLs are written wrong on purpose, only a real password (password-in-site
// at warning or error: a leak wherever it stands), unless Options.Tests.
func (l *Linter) Reports(name string) func(f *Finding) bool {
	if l.ReportsAll(name) {
		return func(*Finding) bool { return true }
	}
	return func(f *Finding) bool { return f.Rule == passwordInSite.Name && f.Severity >= Warning }
}

// ReportsAll reports whether l reports every finding in the input name:
// whether Reports(name) says yes to all.
func (l *Linter) ReportsAll(name string) bool { return l.tests || !Fixture(name) }

// Enabled reports whether the rule named name runs.
func (l *Linter) Enabled(name string) bool { return l.enabled[name] }

// Severity returns the configured severity of the rule named name.
func (l *Linter) Severity(name string) Severity { return l.severity[name] }

// allowed reports whether the configuration allows p's URL for rule r.
// The [allow] table, for every rule, does not allow a password: a host the
// team trusts with its URLs is no reason to publish a password for it. Only
// a [rules.password-in-site] allow-list, which names the rule, silences it.
func (l *Linter) allowed(r *Rule, p *pass) bool {
	if !r.unallowed && l.global.match(p) {
		return true
	}
	a, ok := l.allow[r.Name]
	return ok && a.match(p)
}
