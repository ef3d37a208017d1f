package app

import (
	"errors"
	"os"
	"path/filepath"

	"scorekeeper/app/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// prefSyncFolder is the sync folder's URI ("" none): a device setting.
const prefSyncFolder = "syncFolder"

// syncSettings is Settings' sync folder section: the folder, Choose,
// Sync now, Stop syncing, when it last synced and the conflicts waiting.
type syncSettings struct {
	folder       *widget.Label
	status       *widget.Label
	choose       *widget.Button
	syncNow      *widget.Button
	stop         *widget.Button
	conflictText *widget.Label
	conflicts    *widget.Button
	// name is this device's name, which the other devices show for what
	// is changed here (shown once a folder is chosen).
	name    *nameField
	nameBox fyne.CanvasObject
}

func (u *UI) syncSection() (*syncSettings, fyne.CanvasObject) {
	s := &syncSettings{}
	s.folder = widgets.Wrapped("")
	s.status = widgets.Wrapped("")
	s.conflictText = widgets.Wrapped("")
	s.choose = widget.NewButtonWithIcon(lang.L("ui.sync.choose"), theme.FolderOpenIcon(), u.askSyncFolder)
	s.syncNow = widget.NewButtonWithIcon(lang.L("ui.sync.now"), theme.ViewRefreshIcon(), func() { u.sync.Now() })
	s.syncNow.Importance = widget.HighImportance
	s.stop = widget.NewButtonWithIcon(lang.L("ui.sync.stop"), theme.CancelIcon(), func() {
		u.confirm(lang.L("ui.sync.stop"), lang.L("ui.sync.stopAsk"), func() { u.setSyncFolder("") })
	})
	s.conflicts = widget.NewButtonWithIcon(lang.L("ui.conflicts.open"), theme.WarningIcon(), u.showConflicts)
	s.name, s.nameBox = u.deviceNameField()
	box := container.NewVBox(
		widgets.Heading(lang.L("ui.sync.title")),
		s.folder,
		widgets.ButtonRow(3, s.choose, s.syncNow, s.stop),
		s.status,
		s.conflictText, s.conflicts,
		s.nameBox,
	)
	return s, box
}

// deviceNameField is the field of this device's name (empty: the
// default, its placeholder), kept as it is typed while it is a name
// (1 to 64 characters).
func (u *UI) deviceNameField() (*nameField, fyne.CanvasObject) {
	f := u.newNameField(nil, "")
	f.entry.SetPlaceHolder(defaultDeviceName())
	f.entry.Label = lang.L("ui.device.name")
	f.entry.SetText(u.prefs().String(prefDeviceName))
	f.changed = func(ok bool) {
		switch name, err := scoring.CleanName(f.entry.Text); {
		case err == nil:
			u.setDeviceName(name)
		case errors.Is(err, scoring.ErrNameEmpty):
			u.setDeviceName("") // the default
		}
	}
	label := widget.NewLabel(lang.L("ui.device.name"))
	label.TextStyle.Bold = true
	hint := widgets.Wrapped(lang.L("ui.device.hint"))
	hint.SizeName = theme.SizeNameCaptionText
	return f, container.NewVBox(label, f.withNote(f.entry), hint)
}

// refreshSync shows the sync state in Settings, if it is open.
func (u *UI) refreshSync() {
	if u.settings == nil || u.settings.sync == nil {
		return
	}
	s, sy := u.settings.sync, u.sync
	if sy.folder == "" {
		s.folder.SetText(lang.L("ui.sync.none"))
	} else {
		s.folder.SetText(lang.X("ui.sync.folder", "Folder: {{.Name}}", map[string]any{"Name": folderName(sy.folder)}) +
			"\n" + lang.L("ui.sync.same"))
	}
	widgets.SetEnabled(s.syncNow, sy.folder != "")
	widgets.SetEnabled(s.stop, sy.folder != "")
	s.status.Importance = widget.MediumImportance
	switch l := sy.last; {
	case sy.folder == "":
		s.status.SetText(lang.L("ui.sync.off"))
	case l.when.IsZero():
		s.status.SetText(lang.L("ui.sync.never"))
	case l.err != nil:
		s.status.Importance = widget.DangerImportance
		s.status.SetText(lang.X("ui.sync.failed", "Sync failed {{.When}}: {{.Error}}",
			map[string]any{"When": u.when(l.when), "Error": syncErrorText(l.err)}))
	default:
		s.status.SetText(lang.X("ui.sync.last", "Last synced: {{.When}}", map[string]any{"When": u.when(l.when)}) +
			"\n" + l.result.text())
	}
	n, err := u.conflictCount()
	switch {
	case err != nil:
		s.conflictText.SetText(lang.L("ui.error.load") + " " + err.Error())
	case n == 0:
		s.conflictText.SetText(lang.L("ui.conflicts.none"))
	default:
		s.conflictText.SetText(lang.X("ui.conflicts.wait", "Conflicts waiting: {{.N}}", map[string]any{"N": n}))
	}
	s.conflicts.Hidden = n == 0
	s.conflicts.Refresh()
	// before a folder is chosen the explanation says it all
	shown(s.status, sy.folder != "")
	shown(s.nameBox, sy.folder != "")
	shown(s.conflictText, sy.folder != "" || n > 0 || err != nil)
}

// shown shows o or hides it.
func shown(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// folderName is how a folder URI is shown: its path on a desktop, its
// name otherwise.
func folderName(uri string) string {
	u, err := storage.ParseURI(uri)
	if err != nil {
		return uri
	}
	if u.Scheme() == "file" {
		return u.Path()
	}
	return u.Name()
}

// syncDirs are the folders sync engines make in the home folder:
// Syncthing's default folder, Nextcloud's, Dropbox's, OneDrive's.
var syncDirs = []string{"Sync", "Nextcloud", "Dropbox", "OneDrive"}

// startFolder is where the folder dialog opens on a desktop: in the
// folder chosen (a file:// URI) while it is there, else in the first
// sync engine's folder in home, else in home; never in the app's own
// storage, where Fyne's dialog would open (no sync engine carries it).
func startFolder(home, chosen string) string {
	isDir := func(p string) bool { fi, err := os.Stat(p); return err == nil && fi.IsDir() }
	if u, err := storage.ParseURI(chosen); chosen != "" && err == nil && u.Scheme() == "file" && isDir(u.Path()) {
		return u.Path()
	}
	for _, d := range syncDirs {
		if p := filepath.Join(home, d); isDir(p) {
			return p
		}
	}
	return home
}

// askSyncFolder opens the platform's folder dialog.
func (u *UI) askSyncFolder() {
	d := dialog.NewFolderOpen(func(l fyne.ListableURI, err error) {
		if err != nil {
			u.fail("ui.sync.chooseFailed", err)
			return
		}
		if l != nil {
			u.setSyncFolder(l.String())
		}
	}, u.window)
	var start fyne.URI // a phone's picker opens where the platform says, or in the folder chosen
	if home, err := os.UserHomeDir(); err == nil && !fyne.CurrentDevice().IsMobile() {
		start = storage.NewFileURI(startFolder(home, u.sync.folder))
	} else if cur, err := storage.ParseURI(u.sync.folder); err == nil {
		start = cur
	}
	if start != nil {
		if l, err := storage.ListerForURI(start); err == nil {
			d.SetLocation(l)
		}
	}
	d.Show()
}

// setSyncFolder keeps the folder (a URI, "" none) in the preferences and
// syncs with it at once.
func (u *UI) setSyncFolder(uri string) {
	if uri == "" {
		u.prefs().RemoveValue(prefSyncFolder)
	} else {
		u.prefs().SetString(prefSyncFolder, uri)
	}
	u.sync.setFolder(uri)
	u.refreshSync()
}
