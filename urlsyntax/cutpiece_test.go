package urlsyntax

import "testing"

// TestCutPiece: a password's first piece whose rest a renderer cut off
// (review50 J3, the lead's decision), and what stays a port.
func TestCutPiece(t *testing.T) {
	for _, tt := range []struct {
		url  string
		want int
	}{
		{"mysql://u:mpfFYrQCvF", 10},
		{"https://alice:mc63=fknAf5", 14},
		{"ftp://deploy:kxnm1", 13},
		{"http://svc-1:a$b", 13},
		{"http://myhost:myPort", 14}, // camelCase: mixed past the first letter (the price)
		{"ftp://deploy:kxnm", -1},    // letters in one case: a word (what stays shown)
		{"http://host:port", -1},
		{"http://localhost:PORT", -1},
		{"http://db:Port", -1},
		{"http://u:8080", -1},
		{"http://server:{port}", -1},
		{"http://server:${PORT}", -1},
		{"http://localhost:8080x", -1},
		{"http://db.example.com:abc1", -1},
		{"http://10.0.0.1:abc1", -1},
		{"http://[::1]:abc1", -1},
		{"file://D:\\Program", -1},
		{"mysql://u:mpfFYrQCvF/db", -1},
		{"mysql://u:mpf@db", -1},
		{"mysql://u:mp?f", -1},
		{"mysql://:mpfF1", -1},
		{"mysql:u:mpfF1", -1},
	} {
		if got := CutPiece(tt.url); got != tt.want {
			t.Errorf("CutPiece(%q) = %d, want %d", tt.url, got, tt.want)
		}
	}
}
