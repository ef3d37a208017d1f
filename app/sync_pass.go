package app

import (
	"errors"

	"fyne.io/fyne/v2/lang"
)

// syncResult is what one pass did, as Settings tells it.
type syncResult struct {
	Added, Updated, Deleted, Conflicts int
	Written                            int      // files written to the folder
	Broken                             int      // files in the folder that could not be read
	FirstBroken                        string   // the first of them and why
	Matches                            []string // the matches added, updated or deleted
	Others                             int      // roster players and leagues added or updated
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
	return t
}

// syncErrorText is a failed pass in words: the platform's refusals named.
func syncErrorText(err error) string {
	if errors.Is(err, errNoCreate) {
		return lang.L("ui.sync.noCreate")
	}
	return err.Error()
}
