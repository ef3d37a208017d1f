// Command scorekeeper is a score sheet for Skull King, Skip-Bo, Skull and
// SKUCK. Without arguments it opens the app; with arguments it runs the
// command line (scorekeeper --help). Build it with `make build`: the
// build tags in the Makefile (TAGS) belong to the app.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"

	fyneapp "fyne.io/fyne/v2/app"

	"scorekeeper/app"
	"scorekeeper/cli"
	_ "scorekeeper/cli/locale" // before Fyne reads the locale: no log lines under LANG=C.UTF-8
	"scorekeeper/storage/appdir"
)

// appID is the app's unique id (reverse DNS, valid as an Android package).
const appID = appdir.AppID

func main() {
	if len(os.Args) > 1 {
		if os.Getenv("GOMEMLIMIT") == "" {
			// The commands' memory target (SPEC 5: peak under 150 MB): near
			// it the garbage collector runs more often instead of letting
			// the heap double. One 37 MB match of 100,000 rounds: import
			// 258 -> 157 MB, check 197 -> 136 MB, at about 15% more time.
			debug.SetMemoryLimit(100 << 20)
		}
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	if msg := noDisplay(runtime.GOOS, os.Getenv); msg != "" {
		fmt.Fprintln(os.Stderr, msg)
		os.Exit(1)
	}
	a := fyneapp.NewWithID(appID)
	// SCOREKEEPER_DB, else the app's private folder (Fyne's storage root:
	// the same folder appdir.DefaultPath names for the command line on a
	// desktop, and the right one on a phone)
	path := os.Getenv(appdir.EnvDB)
	if path == "" {
		path = filepath.Join(a.Storage().RootURI().Path(), appdir.FileName)
	}
	opening := app.OpenDB(path, true) // while the translations load and the window is made
	app.Run(a, path, opening)
}

// noDisplay is the one line to print when the app cannot open a window:
// on X11 and Wayland systems, neither DISPLAY nor WAYLAND_DISPLAY is set
// (GLFW would panic with a long trace).
func noDisplay(goos string, getenv func(string) string) string {
	switch goos {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		if getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == "" {
			return "scorekeeper: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the app cannot open; scorekeeper --help lists the commands"
		}
	}
	return ""
}
