package pipeline

import (
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/walk"
)

// Mode is how to read src when the user asked for mode: a message of a
// Maildir folder is mail whatever its name says (unless a kind was
// asked), and a file named on the command line is read even when it is
// binary (as text, which no fix rewrites: its segment is not a file's
// text).
func Mode(src *walk.Source, mode input.Mode) input.Mode {
	if src.Maildir && mode&^input.Binary == input.Auto {
		mode = input.Mail | mode&input.Binary
	}
	if !src.Walked {
		mode |= input.Binary
	}
	return mode
}
