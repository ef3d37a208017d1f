package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/matchfile"
)

// fileSource reads a match file or a bundle of any size one match at a
// time (matchfile.Scan), each time it is called; errors name the file.
func fileSource(env *Env, path string) boltdb.Source {
	return func(fn func(*scoring.Match) error) ([]matchfile.LeagueItem, error) {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		br := bufio.NewReaderSize(f, 64<<10)
		head, _ := br.Peek(64)
		if text := bytes.TrimSpace(bytes.TrimPrefix(head, []byte("\uFEFF"))); len(text) == 0 || text[0] != '{' {
			// Not a JSON object: say what it is, from its start.
			if _, err := readMatchFile(path); err != nil {
				return nil, fmt.Errorf("%s: %w", path, err)
			}
		}
		ls, err := matchfile.Scan(br, fn)
		var le *matchfile.LeagueError
		switch {
		case err == nil:
			return ls, nil
		case errors.As(err, &le):
			return nil, fmt.Errorf("%s: %w", path, describeLeague(env, err))
		default:
			return nil, describe(env, path, err)
		}
	}
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

// runImport reads every file through first (a bad one changes nothing),
// then reads them again and imports them in batches (boltdb.ImportSource).
func runImport(env *Env, args []string) error {
	fs := flags("import")
	db := dbFlag(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError{"expected at least one FILE"}
	}
	var sources []boltdb.Source
	for _, path := range fs.Args() {
		sources = append(sources, fileSource(env, path))
	}
	d, err := openDB(env, *db, false)
	if err != nil {
		return err
	}
	defer d.Close()
	rep, err := d.ImportSource(false, sources...)
	if err != nil {
		return describeLeague(env, err)
	}
	c := rep.Counts
	fmt.Fprintf(env.Stdout, "added %d, updated %d, unchanged %d, conflicts %d, deleted %d, new players %d\n",
		c.Added, c.Updated, c.Skipped, c.Conflicts, c.Deleted, len(rep.NewPlayers))
	if len(rep.Deleted) > 0 {
		sort.Strings(rep.Deleted)
		fmt.Fprintln(env.Stdout, "deleted (a tombstone in the files contains every version stored):")
		for _, id := range rep.Deleted {
			fmt.Fprintf(env.Stdout, "  %s\n", id)
		}
	}
	if len(rep.Ignored) > 0 {
		sort.Strings(rep.Ignored)
		fmt.Fprintf(env.Stdout, "ignored %d: deleted here (a tombstone here contains the file's version)\n", len(rep.Ignored))
		for _, id := range rep.Ignored {
			fmt.Fprintf(env.Stdout, "  %s\n", id)
		}
	}
	if len(rep.Healed) > 0 {
		sort.Strings(rep.Healed)
		fmt.Fprintln(env.Stdout, "healed (a damaged stored match replaced by the imported copy):")
		for _, id := range rep.Healed {
			fmt.Fprintf(env.Stdout, "  %s\n", id)
		}
	}
	l := rep.Leagues
	if n := len(l.Added) + len(l.Updated) + len(l.Skipped) + len(l.Conflicts); n > 0 {
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
