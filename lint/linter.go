package lint

import (
	"strings"
)

// Options choose the rules. Precedence: the registry's defaults, then the
// configuration file, then Enable and Disable (the command-line flags).
type Options struct {
	Config  *Config  // nil: no configuration file
	Enable  []string // rule names (or "all") to run in addition
	Disable []string // rule names not to run, winning over Enable; "all" turns off every rule Enable does not name
}

// Linter checks URLs with a fixed set of rules. It is safe for concurrent
// use once made.
type Linter struct {
	rules    []*Rule // enabled, in registry order
	enabled  map[string]bool
	severity map[string]Severity
	global   allowSet
	allow    map[string]allowSet
}

type allowSet struct {
	hosts   []string
	ports   map[int]bool
	schemes map[string]bool
}

func newAllowSet(hosts, ports, schemes []string) allowSet {
	a := allowSet{}
	for _, h := range hosts {
		a.hosts = append(a.hosts, strings.TrimSuffix(strings.ToLower(h), "."))
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

func (a *allowSet) match(p *pass) bool {
	if p.host != "" {
		for _, h := range a.hosts {
			if h == p.host || strings.HasPrefix(h, "*.") && strings.HasSuffix(p.host, h[1:]) {
				return true
			}
		}
	}
	if a.ports != nil && p.port != "" && a.ports[portNumber(p.port)] {
		return true
	}
	return p.scheme != "" && a.schemes[p.scheme]
}

// New makes a Linter. It fails on unknown rule names and bad severities.
func New(o Options) (*Linter, error) {
	l := &Linter{enabled: map[string]bool{}, severity: map[string]Severity{}, allow: map[string]allowSet{}}
	for _, r := range registry {
		l.enabled[r.Name] = !r.NonDefault
		l.severity[r.Name] = r.Severity
	}
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
	for _, r := range registry {
		if l.enabled[r.Name] {
			l.rules = append(l.rules, r)
		}
	}
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

// Enabled reports whether the rule named name runs.
func (l *Linter) Enabled(name string) bool { return l.enabled[name] }

// Severity returns the configured severity of the rule named name.
func (l *Linter) Severity(name string) Severity { return l.severity[name] }

// allowed reports whether the configuration allows p's URL for rule r.
func (l *Linter) allowed(r *Rule, p *pass) bool {
	if l.global.match(p) {
		return true
	}
	a, ok := l.allow[r.Name]
	return ok && a.match(p)
}
