// Command syncedit saves one edit of a match as the app does: it renames
// the match's first player and saves it (storage's Save, so the database's
// own device id counts the edit). scripts/syncthing-e2e.sh edits with it
// where a scripted import, which counts under an id of its own, would
// not show what a device does.
//
//	syncedit DB MATCH-ID NAME
package main

import (
	"fmt"
	"os"

	"scorekeeper/storage/boltdb"
)

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: syncedit DB MATCH-ID NAME")
		os.Exit(2)
	}
	if err := edit(os.Args[1], os.Args[2], os.Args[3]); err != nil {
		fmt.Fprintln(os.Stderr, "syncedit:", err)
		os.Exit(1)
	}
}

func edit(path, id, name string) error {
	db, err := boltdb.Open(path, &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		return err
	}
	defer db.Close()
	m, err := db.Get(id)
	if err != nil {
		return err
	}
	m.Players[0].Name = name
	return db.Save(m)
}
