package app

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"scorekeeper/app/urifolder"
	"scorekeeper/storage/matchfile"
	"scorekeeper/storage/syncfolder"
)

// syncResult is what one pass did, as Settings tells it.
type syncResult struct {
	Added, Updated, Deleted, Conflicts int
	Written                            int      // files written to the folder
	Broken                             int      // files in the folder that could not be read
	FirstBroken                        string   // the first of them and why
	Matches                            []string // the matches added, updated or deleted
	Others                             int      // roster players and leagues added or updated
	// Beside counts the files this app cannot read (a newer format
	// version) that this device's version was written beside; FirstBeside
	// names the first.
	Beside      int
	FirstBeside string
	Devices     []syncfolder.Device // the device files read (names by device id)
}

func (r syncResult) changed() bool {
	return r.Added+r.Updated+r.Deleted+r.Conflicts+r.Others > 0 || len(r.Matches) > 0
}

// text is the pass's counts in words.
func (r syncResult) text() string {
	t := lang.X("ui.sync.counts", "added {{.Added}}, updated {{.Updated}}, deleted {{.Deleted}}, conflicts {{.Conflicts}}",
		map[string]any{"Added": r.Added, "Updated": r.Updated, "Deleted": r.Deleted, "Conflicts": r.Conflicts})
	if r.Written > 0 {
		t += "\n" + lang.X("ui.sync.written", "files written to the folder: {{.N}}", map[string]any{"N": r.Written})
	}
	if r.Broken > 0 {
		t += "\n" + lang.X("ui.sync.broken", "files skipped (unreadable): {{.N}}", map[string]any{"N": r.Broken}) +
			" (" + r.FirstBroken + ")"
	}
	if r.Beside > 0 {
		t += "\n" + lang.X("ui.sync.beside", "files kept that this app cannot read (made by a newer Scorekeeper?), this device's version written beside them: {{.N}} ({{.First}})",
			map[string]any{"N": r.Beside, "First": r.FirstBeside})
	}
	return t
}

// syncErrorText is a failed pass in words, in the user's language: the
// folder's trouble (a full or read-only disk, no permission, a link) and
// the platform's refusals named.
func syncErrorText(err error) string {
	var k keyed
	switch {
	case errors.Is(err, urifolder.ErrNoCreate):
		return lang.L("ui.sync.noCreate")
	case errors.As(err, &k): // a *syncfolder.FolderError, a *syncfolder.Reason
		return lang.X(k.Key(), k.Key(), k.Args())
	}
	return matchfile.Text(err, appTexts)
}

// keyed is an error that carries its message's translation key.
type keyed interface {
	Key() string
	Args() map[string]any
}
