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
	added, updated, deleted, conflicts int
	written                            int      // files written to the folder
	broken                             int      // files in the folder that could not be read
	firstBroken                        string   // the first of them and why
	matches                            []string // the matches added, updated or deleted
	others                             int      // roster players and leagues added or updated
	// beside counts the files this app cannot read (a newer format
	// version) that this device's version was written beside; FirstBeside
	// names the first.
	beside      int
	firstBeside string
	devices     []syncfolder.Device // the device files read (names by device id)
}

func (r syncResult) changed() bool {
	return r.added+r.updated+r.deleted+r.conflicts+r.others > 0 || len(r.matches) > 0
}

// text is the pass's counts in words.
func (r syncResult) text() string {
	t := lang.X("ui.sync.counts", "added {{.Added}}, updated {{.Updated}}, deleted {{.Deleted}}, conflicts {{.Conflicts}}",
		map[string]any{"Added": r.added, "Updated": r.updated, "Deleted": r.deleted, "Conflicts": r.conflicts})
	if r.written > 0 {
		t += "\n" + lang.X("ui.sync.written", "files written to the folder: {{.N}}", map[string]any{"N": r.written})
	}
	if r.broken > 0 {
		t += "\n" + lang.X("ui.sync.broken", "files skipped (unreadable): {{.N}}", map[string]any{"N": r.broken}) +
			" (" + r.firstBroken + ")"
	}
	if r.beside > 0 {
		t += "\n" + lang.X("ui.sync.beside", "files kept that this app cannot read (made by a newer Scorekeeper?), this device's version written beside them: {{.N}} ({{.First}})",
			map[string]any{"N": r.beside, "First": r.firstBeside})
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
