package app

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2/storage"

	"scorekeeper/app/urifolder"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/syncfolder"
)

// passOf is one sync pass of the database s with the folder at a URI, as
// the device named name.
func passOf(s Store) func(folder, name string) (syncResult, error) {
	return func(uri, name string) (syncResult, error) {
		db, ok := s.(*boltdb.DB)
		if !ok {
			return syncResult{}, errors.New("sync needs the app's database")
		}
		f, err := openFolder(uri)
		if err != nil {
			return syncResult{}, err
		}
		rep, err := syncfolder.PassNamed(db, f, name)
		return resultOf(rep), err
	}
}

// openFolder is the sync folder at uri: a file:// folder is the storage
// package's folder (whole files by rename); any other (Android's
// content://) goes through Fyne's storage API.
func openFolder(uri string) (syncfolder.Folder, error) {
	u, err := storage.ParseURI(uri)
	if err != nil {
		return nil, err
	}
	if u.Scheme() == "file" {
		return syncfolder.Dir(u.Path()), nil
	}
	return urifolder.New(u), nil
}

// resultOf is a pass's report as Settings tells it.
func resultOf(r syncfolder.Report) syncResult {
	res := syncResult{added: len(r.Added), updated: len(r.Updated), deleted: len(r.Deleted),
		conflicts: len(r.Conflicts), written: r.Written, broken: len(r.Broken),
		others: r.Players.Added + r.Players.Updated + r.Players.Conflicts + r.Leagues.Added + r.Leagues.Updated + r.Leagues.Conflicts}
	if len(r.Broken) > 0 {
		res.firstBroken = r.Broken[0].Name + ": " + syncErrorText(r.Broken[0].Why)
	}
	if res.beside, res.devices = len(r.Beside), r.Devices; res.beside > 0 {
		res.firstBeside = r.Beside[0].Name
	}
	res.matches = slices.Concat(r.Added, r.Updated, r.Deleted)
	for _, id := range r.ConflictOf {
		res.matches = append(res.matches, id)
	}
	return res
}
