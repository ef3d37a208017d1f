package app

import (
	"errors"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/storage/matchfile"
)

// exportMenu offers CSV or JSON for the matches (all when ids is empty).
func (u *UI) exportMenu(ids []string) {
	var d dialog.Dialog
	csv := widget.NewButton(lang.L("ui.export.csv"), func() {
		d.Hide()
		u.saveFile("scorekeeper.csv", ".csv", func(w io.Writer) error {
			return u.store.ExportCSV(w, ids, csvOptions{Semicolon: u.prefs().Bool(prefSemicolon)})
		})
	})
	js := widget.NewButton(lang.L("ui.export.json"), func() {
		d.Hide()
		u.saveFile("scorekeeper.json", ".json", func(w io.Writer) error { return u.store.ExportJSON(w, ids) })
	})
	// the buttons one under the other (a form's empty label column made
	// the dialog wider than a phone at 150% text, in German)
	d = dialog.NewCustom(lang.L("ui.sheet.export"), lang.L("ui.cancel"), container.NewVBox(csv, js), u.window)
	d.Show()
}

// saveFile asks where to save and writes the file there.
func (u *UI) saveFile(name, ext string, write func(io.Writer) error) {
	fd := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			u.fail("ui.error.export", err)
			return
		}
		if w == nil {
			return // cancelled
		}
		u.background(func() func() { // a large export must not hold up the window
			werr := write(w)
			if cerr := w.Close(); werr == nil {
				werr = cerr
			}
			return func() {
				if werr != nil {
					u.fail("ui.error.export", werr)
					return
				}
				dialog.ShowInformation(lang.L("ui.export.done"), w.URI().Name(), u.window)
			}
		})
	}, u.window)
	fd.SetFileName(name)
	fd.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	u.shared.sync() // the dialog writes its folder: with what other copies wrote
	fd.Show()
}

// importFile reads a match file or bundle from another device.
func (u *UI) importFile() {
	fd := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			u.fail("ui.error.import", err)
			return
		}
		if r == nil {
			return
		}
		u.background(func() func() {
			defer r.Close()
			rep, err := u.store.ImportFile(r)
			return func() {
				if err != nil {
					u.importFailed(err)
					return
				}
				u.showImport(rep)
			}
		})
	}, u.window)
	fd.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	u.shared.sync()
	fd.Show()
}

// showImport says what an import did and refreshes the screen: the
// matches ignored because they were deleted here, and those a deletion
// in the file removed, apart from the unchanged.
func (u *UI) showImport(rep importReport) {
	c := rep.Counts
	msg := lang.X("ui.import.report", "Added {{.Added}}, updated {{.Updated}}, unchanged {{.Skipped}}, conflicts {{.Conflicts}}.", map[string]any{
		"Added": c.Added, "Updated": c.Updated, "Skipped": c.Skipped, "Conflicts": c.Conflicts})
	if c.Ignored > 0 {
		msg += "\n" + lang.X("ui.import.ignored", "Ignored {{.N}}: deleted on this device.", map[string]any{"N": c.Ignored})
	}
	if c.Deleted > 0 {
		msg += "\n" + lang.X("ui.import.deleted", "Deleted {{.N}}.", map[string]any{"N": c.Deleted})
	}
	if c.Conflicts > 0 {
		msg += "\n" + lang.L("ui.import.conflicts")
	}
	dialog.ShowInformation(lang.L("ui.history.import"), msg, u.window)
	u.refreshTop()
}

// importFailed says why a file was not imported, in the user's language:
// the match file's errors name the match, the round (from 1), the player
// and the field.
func (u *UI) importFailed(err error) {
	fyne.LogError("ui.error.import", err)
	dialog.ShowError(errors.New(lang.L("ui.error.import")+"\n"+matchfile.Text(err, appTexts)), u.window)
}

// appTexts renders messages of the translation files in the app's
// language (scoring.Texts).
func appTexts(key string, args map[string]any) string { return lang.X(key, key, args) }
