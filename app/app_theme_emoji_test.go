package app

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2/storage"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"scorekeeper/app/widgets"
	"scorekeeper/assets/fonts"
)

// missingRune is unassigned in Unicode: no font has it, so Fyne draws it
// as its missing-glyph box ("�").
const missingRune = "\u0378"

// drawText renders s at 40 px in style with the app's current theme,
// through the test driver's software painter (no system fonts: a machine
// with no emoji font).
func drawText(t *testing.T, s string, style fyne.TextStyle) image.Image {
	t.Helper()
	txt := canvas.NewText(s, color.Black)
	txt.TextSize = 40
	txt.TextStyle = style
	w := test.NewTempWindow(t, txt)
	w.Resize(fyne.NewSize(240, 80))
	return w.Canvas().Capture()
}

func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

// ink counts the pixels that differ from the background (the top left one).
func ink(img image.Image) int {
	bg := img.At(img.Bounds().Min.X, img.Bounds().Min.Y)
	n := 0
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			if img.At(x, y) != bg {
				n++
			}
		}
	}
	return n
}

func setEmojiTheme(a fyne.App, emoji bool) {
	a.Settings().SetTheme(forcedTheme{Theme: theme.DefaultTheme(), variant: themeLight, emoji: emoji})
}

// TestNewerEmojiDraws renders "Ann 🦜" without and with the newer-emoji
// font: without it the parrot is the same box as a missing code point;
// with it the parrot is a glyph, and the rest of the text is unchanged.
func TestNewerEmojiDraws(t *testing.T) {
	a := test.NewTempApp(t)
	for _, style := range []fyne.TextStyle{{}, {Bold: true}, {Italic: true}} {
		setEmojiTheme(a, false)
		before := drawText(t, "Ann", style)
		var sizes []fyne.Size
		for _, s := range plainTexts {
			sizes = append(sizes, fyne.MeasureText(s, 15, style))
		}
		if !sameImage(drawText(t, "Ann 🦜", style), drawText(t, "Ann "+missingRune, style)) {
			t.Fatalf("%+v: without the font 🦜 is not drawn as the box of a missing code point (a system emoji font?): this test cannot tell", style)
		}

		setEmojiTheme(a, true)
		parrot := drawText(t, "Ann 🦜", style)
		if sameImage(parrot, drawText(t, "Ann "+missingRune, style)) {
			t.Errorf("%+v: 🦜 is drawn as the missing-glyph box", style)
		}
		if got, blank := ink(parrot), ink(drawText(t, "Ann ", style)); got < blank+100 {
			t.Errorf("%+v: 🦜 adds %d pixels of ink, want a glyph (100 or more)", style, got-blank)
		}
		if ink(drawText(t, "Ann 🦜 ", style)) != ink(parrot) {
			t.Errorf("%+v: a space after 🦜 draws something (the missing-glyph box?)", style)
		}
		if !sameImage(before, drawText(t, "Ann", style)) {
			t.Errorf("%+v: the font changed how plain text is drawn", style)
		}
		for i, s := range plainTexts {
			if got := fyne.MeasureText(s, 15, style); got != sizes[i] {
				t.Errorf("%+v: %q measures %v with the font, %v without", style, s, got, sizes[i])
			}
		}
	}
}

// plainTexts have no emoji: the font must not change their size.
var plainTexts = []string{"Ann", " ", "Ann Bob", "1\t2", "Zoë → ✓"}

// TestNewerEmojiCoversItsRunes draws every rune the font claims
// (runes.txt): each is a box with Fyne's fonts alone and a glyph with it.
func TestNewerEmojiCoversItsRunes(t *testing.T) {
	a := test.NewTempApp(t)
	setEmojiTheme(a, false)
	box := drawText(t, missingRune, fyne.TextStyle{})
	var without []image.Image
	for _, r := range fonts.Runes() {
		without = append(without, drawText(t, string(r), fyne.TextStyle{}))
	}
	setEmojiTheme(a, true)
	emojiBox := drawText(t, missingRune, fyne.TextStyle{})
	for i, r := range fonts.Runes() {
		if !sameImage(without[i], box) {
			t.Errorf("%c (U+%04X) is drawn by Fyne's own fonts: the font need not carry it", r, r)
		}
		if sameImage(drawText(t, string(r), fyne.TextStyle{}), emojiBox) {
			t.Errorf("%c (U+%04X) is a box with the font", r, r)
		}
	}
}

// TestEmojiFontOnlyWhenNamesNeedIt: the font is not in the theme (so never
// parsed) until a player's name needs it, and is there from the start once
// one does.
func TestEmojiFontOnlyWhenNamesNeedIt(t *testing.T) {
	u, db := newTestUI(t)
	font := func() fyne.Resource { return u.app.Settings().Theme().Font(fyne.TextStyle{}) }
	if font() != theme.DefaultTextFont() {
		t.Fatal("the newer-emoji font is in the theme with no player")
	}
	for _, name := range []string{"Anne", "Bob 😀"} { // 😀 is in Fyne's EmojiOne
		if _, err := u.store.AddPlayer(name); err != nil {
			t.Fatal(err)
		}
		u.emojiForNames()
		if font() != theme.DefaultTextFont() {
			t.Fatalf("after %q the theme has the newer-emoji font", name)
		}
	}
	if _, err := u.store.AddPlayer("Ann 🦜"); err != nil { // the store's hook brings the font in
		t.Fatal(err)
	}
	if font() != newerEmoji {
		t.Fatal(`"Ann 🦜" added: the theme has no newer-emoji font`)
	}
	if u.app.Settings().Theme().Font(fyne.TextStyle{Symbol: true}) != theme.DefaultSymbolFont() ||
		u.app.Settings().Theme().Font(fyne.TextStyle{Monospace: true}) != theme.DefaultTextMonospaceFont() {
		t.Error("the symbol or monospace font changed")
	}
	if again := testUIOn(t, db); again.app.Settings().Theme().Font(fyne.TextStyle{Bold: true}) != newerEmoji {
		t.Error("a start with Ann 🦜 in the roster has no newer-emoji font")
	}
}

// BenchmarkFirstText is the cost of a theme's fonts: the first text in
// the regular and bold styles after the theme is set (Fyne parses the
// fonts then). The emoji=true case against emoji=false is newerEmoji's
// cost when a name needs it (-benchmem: its heap).
func BenchmarkFirstText(b *testing.B) {
	a := test.NewTempApp(b)
	for _, emoji := range []bool{false, true} {
		b.Run(map[bool]string{false: "fyne", true: "emoji"}[emoji], func(b *testing.B) {
			for b.Loop() {
				setEmojiTheme(a, emoji)
				fyne.MeasureText("Ann", 15, fyne.TextStyle{})
				fyne.MeasureText("Ann", 15, fyne.TextStyle{Bold: true})
			}
		})
	}
}

// TestEmojiFontFromSync: a name that needs the font arriving from another
// device through the sync folder brings it in.
func TestEmojiFontFromSync(t *testing.T) {
	folder := storage.NewFileURI(t.TempDir()).String()
	a, b := newDevice(t, folder), newDevice(t, folder)
	if _, err := a.u.store.AddPlayer("Ann 🦜"); err != nil {
		t.Fatal(err)
	}
	a.settle(t)
	if b.u.app.Settings().Theme().Font(fyne.TextStyle{}) == newerEmoji {
		t.Fatal("b has the font before its pass")
	}
	b.clock.fire(syncEvery)
	if b.u.app.Settings().Theme().Font(fyne.TextStyle{}) != newerEmoji {
		t.Fatal("a name with 🦜 came in by sync: no newer-emoji font")
	}
}

// TestEmojiFontAsTyped: a name that needs the newer-emoji font brings
// it in as it is typed, on the new-match and the players screen, before
// the player is added (till then the emoji showed as a box).
func TestEmojiFontAsTyped(t *testing.T) {
	for _, screen := range []string{"new match", "players"} {
		t.Run(screen, func(t *testing.T) {
			u, db := newTestUI(t)
			font := func() fyne.Resource { return u.app.Settings().Theme().Font(fyne.TextStyle{}) }
			var e *widgets.Entry
			if screen == "players" {
				u.showPlayers()
				e = u.players.name
			} else {
				press(t, u.homeView.newMatch)
				e = u.new.name
			}
			test.Type(e, "Ann 😀") // in Fyne's own emoji
			if font() != theme.DefaultTextFont() {
				t.Fatal("the newer-emoji font came in for an emoji Fyne draws")
			}
			test.Type(e, " 🦜")
			if font() != newerEmoji {
				t.Fatalf("%q typed: the theme has no newer-emoji font", e.Text)
			}
			if players, _ := db.Players(true); len(players) != 0 {
				t.Fatalf("a player was added while typing: %v", players)
			}
		})
	}
}
