package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestQuietUnderAnyLocale builds the binary as the Makefile's test does
// and checks a command prints nothing on stderr under C locales (Fyne's
// lang package logs "Error parsing user locale C" at init without
// scorekeeper/cli/locale).
func TestQuietUnderAnyLocale(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "scorekeeper")
	build := exec.Command("go", "build", "-tags", "ci migrated_fynedo no_emoji", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, env := range [][]string{
		{"LANG=C.UTF-8"}, {"LANG=C"}, {"LC_ALL=C"}, {"LC_ALL=C.UTF-8", "LANG=de_DE.UTF-8"},
		{"LANG=POSIX.UTF-8"}, {"LANG=de_DE.UTF-8"}, {},
	} {
		cmd := exec.Command(bin, "score", "testdata/skull.json")
		cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}, env...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Errorf("%v: %v\n%s", env, err, stderr.String())
		}
		if stderr.Len() != 0 {
			t.Errorf("%v: stderr is not empty:\n%s", env, stderr.String())
		}
		if stdout.Len() == 0 {
			t.Errorf("%v: no standings", env)
		}
	}
}
