package cli

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"scorekeeper/storage/matchfile"
)

func TestExport(t *testing.T) {
	path := demoDB(t, "20")
	code, out, errs := runCLI("export", "--db", path, "--format", "json")
	if code != ExitOK {
		t.Fatalf("%d %s", code, errs)
	}
	ms, err := matchfile.Decode([]byte(out))
	if err != nil || len(ms) != 20 {
		t.Fatalf("the JSON export: %d matches, %v", len(ms), err)
	}
	code, out, errs = runCLI("export", "--db", path, "--format", "json", "--match", ms[3].ID)
	if one, err := matchfile.Decode([]byte(out)); code != ExitOK || err != nil || len(one) != 1 || one[0].ID != ms[3].ID || !strings.Contains(out, `"format": "scorekeeper.match"`) {
		t.Errorf("one match: %d %v %s", code, err, errs)
	}
	file := filepath.Join(t.TempDir(), "all.csv")
	if code, _, errs := runCLI("export", "--db", path, "--format", "csv", "--semicolon", "-o", file); code != ExitOK {
		t.Fatalf("%d %s", code, errs)
	}
	data, _ := os.ReadFile(file)
	if !bytes.HasPrefix(data, []byte("\uFEFFmatch_id;date;game;round;player;player_id;")) {
		t.Errorf("German CSV starts %q", data[:min(len(data), 60)])
	}
	r := csv.NewReader(bytes.NewReader(data[3:]))
	r.Comma = ';'
	rows, err := r.ReadAll()
	var want int
	for _, m := range ms {
		want += len(m.Game.Rows(m.Players))
	}
	if err != nil || len(rows) != want+1 {
		t.Errorf("CSV rows %d, want %d (%v)", len(rows)-1, want, err)
	}
	for _, tc := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"export", "--db", path}, ExitUsage, "--format must be csv or json"},
		{[]string{"export", "--db", path, "--format", "xml"}, ExitUsage, "--format must be csv or json"},
		{[]string{"export", "--db", path, "--format", "csv", "--match", "nope"}, ExitError, "match nope: not found"},
		{[]string{"export", "--db", filepath.Join(t.TempDir(), "none.db"), "--format", "csv"}, ExitError, "no database file"},
		{[]string{"export", "--db", path, "--format", "csv", "-o", filepath.Join(t.TempDir(), "no", "dir.csv")}, ExitError, "no such file"},
	} {
		code, _, errs := runCLI(tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.msg) {
			t.Errorf("%v: %d %q, want %d %q", tc.args, code, errs, tc.code, tc.msg)
		}
	}
}
