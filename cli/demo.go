package cli

import (
	"fmt"
	"math/rand/v2"
	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
	"scorekeeper/storage/matchfile"
	"time"
)

// maxDemoMatches bounds demo: it streams, so memory does not grow with
// the number, but the file (about 5 KB a match) and the time do.
const maxDemoMatches = 1_000_000

func runDemo(env *Env, args []string) error {
	fs := flags("demo")
	db := dbFlag(fs)
	n := fs.Int("matches", 0, "how many matches")
	seed := fs.Uint64("seed", 1, "random seed (the same seed gives the same matches)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	if *n <= 0 || *n > maxDemoMatches {
		return usageError{fmt.Sprintf("--matches must be between 1 and %d (a demo database of %d matches takes about %d GB)", maxDemoMatches, maxDemoMatches, maxDemoMatches/200_000)}
	}
	d, err := openDB(env, *db, false)
	if err != nil {
		return err
	}
	defer d.Close()
	// Generated twice (checked, then stored, a batch at a time): the same
	// seed and time give the same matches, and none is held for long.
	now := time.Now()
	src := func(fn func(*scoring.Match) error) ([]matchfile.LeagueItem, error) {
		return nil, demo.Each(rand.New(rand.NewPCG(*seed, 0x5c0)), *n, now, fn)
	}
	rep, err := d.ImportSource(false, src)
	if err != nil {
		return err
	}
	c := rep.Counts
	fmt.Fprintf(env.Stdout, "%s: added %d demo matches (%d already there), %d new players\n", printable(d.Path()), c.Added, c.Skipped+c.Updated+c.Conflicts+c.Healed, len(rep.NewPlayers))
	return nil
}
