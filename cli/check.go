package cli

import (
	"errors"
	"fmt"
	"scorekeeper/storage/boltdb"
)

// errProblems makes check exit non-zero after listing what it found.
var errProblems = errors.New("the database has problems (listed above)")

// count is the args of a message with plural forms.
func count(n int) map[string]any { return map[string]any{"Count": n} }

func runCheck(env *Env, args []string) error {
	fs := flags("check")
	db := dbFlag(fs)
	repair := fs.Bool("repair", false, "rebuild the summaries and index; keep a damaged file aside and rebuild it, or restore the newest backup")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	path, err := dbPath(env, *db)
	if err != nil {
		return err
	}
	d, err := boltdb.Open(path, &boltdb.Options{ReadOnly: !*repair})
	if *repair && errors.Is(err, boltdb.ErrDamaged) {
		fmt.Fprintf(env.Stdout, "%s\n", text(env, err))
		var rep boltdb.RescueReport
		d, rep, err = boltdb.Rescue(path, nil, true) // acts only on a file found damaged again
		if rep.MovedTo != "" {
			fmt.Fprintf(env.Stdout, "moved the damaged file to %s\n", printable(rep.MovedTo))
		}
		if rep.Rebuilt {
			fmt.Fprintln(env.Stdout, "only the index was damaged: rebuilt it from the matches, nothing lost")
		} else if rep.RestoredFrom.Path != "" {
			fmt.Fprintf(env.Stdout, "restored the backup of %s (%s)\n", rep.RestoredFrom.Time.Local().Format("2006-01-02 15:04"), printable(rep.RestoredFrom.Path))
		} else if err == nil && rep.MovedTo != "" {
			fmt.Fprintln(env.Stdout, "no sound backup: started a new, empty database")
		}
	}
	if err != nil {
		return explainOpen(err)
	}
	defer d.Close()
	if *repair {
		rr, err := d.Repair()
		if err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "rebuilt %d summaries\n", rr.Rebuilt)
	}
	rep, err := d.Check()
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "%s: %s, %s, %s\n", printable(path), env.Msg.Text("cli.matches", count(rep.Matches)),
		env.Msg.Text("cli.players", count(rep.Players)), env.Msg.Text("cli.conflictcopies", count(rep.Conflicts)))
	if rep.OK() {
		fmt.Fprintln(env.Stdout, "ok")
		return nil
	}
	for _, p := range rep.Problems {
		fmt.Fprintf(env.Stderr, "problem: %s\n", printable(p.String()))
	}
	return errProblems
}
