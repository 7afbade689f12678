package walk

// MaxAheadPerLister is maxAheadPerLister, for the tests of package
// walk_test.
var MaxAheadPerLister = &maxAheadPerLister
