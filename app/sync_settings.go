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
	Folder       *widget.Label
	Status       *widget.Label
	Choose       *widget.Button
	SyncNow      *widget.Button
	Stop         *widget.Button
	ConflictText *widget.Label
	Conflicts    *widget.Button
	// Name is this device's name, which the other devices show for what
	// is changed here (shown once a folder is chosen).
	Name    *nameField
	nameBox fyne.CanvasObject
}

func (u *UI) syncSection() (*syncSettings, fyne.CanvasObject) {
	s := &syncSettings{}
	s.Folder = widgets.Wrapped("")
	s.Status = widgets.Wrapped("")
	s.ConflictText = widgets.Wrapped("")
	s.Choose = widget.NewButtonWithIcon(lang.L("ui.sync.choose"), theme.FolderOpenIcon(), u.askSyncFolder)
	s.SyncNow = widget.NewButtonWithIcon(lang.L("ui.sync.now"), theme.ViewRefreshIcon(), func() { u.sync.Now() })
	s.SyncNow.Importance = widget.HighImportance
	s.Stop = widget.NewButtonWithIcon(lang.L("ui.sync.stop"), theme.CancelIcon(), func() {
		u.confirm(lang.L("ui.sync.stop"), lang.L("ui.sync.stopAsk"), func() { u.setSyncFolder("") })
	})
	s.Conflicts = widget.NewButtonWithIcon(lang.L("ui.conflicts.open"), theme.WarningIcon(), u.showConflicts)
	s.Name, s.nameBox = u.deviceNameField()
	box := container.NewVBox(
		widgets.Heading(lang.L("ui.sync.title")),
		s.Folder,
		widgets.ButtonRow(3, s.Choose, s.SyncNow, s.Stop),
		s.Status,
		s.ConflictText, s.Conflicts,
		s.nameBox,
	)
	return s, box
}

// deviceNameField is the field of this device's name (empty: the
// default, its placeholder), kept as it is typed while it is a name
// (1 to 64 characters).
func (u *UI) deviceNameField() (*nameField, fyne.CanvasObject) {
	f := u.newNameField(nil, "")
	f.Entry.SetPlaceHolder(defaultDeviceName())
	f.Entry.Label = lang.L("ui.device.name")
	f.Entry.SetText(u.prefs().String(prefDeviceName))
	f.changed = func(ok bool) {
		switch name, err := scoring.CleanName(f.Entry.Text); {
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
	return f, container.NewVBox(label, f.withNote(f.Entry), hint)
}

// refreshSync shows the sync state in Settings, if it is open.
func (u *UI) refreshSync() {
	if u.Settings == nil || u.Settings.Sync == nil {
		return
	}
	s, sy := u.Settings.Sync, u.sync
	if sy.folder == "" {
		s.Folder.SetText(lang.L("ui.sync.none"))
	} else {
		s.Folder.SetText(lang.X("ui.sync.folder", "Folder: {{.Name}}", map[string]any{"Name": folderName(sy.folder)}) +
			"\n" + lang.L("ui.sync.same"))
	}
	widgets.SetEnabled(s.SyncNow, sy.folder != "")
	widgets.SetEnabled(s.Stop, sy.folder != "")
	s.Status.Importance = widget.MediumImportance
	switch l := sy.last; {
	case sy.folder == "":
		s.Status.SetText(lang.L("ui.sync.off"))
	case l.When.IsZero():
		s.Status.SetText(lang.L("ui.sync.never"))
	case l.Err != nil:
		s.Status.Importance = widget.DangerImportance
		s.Status.SetText(lang.X("ui.sync.failed", "Sync failed {{.When}}: {{.Error}}",
			map[string]any{"When": u.when(l.When), "Error": syncErrorText(l.Err)}))
	default:
		s.Status.SetText(lang.X("ui.sync.last", "Last synced: {{.When}}", map[string]any{"When": u.when(l.When)}) +
			"\n" + l.Result.text())
	}
	n, err := u.conflictCount()
	switch {
	case err != nil:
		s.ConflictText.SetText(lang.L("ui.error.load") + " " + err.Error())
	case n == 0:
		s.ConflictText.SetText(lang.L("ui.conflicts.none"))
	default:
		s.ConflictText.SetText(lang.X("ui.conflicts.wait", "Conflicts waiting: {{.N}}", map[string]any{"N": n}))
	}
	s.Conflicts.Hidden = n == 0
	s.Conflicts.Refresh()
	// before a folder is chosen the explanation says it all
	shown(s.Status, sy.folder != "")
	shown(s.nameBox, sy.folder != "")
	shown(s.ConflictText, sy.folder != "" || n > 0 || err != nil)
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
	}, u.Window)
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
