package cli

import (
	"fmt"
	"sort"

	"scorekeeper/scoring"
)

// runImport reads every file first (a bad one changes nothing), then
// imports all of them in one transaction.
func runImport(env *Env, args []string) error {
	fs := flags("import")
	db := dbFlag(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError{"expected at least one FILE"}
	}
	var all []*scoring.Match
	for _, path := range fs.Args() {
		ms, err := readFile(path)
		if err != nil {
			return describe(env, path, err)
		}
		all = append(all, ms...)
	}
	d, err := openDB(env, *db, false)
	if err != nil {
		return err
	}
	defer d.Close()
	rep, err := d.Import(all)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "added %d, updated %d, unchanged %d, conflicts %d, new players %d\n",
		len(rep.Added), len(rep.Updated), len(rep.Skipped), len(rep.Conflicts), len(rep.NewPlayers))
	if len(rep.Conflicts) > 0 {
		sort.Strings(rep.Conflicts)
		fmt.Fprintln(env.Stdout, "kept as conflict copies to review (the stored match was kept):")
		for _, c := range rep.Conflicts {
			fmt.Fprintf(env.Stdout, "  %s (conflicts with %s)\n", c, rep.ConflictOf[c])
		}
	}
	if rep.Backup != "" {
		fmt.Fprintf(env.Stdout, "backup before the import: %s\n", rep.Backup)
	}
	return nil
}
