package cli

import (
	"fmt"
	"math/rand/v2"
	"scorekeeper/scoring/demo"
	"time"
)

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
	if *n <= 0 || *n > 1_000_000 {
		return usageError{"--matches must be between 1 and 1000000"}
	}
	d, err := openDB(env, *db, false)
	if err != nil {
		return err
	}
	defer d.Close()
	ms := demo.Matches(rand.New(rand.NewPCG(*seed, 0x5c0)), *n, time.Now())
	rep, err := d.Import(ms)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "%s: added %d demo matches (%d already there), %d new players\n", d.Path(), len(rep.Added), len(rep.Skipped)+len(rep.Updated)+len(rep.Conflicts), len(rep.NewPlayers))
	return nil
}
