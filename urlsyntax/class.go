package urlsyntax

// Class is a set of the character classes of draft-09 sections 2.2 to 2.4.3,
// as bits. A byte may be in several classes: a digit is in Digit and Hex.
type Class uint16

// The character classes. Each constant is one BNF rule of draft-09; the
// unions below are the rules built from them.
const (
	Lowalpha Class = 1 << iota // "a".."z" (1.6)
	Upalpha                    // "A".."Z" (1.6)
	Digit                      // "0".."9" (1.6)
	Hex                        // digit | "A".."F" | "a".."f" (2.4.1)
	Mark                       // "$" "-" "_" "." "!" "~" "*" "'" "(" ")" "," (2.3)
	Reserved                   // ";" "/" "?" ":" "@" "&" "=" "+" (2.2)
	Control                    // US-ASCII 00-1F and 7F (2.4.3)
	Space                      // US-ASCII 20 (2.4.3)
	Delims                     // "<" ">" "#" "%" <"> (2.4.3)
	Unwise                     // "{" "}" "|" "\" "^" "[" "]" "`" (2.4.3)
	NonASCII                   // octets 80-FF: not US-ASCII at all (2.1)

	Alpha      = Lowalpha | Upalpha
	Alphanum   = Alpha | Digit
	Unreserved = Alphanum | Mark
	Excluded   = Control | Space | Delims | Unwise | NonASCII
	// Urlc is the class of characters a URL may hold unescaped anywhere
	// (urlc = reserved | unreserved | escaped; the "%" of an escape is
	// in Delims and is checked separately).
	Urlc = Reserved | Unreserved
)

// The draft's character-set strings, from which the table is built.
const (
	markChars     = "$-_.!~*'(),"
	reservedChars = ";/?:@&=+"
	delimsChars   = "<>#%\""
	unwiseChars   = "{}|\\^[]`"
)

var classTable = func() (t [256]Class) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] |= Lowalpha
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] |= Upalpha
	}
	for c := '0'; c <= '9'; c++ {
		t[c] |= Digit | Hex
	}
	for _, c := range "ABCDEFabcdef" {
		t[c] |= Hex
	}
	for i := 0; i < len(markChars); i++ {
		t[markChars[i]] |= Mark
	}
	for i := 0; i < len(reservedChars); i++ {
		t[reservedChars[i]] |= Reserved
	}
	for c := 0; c < 0x20; c++ {
		t[c] |= Control
	}
	t[0x7f] |= Control
	t[' '] |= Space
	for i := 0; i < len(delimsChars); i++ {
		t[delimsChars[i]] |= Delims
	}
	for i := 0; i < len(unwiseChars); i++ {
		t[unwiseChars[i]] |= Unwise
	}
	for c := 0x80; c < 0x100; c++ {
		t[c] |= NonASCII
	}
	return t
}()

// Classes returns the set of classes byte c belongs to.
func Classes(c byte) Class { return classTable[c] }

// Is reports whether byte c is in any of the classes k.
func Is(c byte, k Class) bool { return classTable[c]&k != 0 }

// IsEscaped reports whether s[i:] begins with an escaped octet, "%" hex hex
// (2.4.1).
func IsEscaped(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && classTable[s[i+1]]&Hex != 0 && classTable[s[i+2]]&Hex != 0
}

var classNames = []struct {
	k    Class
	name string
}{
	{Lowalpha, "lowalpha"}, {Upalpha, "upalpha"}, {Digit, "digit"}, {Hex, "hex"},
	{Mark, "mark"}, {Reserved, "reserved"}, {Control, "control"}, {Space, "space"},
	{Delims, "delims"}, {Unwise, "unwise"}, {NonASCII, "non-ascii"},
}

// String gives the BNF rule names of the classes in k, joined by "|".
func (k Class) String() string {
	s := ""
	for _, n := range classNames {
		if k&n.k != 0 {
			if s != "" {
				s += "|"
			}
			s += n.name
		}
	}
	if s == "" {
		return "none"
	}
	return s
}
