package cli

import (
	"bufio"
	"bytes"
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
func fileSource(path string) boltdb.Source {
	return func(fn func(*scoring.Match) error) ([]matchfile.LeagueItem, error) {
		f, err := os.Open(path)
		if err != nil {
			return nil, inFile(path, err)
		}
		defer f.Close()
		br := bufio.NewReaderSize(f, 64<<10)
		head, _ := br.Peek(64)
		if start := bytes.TrimSpace(bytes.TrimPrefix(head, []byte("\uFEFF"))); len(start) == 0 || start[0] != '{' {
			// Not a JSON object: say what it is, from its start.
			if _, err := readMatchFile(path); err != nil {
				return nil, inFile(path, err)
			}
		}
		ls, err := matchfile.Scan(br, fn)
		if err != nil {
			return nil, inFile(path, err)
		}
		return ls, nil
	}
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
		sources = append(sources, fileSource(path))
	}
	d, err := openDB(env, *db, false)
	if err != nil {
		return err
	}
	defer d.Close()
	rep, err := d.ImportSource(false, sources...)
	if err != nil {
		return err
	}
	c := rep.Counts
	fmt.Fprintf(env.Stdout, "added %d, updated %d, unchanged %d, conflicts %d, deleted %d, new players %d\n",
		c.Added, c.Updated, c.Skipped, c.Conflicts, c.Deleted, len(rep.NewPlayers))
	if len(rep.Deleted) > 0 {
		sort.Strings(rep.Deleted)
		fmt.Fprintln(env.Stdout, "deleted (a tombstone in the files contains every version stored):")
		for _, id := range rep.Deleted {
			fmt.Fprintf(env.Stdout, "  %s\n", printable(id))
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
			fmt.Fprintf(env.Stdout, "  %s\n", printable(id))
		}
	}
	l := rep.Leagues
	if n := len(l.Added) + len(l.Updated) + len(l.Skipped) + len(l.Conflicts); n > 0 {
		fmt.Fprintf(env.Stdout, "leagues: added %d, updated %d, unchanged %d, conflicts %d\n",
			len(l.Added), len(l.Updated), len(l.Skipped), len(l.Conflicts))
		for _, c := range l.Conflicts {
			id, _, _ := strings.Cut(c, "~")
			fmt.Fprintf(env.Stdout, "  league %s kept as a conflict copy (conflicts with %s)\n", printable(c), printable(id))
		}
	}
	if len(rep.Conflicts) > 0 {
		sort.Strings(rep.Conflicts)
		fmt.Fprintln(env.Stdout, "kept as conflict copies to review (the stored match was kept):")
		for _, c := range rep.Conflicts {
			fmt.Fprintf(env.Stdout, "  %s (conflicts with %s)\n", printable(c), printable(rep.ConflictOf[c]))
		}
	}
	if rep.Backup != "" {
		fmt.Fprintf(env.Stdout, "backup before the import: %s\n", printable(rep.Backup))
	}
	return nil
}
