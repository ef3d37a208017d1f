package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestBinary builds the binary as the Makefile's test does and runs it.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "scorekeeper")
	build := exec.Command("go", "build", "-tags", "ci migrated_fynedo", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	run := func(env []string, args ...string) (string, string, error) {
		ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second) // the app, had it started
		defer cancel()
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}, env...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		return stdout.String(), stderr.String(), err
	}

	// Nothing but the output under C locales (Fyne's lang package logs
	// "Error parsing user locale C" at init without scorekeeper/cli/locale).
	for _, env := range [][]string{
		{"LANG=C.UTF-8"}, {"LANG=C"}, {"LC_ALL=C"}, {"LC_ALL=C.UTF-8", "LANG=de_DE.UTF-8"},
		{"LANG=POSIX.UTF-8"}, {"LANG=de_DE.UTF-8"}, {},
	} {
		out, errs, err := run(env, "score", "testdata/skull.json")
		if err != nil || errs != "" || out == "" {
			t.Errorf("%v: %v, stdout %d bytes, stderr:\n%s", env, err, len(out), errs)
		}
	}

	// The app with no display says so in one line.
	_, errs, err := run([]string{"LANG=C.UTF-8"})
	if err == nil || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "no display") {
		t.Errorf("no display: %v\n%s", err, errs)
	}
}

func TestNoDisplay(t *testing.T) {
	env := func(vars ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(vars); i += 2 {
				if vars[i] == k {
					return vars[i+1]
				}
			}
			return ""
		}
	}
	for _, c := range []struct {
		goos string
		env  func(string) string
		want bool
	}{
		{"linux", env(), true},
		{"freebsd", env(), true},
		{"linux", env("DISPLAY", ":0"), false},
		{"linux", env("WAYLAND_DISPLAY", "wayland-0"), false},
		{"android", env(), false},
		{"darwin", env(), false},
		{"windows", env(), false},
	} {
		if got := noDisplay(c.goos, c.env) != ""; got != c.want {
			t.Errorf("%s: %v, want %v", c.goos, got, c.want)
		}
	}
}
