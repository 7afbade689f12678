package extract

// SecretReach is how far past a URL's end, in bytes, the Scanner reads the
// text for the rest of a password that the URL ends inside (a password a
// line break cut, "https://alice:S3cret" over "Pw9@db.example.com/x"): a
// URL whose Secret runs to its end may have its secret go on that far, up
// to an "@". lint's --fix counts the lines near a secret through that
// extent (review52 L12).
const SecretReach = secretAfter
