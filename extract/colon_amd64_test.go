package extract

import "testing"

func init() {
	colonScans = append(colonScans, struct {
		name string
		scan func(b []byte, from, limit, next int) int
	}{"colonScanSSE2", func(b []byte, from, limit, next int) int {
		return colonScanSSE2(b, from, limit, next, &class, &opaqueEnds)
	}})
	if useAVX2 {
		colonScans = append(colonScans, struct {
			name string
			scan func(b []byte, from, limit, next int) int
		}{"colonScanAVX2", func(b []byte, from, limit, next int) int {
			return colonScanAVX2(b, from, limit, next, &class, &opaqueEnds)
		}})
	}
}

// TestColonScanWays: on a processor with AVX2 both ways are tested
// (TestColonScan); without, say so.
func TestColonScanWays(t *testing.T) {
	if !useAVX2 {
		t.Log("no AVX2 here: colonScanAVX2 not tested")
	}
	if len(colonScans) == 0 {
		t.Fatal("no way of colonScan to test")
	}
}
