package app

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"scorekeeper/app/widgets"
	"scorekeeper/assets"
)

// TestCannonballWording: the choice is "Cannonball" everywhere (the
// secret screen said "Cannon"), and Buckshot carries the English rule
// book's name, Grapeshot, where there is room: the secret choice, the
// rules, a screen reader (SPEC 1.1: show both names; play test 3
// finding 12). The chip keeps "Buckshot": three chips share a row.
func TestCannonballWording(t *testing.T) {
	u, _ := newTestUI(t)
	f, s := secretCannonBid(t, u)
	if got := f.cannon[0].Labels; strings.Join(got, "|") != "Buckshot|Cannonball" {
		t.Errorf("the chip says %q", got)
	}
	if got := f.cannon[0].AccessibilityLabel(); !strings.Contains(got, "Buckshot (Grapeshot)") {
		t.Errorf("a screen reader hears %q", got)
	}
	if got := lang.L("ui.rules.skullking"); !strings.Contains(got, "Grapeshot") {
		t.Errorf("the rules do not name Grapeshot: %q", got)
	}
	pressLater(t, u, s.nextButton)
	var labels []string
	for _, b := range s.askBox.(*widgets.Choices).Buttons {
		labels = append(labels, b.Text)
	}
	if got := strings.Join(labels, "|"); got != "Buckshot (Grapeshot)|Cannonball" {
		t.Errorf("the secret choice says %q", got)
	}
}

// TestSkullDiscsPlural: one disc is "1 disc" (play test 3: "1 discs").
func TestSkullDiscsPlural(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	for range 3 { // Anne turns her own skull three times: one disc left
		skullLost(&taps{t: t}, u, 0, 0)
	}
	got := stripString(u.entry.standings)
	if !strings.Contains(got, "Anne 0 won, 1 disc") || strings.Contains(got, "1 discs") {
		t.Errorf("strip %q", got)
	}
}

// TestOutReadable: a player out of the game reads as well as the others
// in the standings (it was greyed, hard to read) and says "out" (play
// test 3 finding 12).
func TestOutReadable(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skull", "Anne", "Bob", "Carl")
	for range 4 {
		skullLost(&taps{t: t}, u, 0, 0)
	}
	var out *canvas.Text
	for _, o := range u.entry.standings.box.Objects {
		if tx, ok := o.(*canvas.Text); ok && strings.HasPrefix(tx.Text, "Anne") {
			out = tx
		}
	}
	if out == nil || !strings.Contains(out.Text, "out") {
		t.Fatalf("Anne is not said out: %q", stripString(u.entry.standings))
	}
	if sameColor(out.Color, theme.Color(theme.ColorNameDisabled)) {
		t.Errorf("%q is greyed", out.Text)
	}
}

func sameColor(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

// TestGermanLeaderWord: the German standings name the leader "Führt:"
// ("Vorne:" read oddly, play test 3 finding 12).
func TestGermanLeaderWord(t *testing.T) {
	m, err := assets.Load("de")
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Text("ui.standings.lead", nil); got != "Führt:" {
		t.Errorf("the German leader word is %q", got)
	}
}

// TestCapturedSaysByWhom: the captures say whose they are ("Anne
// captured:") and which card captured which: a Pirate by the Skull
// King, a Mermaid by a Pirate, the Skull King by a Mermaid (play test 3
// finding 12).
func TestCapturedSaysByWhom(t *testing.T) {
	u, _ := newTestUI(t)
	f := skullKingTricks(t, u)
	shown := strings.Join(texts(f.c), "|")
	for _, want := range []string{"Anne captured:", "Dora captured:", "Pirate by Skull King", "Mermaid by Pirate", "Skull King by Mermaid"} {
		if !strings.Contains(shown, want) {
			t.Errorf("the tricks do not say %q: %s", want, shown)
		}
	}
}
