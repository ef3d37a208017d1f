// Command scorekeeper is a score sheet for Skull King, Skip-Bo, Skull and
// SKUCK. Without arguments it opens the app; with arguments it runs the
// command line (scorekeeper --help).
package main

import (
	"log"
	"os"

	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/lang"

	"scorekeeper/app"
	"scorekeeper/assets"
	"scorekeeper/cli"
)

// appID is the app's unique id (reverse DNS, valid as an Android package).
const appID = "net.scorekeeper.app"

func main() {
	if len(os.Args) > 1 {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		log.Println("translations:", err)
	}
	a := fyneapp.NewWithID(appID)
	app.New(a).Window.ShowAndRun()
}
