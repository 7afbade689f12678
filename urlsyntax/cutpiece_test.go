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
		// Port placeholders and ports written otherwise stay shown
		// (review50 J10).
		{"https://YOUR_HOST:YOUR_PORT", -1},
		{"http://server:%PORT%", -1},
		{"http://server:[port]", -1},
		{"http://server:(port)", -1},
		{"http://server:8080-8090", -1},
		{"http://server:80,443", -1},
		{"http://server:xx-xx", -1},
		{"http://server_name:port_no", -1},
		{"http://server:0x1F90", -1},
		{"http://git:v2", -1},
		{"http://api:v1.2", -1},
		{"http://host:PORT_NUMBER", -1},
		// ... and a password's piece shaped alike does not.
		{"http://srv1:p4ssw0rd", 12},
		{"http://server:Your_Port9", 14},
		{"http://server:%Pw9x%", 14},
		{"http://server:8080-x9", 14},
		{"http://server:0x1G90", 14},
		{"http://server:-8080", 14},
		{"http://server:v2b", 14},
	} {
		if got := CutPiece(tt.url); got != tt.want {
			t.Errorf("CutPiece(%q) = %d, want %d", tt.url, got, tt.want)
		}
	}
}
