// Package matchfiletest gives tests the example match files of the
// repository's testdata folder, decoded.
package matchfiletest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile"
)

// Example is testdata/GAME.json's match, decoded afresh on every call
// (callers change their copy).
func Example(t testing.TB, game string) *scoring.Match {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	data, err := os.ReadFile(filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata", game+".json"))
	if err != nil {
		t.Fatal(err)
	}
	ms, err := matchfile.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return ms[0]
}
