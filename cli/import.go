package cli

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"scorekeeper/storage/matchfile"
)

// readBundle reads a match file or a bundle with its leagues.
func readBundle(path string) (*matchfile.Bundle, error) {
	data, err := readMatchFile(path)
	if err != nil {
		return nil, err
	}
	return matchfile.DecodeBundle(data)
}

// describeLeague renders a league's rule violations in the user's language.
func describeLeague(env *Env, err error) error {
	var le *matchfile.LeagueError
	if !errors.As(err, &le) {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "league %s breaks the rules:", le.LeagueID)
	for _, i := range le.Issues {
		fmt.Fprintf(&b, "\n  %s: %s", i.Where(), env.Msg.Text(i.Rule, i.Args))
	}
	return errors.New(b.String())
}

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
	all := &matchfile.Bundle{}
	for _, path := range fs.Args() {
		b, err := readBundle(path)
		if le := (*matchfile.LeagueError)(nil); errors.As(err, &le) {
			return fmt.Errorf("%s: %w", path, describeLeague(env, err))
		}
		if err != nil {
			return describe(env, path, err)
		}
		all.Matches = append(all.Matches, b.Matches...)
		all.Leagues = append(all.Leagues, b.Leagues...)
	}
	d, err := openDB(env, *db, false)
	if err != nil {
		return err
	}
	defer d.Close()
	rep, err := d.ImportBundle(all)
	if err != nil {
		return describeLeague(env, err)
	}
	fmt.Fprintf(env.Stdout, "added %d, updated %d, unchanged %d, conflicts %d, new players %d\n",
		len(rep.Added), len(rep.Updated), len(rep.Skipped), len(rep.Conflicts), len(rep.NewPlayers))
	if l := rep.Leagues; len(all.Leagues) > 0 {
		fmt.Fprintf(env.Stdout, "leagues: added %d, updated %d, unchanged %d, conflicts %d\n",
			len(l.Added), len(l.Updated), len(l.Skipped), len(l.Conflicts))
		for _, c := range l.Conflicts {
			id, _, _ := strings.Cut(c, "~")
			fmt.Fprintf(env.Stdout, "  league %s kept as a conflict copy (conflicts with %s)\n", c, id)
		}
	}
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
