package cli

import (
	"bytes"
	"path/filepath"
	"testing"
)

// run runs the command line and returns the exit status and output.
func runCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// demoDB makes a database with n demo matches and returns its path.
func demoDB(t *testing.T, n string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.db")
	if code, out, errs := runCLI("demo", "--db", path, "--matches", n, "--seed", "7"); code != ExitOK {
		t.Fatalf("demo: %d %s %s", code, out, errs)
	}
	return path
}
