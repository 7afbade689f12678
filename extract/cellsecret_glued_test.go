package extract

import "testing"

// TestGluedSecretHostPort (review51 K13): gluedSecret read a first
// column's run "https://" over "db1.example.com:" over "443" over the
// "git" of "git@github.com:o/" as a userinfo with a password, and the
// URL the rejoin glued there ("ftp://" and "db1.example.com") printed
// "ftp://***". A user name with a host's shape (a dot, "[") or digits
// alone after its ":" is a host and a port; the password's and the
// token's shapes stay secrets.
func TestGluedSecretHostPort(t *testing.T) {
	for _, tt := range []struct {
		tail  string
		below string
		want  bool
	}{
		{"https://", "db1.example.com:\n443\ngit@github.com:o/\n", false},
		{"https://", "db1.example.com:\n443@h/x\n", false},
		{"https://", "[::1]:\n8080@h/x\n", false},
		{"https://", "deploy:\n5432@h/x\n", false},
		{"https://", "alice:\nS3cr\netPw@db.example.com/x\n", true},
		{"https://", "alice:S3\n1234@db/x\n", true},
		{"https://", "UevhBWmneifr\nuUaLPqZyMAzX\nGFzNwCrw@api\n", true},  // a 32-run of letters of both cases: a token since stop 53 (urlsyntax.TokenLike)
		{"https://", "uevhbwmneifr\nuualpqzymazx\ngfznwcrw@api\n", false}, // of one case: no token
		{"https://", "w0ibekqB1Mm9X9iePS\nw4WOU9LGzpN4B7@\napi.example.com\n", true},
	} {
		s := &Scanner{}
		s.buf = []byte(tt.below)
		s.end = len(s.buf)
		if got := s.gluedSecret([]byte(tt.tail), 0); got != tt.want {
			t.Errorf("%q over %q: %v, want %v", tt.tail, tt.below, got, tt.want)
		}
	}
}
