//go:build ci || screenshots

package app

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestSkullKingChipsShareARowInGerman is TestSkullKingChipsShareARow
// with the German labels (run in a child: translations are global).
func TestSkullKingChipsShareARowInGerman(t *testing.T) {
	if os.Getenv(envFitLang) != "" {
		t.Skip("the parent")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestSkullKingChipsShareARow$", "-test.v")
	cmd.Env = append(os.Environ(), envFitLang+"=de")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestSkullKingChipsShareARow") {
		t.Fatalf("%v\n%s", err, out)
	}
}
