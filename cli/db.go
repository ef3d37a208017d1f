package cli

import (
	"errors"
	"flag"
	"fmt"
	"scorekeeper/storage/appdir"
	"scorekeeper/storage/boltdb"
)

// dbFlag adds --db to a command's flags; an empty PATH is an error.
func dbFlag(fs *flag.FlagSet) *string {
	var path string
	fs.Func("db", "database `PATH` (default: $"+appdir.EnvDB+", else the app's)", func(s string) error {
		if s == "" {
			return errors.New("the database PATH is empty")
		}
		path = s
		return nil
	})
	return &path
}

// dbPath resolves --db, then SCOREKEEPER_DB, then the app's file.
func dbPath(env *Env, flagValue string) (string, error) {
	if flagValue != "" {
		return flagValue, nil
	}
	return appdir.DefaultPath(env.Getenv)
}

// openDB opens the database for a command; errors get a hint on what to do.
func openDB(env *Env, flagValue string, readOnly bool) (*boltdb.DB, error) {
	path, err := dbPath(env, flagValue)
	if err != nil {
		return nil, fmt.Errorf("cannot work out the database file: %w", err)
	}
	db, err := boltdb.Open(path, &boltdb.Options{ReadOnly: readOnly})
	return db, explainOpen(err)
}

func explainOpen(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, boltdb.ErrDamaged):
		return withLines(err, "scorekeeper check --repair moves it aside and restores the newest backup (or starts fresh)")
	case errors.Is(err, boltdb.ErrTrouble):
		return withLines(err, "the file is not damaged: nothing was moved or written, and check --repair does not act on it; remove the cause and try again")
	case errors.Is(err, boltdb.ErrNoDatabase):
		return fmt.Errorf("%w (nothing has been saved there yet)", err)
	}
	return err
}
