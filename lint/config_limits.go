package lint

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urlsift/urlsift/urlsyntax"
)

// maxConfigNesting bounds how deep a configuration file's keys go: the
// segments of a table header, of the keys of the inline tables and arrays
// around a value and of the value's own dotted key, added up. A real
// configuration goes three deep ([rules.non-default-port] ports = [...]).
//
// The TOML parser (github.com/BurntSushi/toml) has no limit of its own and
// copies a value's whole key path at every level, so its time and memory
// grow with the square of the depth: a found urlsift.toml of 40 KB of
// nested inline tables took 50 s and 2 GB (and an error line of 100 MB),
// one of 120 KB ran out of memory. checkConfigNesting refuses such a file
// before the parser sees it.
const maxConfigNesting = 32

// maxConfigMessage bounds the length of an error ParseConfig returns: it
// quotes keys and values of the file, which may be as long as the file.
const maxConfigMessage = 240

// checkConfigNesting scans TOML text as the parser's lexer would (strings,
// comments, brackets and braces, dots between key segments) and returns an
// error naming the line where the key path first goes deeper than
// maxConfigNesting. It takes time linear in the text and no memory beside
// a stack as deep as the limit. It may read a malformed file differently
// from the parser, but only where the parser stops with an error anyway:
// a string it ends is never longer than the parser's.
func checkConfigNesting(text string) error {
	type level struct {
		n     int  // key segments the level adds
		table bool // an inline table, not an array
	}
	var (
		line   = 1
		header int     // key segments of the last [table] header
		stack  []level // the open inline tables and arrays
		path   int     // the sum of the stack's n
		inKey  = true  // reading a key, not a value
		dots   int     // dots of the key being read
		key    = -1    // the dots of the key before "=", until its value starts; -1: none
		atBOL  = true
	)
	deep := func() error {
		// The key being read, or what a bracket just opened holds.
		if header+path+dots+1 > maxConfigNesting {
			return fmt.Errorf("line %d: keys, tables and arrays nested more than %d deep", line, maxConfigNesting)
		}
		return nil
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		bol := atBOL
		atBOL = false
		switch c {
		case '\n':
			line++
			atBOL = true
			if len(stack) == 0 {
				inKey, dots, key = true, 0, -1
			}
		case ' ', '\t', '\r':
			atBOL = bol
		case '#':
			for i+1 < len(text) && text[i+1] != '\n' {
				i++
			}
		case '"', '\'':
			end, lines := skipString(text, i)
			line += lines
			i = end - 1
		case '.':
			if inKey {
				dots++
				if err := deep(); err != nil {
					return err
				}
			}
		case '=':
			inKey, key, dots = false, dots, 0
		case ',':
			inKey = len(stack) > 0 && stack[len(stack)-1].table
			dots, key = 0, -1
		case '[', '{':
			if c == '[' && bol && len(stack) == 0 {
				// A table header, [a.b] or [[a.b]]: its segments are the
				// path of the keys that follow it.
				j := i + 1
				if j < len(text) && text[j] == '[' {
					j++
				}
				n := 1
				for ; j < len(text) && text[j] != ']' && text[j] != '\n'; j++ {
					switch text[j] {
					case '.':
						n++
					case '"', '\'':
						end, _ := skipString(text, j)
						j = end - 1
					}
				}
				if n > maxConfigNesting {
					return fmt.Errorf("line %d: table header nested more than %d deep", line, maxConfigNesting)
				}
				header, inKey, dots, key = n, true, 0, -1
				for ; j < len(text) && text[j] == ']'; j++ {
				}
				i = j - 1
				continue
			}
			// An inline table or array adds its key's segments, or one
			// level as an element of an array.
			n := max(key, 0) + 1
			stack = append(stack, level{n: n, table: c == '{'})
			path += n
			inKey, dots, key = c == '{', 0, -1
			if err := deep(); err != nil {
				return err
			}
		case ']', '}':
			if n := len(stack); n > 0 {
				path -= stack[n-1].n
				stack = stack[:n-1]
			}
			inKey, dots, key = false, 0, -1
		}
	}
	return nil
}

// skipString returns the index after the TOML string that starts at
// text[i] (a quote) and the line breaks it holds. A basic string ("...")
// ends at an unescaped quote, a literal one ('...') at the next quote,
// both at the end of the line at the latest; a multi-line string ("""...
// or ”'...) ends at the run of three or more quotes that closes it.
func skipString(text string, i int) (end, lines int) {
	q := text[i]
	if strings.HasPrefix(text[i:], strings.Repeat(string(q), 3)) {
		for j := i + 3; j < len(text); j++ {
			switch {
			case text[j] == '\n':
				lines++
			case text[j] == '\\' && q == '"':
				if j+1 < len(text) && text[j+1] == '\n' {
					lines++
				}
				j++
			case text[j] == q && strings.HasPrefix(text[j:], strings.Repeat(string(q), 3)):
				k := j
				for k < len(text) && text[k] == q {
					k++
				}
				return k, lines
			}
		}
		return len(text), lines
	}
	for j := i + 1; j < len(text); j++ {
		switch {
		case text[j] == '\n':
			return j, lines
		case text[j] == '\\' && q == '"':
			if j+1 < len(text) && text[j+1] == '\n' {
				return j + 1, lines // the newline is the caller's to count
			}
			j++
		case text[j] == q:
			return j + 1, lines
		}
	}
	return len(text), lines
}

// shortError is an error whose message is cut to maxConfigMessage bytes;
// errors.As still finds the error it cuts.
type shortError struct {
	msg string
	err error
}

func (e *shortError) Error() string { return e.msg }
func (e *shortError) Unwrap() error { return e.err }

// shorten returns err with its message on one line and at most
// maxConfigMessage bytes long (cut at a character's start, "..." added).
func shorten(err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	one := strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(msg)
	if len(one) <= maxConfigMessage && one == msg {
		return err
	}
	if len(one) > maxConfigMessage {
		// Masked before it is cut: a cut between a password and its
		// "@" leaves a text where no masker can tell the password
		// (a key of a long URL: "unknown key \"https://%65%79…").
		one = urlsyntax.MaskText(one)
	}
	if len(one) > maxConfigMessage {
		n := maxConfigMessage - len("...")
		for n > 0 && one[n]&0xC0 == 0x80 {
			n--
		}
		one = one[:n] + "..."
	}
	var se *shortError
	if errors.As(err, &se) {
		err = se.err
	}
	return &shortError{msg: one, err: err}
}
