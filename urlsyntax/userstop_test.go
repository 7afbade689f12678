package urlsyntax

import "testing"

// TestUserStopTable: userStop's table tells every byte as the switch it
// replaced (perf53b) does: ":", "/", "?", "#", " ", "\t", "\v", "\f";
// userinfoRun's, the same but ":".
func TestUserStopTable(t *testing.T) {
	for c := range 256 {
		want := false
		switch byte(c) {
		case ':', '/', '?', '#', ' ', '\t', '\v', '\f':
			want = true
		}
		if got := userStop(byte(c)); got != want {
			t.Errorf("userStop(%q) = %v, want %v", byte(c), got, want)
		}
		// userinfoRun's table: the same but ":".
		if got := userinfoStops[c]; got != (want && c != ':') {
			t.Errorf("userinfoStops[%q] = %v, want %v", byte(c), got, want && c != ':')
		}
	}
}
