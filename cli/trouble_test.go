//go:build !windows

package cli

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"go.etcd.io/bbolt"
)

const envCLIArgs = "SCOREKEEPER_CLI_CHILD_ARGS"

// TestCLIChild runs the command line with the arguments in
// SCOREKEEPER_CLI_CHILD_ARGS (separated by newlines) and prints its exit
// status and output: the child of the tests that need a process of its
// own (a mount namespace).
func TestCLIChild(t *testing.T) {
	args := os.Getenv(envCLIArgs)
	if args == "" {
		t.Skip("a child of the trouble tests")
	}
	code, out, errs := runCLI(strings.Split(args, "\n")...)
	fmt.Printf("exit %d\n%s%s", code, out, errs)
	os.Exit(0)
}

// TestRepairRefusesTrouble: check --repair (and import) on a database
// that cannot be opened for a reason outside it (a pipe, /dev/null, a
// link to nothing, a read-only disk) say so, and move, replace or write
// nothing.
func TestRepairRefusesTrouble(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.db")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.db")
	if err := os.Symlink(filepath.Join(dir, "nothing.db"), link); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{fifo: "it is a pipe", os.DevNull: "it is a device", link: "which does not exist"} {
		for _, args := range [][]string{{"check", "--repair"}, {"import", "../testdata/skull.json"}} {
			code, out, errs := runCLI(append(args, "--db", path)...)
			if code != ExitError || !strings.Contains(errs, want) || !strings.Contains(errs, "not damaged") || strings.Contains(out, "moved the damaged") {
				t.Errorf("%s %s: %d %s %s", args[0], path, code, out, errs)
			}
		}
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "*")); len(m) != 2 {
		t.Errorf("files made or moved: %v", m)
	}
	if os.Geteuid() != 0 {
		return
	}
	path := demoDB(t, "5")
	before, _ := os.ReadFile(path)
	d := filepath.Dir(path)
	cmd := exec.Command("unshare", "-m", "sh", "-c", `mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" && exec "$@"`, d,
		os.Args[0], "-test.run=^TestCLIChild$")
	cmd.Env = append(os.Environ(), envCLIArgs+"=check\n--repair\n--db\n"+path)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Logf("no read-only bind mount here: %v %s", err, out)
		return
	}
	if !strings.HasPrefix(string(out), "exit 1") || !strings.Contains(string(out), "read-only disk") || strings.Contains(string(out), "moved the damaged") {
		t.Errorf("read-only disk: %s", out)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("the file changed")
	}
}

// TestImportRefusesBrokenKeyOrder: a file whose keys are out of order
// (two index entries of a leaf page in use swapped) is damaged: import
// refuses to write to it and check says so; the bytes stay as they are.
// The old code imported into it.
func TestImportRefusesBrokenKeyOrder(t *testing.T) {
	path := demoDB(t, "40")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true, PreLoadFreelist: true})
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	ps := db.Info().PageSize
	swapped := false
	_ = db.View(func(tx *bbolt.Tx) error {
		for id := 2; (id+1)*ps <= len(data) && !swapped; id++ {
			if pi, err := tx.Page(id); err != nil || pi == nil || pi.Type != "leaf" {
				continue
			}
			p := data[id*ps : (id+1)*ps]
			if le.Uint16(p[10:]) < 2 {
				continue
			}
			e0, e1 := p[16:32], p[32:48]
			if le.Uint32(e0[0:]) != 0 || le.Uint32(e0[12:]) != 0 || le.Uint32(e1[12:]) != 0 || le.Uint32(e0[8:]) != le.Uint32(e1[8:]) {
				continue
			}
			n := int(le.Uint32(e0[8:]))
			k0 := p[16+int(le.Uint32(e0[4:])):][:n]
			k1 := p[32+int(le.Uint32(e1[4:])):][:n]
			tmp := bytes.Clone(k0)
			copy(k0, k1)
			copy(k1, tmp)
			swapped = true
		}
		return nil
	})
	db.Close()
	if !swapped {
		t.Fatal("no index leaf page to damage")
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("import", "--db", path, "../testdata/skull.json")
	if code != ExitError || !strings.Contains(errs, "is damaged") || !strings.Contains(errs, "out of order") {
		t.Errorf("import: %d %s %s", code, out, errs)
	}
	code, out, errs = runCLI("check", "--db", path)
	if code != ExitError || !strings.Contains(errs, "is damaged") {
		t.Errorf("check: %d %s %s", code, out, errs)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, data) {
		t.Error("the file was written: " + strconv.Itoa(len(after)))
	}
}
