package cli

import (
	"errors"
	"fmt"
	"os"
	"slices"

	"scorekeeper/storage/syncfolder"
)

// runSync runs one sync pass with a sync folder (SPEC 2.1) and prints
// what it did. Broken files are reported and skipped (exit 0); a folder
// that cannot be listed or written is an error after the report.
func runSync(env *Env, args []string) error {
	fs := flags("sync")
	db := dbFlag(fs)
	folder := fs.String("folder", "", "the sync folder `DIR` (Syncthing's, or a cloud drive's)")
	if err := parse(fs, args); err != nil {
		return err
	}
	switch {
	case fs.NArg() > 0:
		return usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	case *folder == "":
		return usageError{"--folder DIR is required"}
	}
	if fi, err := os.Stat(*folder); err != nil || !fi.IsDir() {
		return errors.New(env.text("cli.sync.nofolder", map[string]any{"Dir": *folder}))
	}
	d, err := openDB(env, *db, false)
	if err != nil {
		return err
	}
	defer d.Close()
	rep, err := syncfolder.PassNamed(d, syncfolder.Dir(*folder), hostName())
	printSync(env, rep)
	if fe := (*syncfolder.FolderError)(nil); errors.As(err, &fe) {
		args := fe.Args()
		for k, v := range args {
			args[k] = fmt.Sprint(v) // a path: shown escaped (text)
		}
		return withLines(message{fe.Key(), args}, env.Msg.Text("cli.sync.trouble", nil))
	}
	if err != nil {
		return explainOpen(err)
	}
	cs, err := d.Conflicts()
	if err != nil {
		return err
	}
	for _, c := range cs {
		fmt.Fprintln(env.Stdout, env.text("cli.sync.waiting", map[string]any{"ID": c.ID, "Count": len(c.Versions)}))
	}
	return nil
}

// hostName names this device in the sync folder (its device file): the
// machine's host name ("" none: no device file is written).
func hostName() string {
	name, err := os.Hostname()
	if err != nil {
		return ""
	}
	return name
}

func printSync(env *Env, rep syncfolder.Report) {
	out := func(key string, args map[string]any) { fmt.Fprintln(env.Stdout, env.text(key, args)) }
	out("cli.sync.summary", map[string]any{"Added": len(rep.Added), "Updated": len(rep.Updated),
		"Deleted": len(rep.Deleted), "Conflicts": len(rep.Conflicts), "Read": rep.Read, "Written": rep.Written})
	counts := func(key string, c syncfolder.Counts) {
		if c != (syncfolder.Counts{}) {
			out(key, map[string]any{"Added": c.Added, "Updated": c.Updated, "Conflicts": c.Conflicts})
		}
	}
	counts("cli.sync.leagues", rep.Leagues)
	counts("cli.sync.players", rep.Players)
	for _, id := range slices.Sorted(slices.Values(rep.Deleted)) {
		out("cli.sync.deleted", map[string]any{"ID": id})
	}
	for _, c := range slices.Sorted(slices.Values(rep.Conflicts)) {
		out("cli.sync.conflict", map[string]any{"ID": rep.ConflictOf[c], "Copy": c})
	}
	if n := len(rep.Absorbed); n > 0 {
		out("cli.sync.absorbed", count(n))
	}
	if n := len(rep.Removed); n > 0 {
		out("cli.sync.removed", count(n))
	}
	for _, b := range rep.Broken {
		out("cli.sync.broken", map[string]any{"Name": b.Name, "Reason": text(env, b.Why)})
	}
	for _, b := range rep.Beside {
		out("cli.sync.beside", map[string]any{"Name": b.Name, "Beside": b.Beside})
	}
}
