package cli

import (
	"strings"
	"testing"
)

func TestDemo(t *testing.T) {
	path := demoDB(t, "40")
	code, out, _ := runCLI("check", "--db", path)
	if code != ExitOK || !strings.Contains(out, "40 matches, 16 players") {
		t.Errorf("check after demo: %d %s", code, out)
	}
	// The same seed again adds nothing new.
	if code, out, _ := runCLI("demo", "--db", path, "--matches", "40", "--seed", "7"); code != ExitOK || !strings.Contains(out, "added 0 demo matches (40 already there)") {
		t.Errorf("demo again: %d %s", code, out)
	}
	for _, args := range [][]string{{"demo", "--db", path}, {"demo", "--db", path, "--matches", "-1"}, {"demo", "--db", path, "--matches", "x"}} {
		if code, _, errs := runCLI(args...); code != ExitUsage || !strings.Contains(errs, "usage: scorekeeper demo [--db PATH] --matches N [--seed S]") {
			t.Errorf("%v: %d %s", args, code, errs)
		}
	}
}
