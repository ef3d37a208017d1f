//go:build ci || screenshots

package app

import (
	"fmt"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// a11yScreens are every screen of every game (the fit test's and, for
// each game, its new match, entry, sheet, standings, chart, statistics
// and share screens) and the states of the entries that show other
// controls: Skull King's tricks, Loot allies and secret bids, SKUCK's
// secret bids and points helper, Skip-Bo with a winner.
func a11yScreens() []string {
	names := []string{"home", "history", "players", "settings", "rules", "stats", "league", "leagues", "newleague",
		"syncsettings", "conflicts", "bonus:skullking", "secret:skullking"}
	for _, g := range gameNames() {
		for _, s := range []string{"new", "entry", "sheet", "standings", "chart", "playerstats", "share"} {
			names = append(names, s+":"+g)
		}
	}
	for s := range a11yStates {
		names = append(names, s)
	}
	return names
}

// a11yStates open an entry's other controls, after "entry:<game>".
var a11yStates = map[string]func(t *testing.T, u *UI){
	"tricks:skullking": func(t *testing.T, u *UI) { u.entry.form.(*skForm).toTricks() },
	"secret:skuck":     func(t *testing.T, u *UI) { press(t, u.entry.form.(*skuckForm).bids); press(t, u.secretView.nextButton) },
	"helper:skuck": func(t *testing.T, u *UI) {
		f := u.entry.form.(*skuckForm)
		press(t, f.helperBox.Header)
		f.points[0].SetValue(60)
		f.points[1].SetValue(60)
		f.points[0].OnChanged(60) // a tie: the helper asks for counts
	},
	"winner:skipbo": func(t *testing.T, u *UI) { press(t, u.entry.form.(*sbForm).winner.Buttons[0]) },
}

// openA11y opens the screen name of a11yScreens.
func openA11y(t *testing.T, u *UI, name string) {
	state, game, _ := strings.Cut(name, ":")
	if do, ok := a11yStates[name]; ok {
		u.OpenScreen("entry:" + game)
		do(t, u)
		return
	}
	u.OpenScreen(strings.TrimPrefix(state+":"+game, "home"))
}

// TestEveryControlSaysWhatItIs walks every screen of every game at phone
// size, in English and in German, and fails on any object a person taps
// or focuses without a label and a role a screen reader reads (unread).
func TestEveryControlSaysWhatItIs(t *testing.T) {
	t.Setenv("SCOREKEEPER_SYNC_DIR", t.TempDir())
	t.Run("en", checkEveryControl)
	if testing.Short() {
		return // German too in the full suite (make test)
	}
	t.Run("de", func(t *testing.T) { inChild(t, "TestEveryControlChild", envFitLang+"=de") })
}

// inChild runs the test name in a child process with env added and
// fails when it does not pass (translations are global to a process:
// German runs in a child).
func inChild(t *testing.T, name string, env ...string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+name+"$", "-test.v")
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: "+name) {
		t.Fatalf("%v\n%s", err, out)
	}
}

// TestEveryControlChild is TestEveryControlSaysWhatItIs in German.
func TestEveryControlChild(t *testing.T) {
	if os.Getenv(envFitLang) == "" {
		t.Skip("the child of TestEveryControlSaysWhatItIs")
	}
	inLanguage(t, os.Getenv(envFitLang))
	checkEveryControl(t)
}

// inLanguage loads the translations of language into a new test app.
func inLanguage(t *testing.T, language string) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(prefLanguage, language)
	if err := LoadTranslations(a); err != nil {
		t.Fatal(err)
	}
	if got := lang.L("ui.home.history"); language == "de" && got != "Verlauf" {
		t.Fatalf("not in German: %q", got)
	}
}

func checkEveryControl(t *testing.T) {
	db := screensDB(t)
	for _, name := range a11yScreens() {
		u := testUIOn(t, db)
		t.Cleanup(u.StopSharing)
		openA11y(t, u, name)
		if name != "home" && u.nav.depth() < 2 {
			t.Errorf("%s: did not open", name)
			continue
		}
		relayout(u.window)
		for _, f := range unread(u.window) {
			t.Errorf("%s: %s", name, f)
		}
	}
}

// unread lists the objects of w (its content and dialogs) that a person
// taps or focuses and a screen reader cannot name: each must say a label
// (words, not an icon's file name) and a role other than a container's.
// Fyne's unexported parts (a list's rows, a selectable text) cannot be
// given one: they are read by what they show, or by the named control
// they are part of.
func unread(w fyne.Window) []string {
	var out []string
	var walk func(o fyne.CanvasObject, named bool)
	walk = func(o fyne.CanvasObject, named bool) {
		if o == nil || !o.Visible() {
			return
		}
		_, ok := said(o)
		if acts(o) && !ok && !(fyneInternal(o) && (named || showsWords(o))) {
			out = append(out, describe(o))
		}
		for _, c := range kids(o) {
			walk(c, named || ok)
		}
	}
	walk(w.Content(), false)
	for _, o := range w.Canvas().Overlays().List() {
		walk(o, false)
	}
	return out
}

// acts says whether a person taps or focuses o (a pop-up's tap outside
// its content only closes it; a scroll bar moves what the screen reader
// reads anyway).
func acts(o fyne.CanvasObject) bool {
	if _, ok := o.(*widget.PopUp); ok || fyneInternal(o) && strings.HasPrefix(reflect.TypeOf(o).Elem().Name(), "scrollBar") {
		return false
	}
	switch o.(type) {
	case fyne.Tappable, fyne.SecondaryTappable, fyne.DoubleTappable, fyne.Focusable:
		return true
	}
	return false
}

// said is what a screen reader says of o, when that names it: a label
// with words (not an icon's file name, not Fyne's "Container") and a
// role of a control or a text.
func said(o fyne.CanvasObject) (string, bool) {
	a, ok := o.(fyne.Accessible)
	if !ok {
		return "", false
	}
	l, r := strings.TrimSpace(a.AccessibilityLabel()), a.AccessibilityRole()
	if r == "" || r == fyne.AccessibleRoleContainer || l == "Container" || strings.Contains(l, ".svg") || strings.Contains(l, ".png") {
		return l, false
	}
	return l, strings.ContainsFunc(l, unicode.IsLetter)
}

// fyneInternal says whether o is an unexported type of Fyne's.
func fyneInternal(o fyne.CanvasObject) bool {
	t := reflect.TypeOf(o)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return strings.HasPrefix(t.PkgPath(), "fyne.io/fyne/v2") && !unicode.IsUpper([]rune(t.Name())[0])
}

// showsWords says whether o draws something a screen reader names.
func showsWords(o fyne.CanvasObject) bool {
	for _, c := range kids(o) {
		if !c.Visible() {
			continue
		}
		if _, ok := said(c); ok || showsWords(c) {
			return true
		}
	}
	return false
}

// describe names o for a failure: its type, where it is, its texts.
func describe(o fyne.CanvasObject) string {
	var texts []string
	for _, c := range test.LaidOutObjects(o) {
		if l, ok := c.(*widget.Label); ok && l.Text != "" {
			texts = append(texts, l.Text)
		}
		if b, ok := c.(*widget.Button); ok && b.Text != "" {
			texts = append(texts, b.Text)
		}
	}
	label := ""
	if a, ok := o.(fyne.Accessible); ok {
		label = fmt.Sprintf(" says %q (%s)", a.AccessibilityLabel(), a.AccessibilityRole())
	}
	return fmt.Sprintf("%T%s, showing %q, is not named for a screen reader", o, label, texts)
}
