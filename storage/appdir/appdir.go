// Package appdir names the app (its id) and where it keeps its database,
// the one place the app and the command line agree on both.
package appdir

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
)

// AppID is the app's unique id (app.NewWithID); it names the app's
// storage folder.
const AppID = "net.scorekeeper.app"

// FileName is the database file's name inside the app's storage folder.
const FileName = "scorekeeper.db"

// EnvDB is the environment variable that points the app and the
// commands at another database file.
const EnvDB = "SCOREKEEPER_DB"

// StorageDir returns the folder Fyne (2.7.1 and 2.8.1 agree) gives the
// app as its storage root (fyne.App.Storage().RootURI()) on desktop
// systems, worked out without Fyne so the command line and the app agree:
//
//   - Linux and BSD: os.UserConfigDir()/fyne/<AppID> (~/.config/fyne/...)
//   - macOS: ~/Library/Preferences/fyne/<AppID>
//   - Windows: %USERPROFILE%\AppData\Roaming\fyne\<AppID>
//   - Android: $FILESDIR/fyne (the sandbox; Fyne adds no app id)
//
// (fyne.io/fyne/v2 internal/app/config_*.go and app/preferences_*.go.)
// On iOS, and in the app generally, prefer the RootURI Fyne reports.
func StorageDir() (string, error) {
	switch runtime.GOOS {
	case "darwin", "ios":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(home, "Library", "Preferences", "fyne", AppID), nil
	case "windows":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(home, "AppData", "Roaming", "fyne", AppID), nil
	case "android":
		dir := os.Getenv("FILESDIR")
		if dir == "" {
			return "", errors.New("FILESDIR is not set")
		}
		return filepath.Join(dir, "fyne"), nil
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "fyne", AppID), nil
}

// DefaultPath returns the database file the app uses: $SCOREKEEPER_DB
// when set (getenv may be nil: os.Getenv), else FileName in StorageDir.
func DefaultPath(getenv func(string) string) (string, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	if p := getenv(EnvDB); p != "" {
		return p, nil
	}
	dir, err := StorageDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, FileName), nil
}
