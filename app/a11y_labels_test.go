//go:build ci || screenshots

package app

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/app/widgets"
)

// sampleLabels are what a screen reader says of a sample of controls,
// made by playing: a Skull King match of Anne, Ben, Carla and Dan (two
// rounds typed, the third open), a Skip-Bo round, a SKUCK game with its
// bids hidden, the sheet, the chart and the share screen.
func sampleLabels(t *testing.T) map[string]string {
	t.Setenv("SCOREKEEPER_SYNC_DIR", t.TempDir())
	onLoopback(t)
	got := map[string]string{}
	u, _ := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Ben", "Carla", "Dan")
	strokes(t, u, "1000 1000 [Return] 0200 0200 [Return]")
	got["standings after Save"] = u.entry.standings.AccessibilityLabel()
	f := u.entry.form.(*skForm)
	pick(t, f.bids[1], 2)
	got["bid button"] = saidOf(u.window, f.bids[1].Buttons[2])
	got["bid button not picked"] = saidOf(u.window, f.bids[1].Buttons[1])
	f.toTricks()
	press(t, &f.chips[2][1].Button) // Carla's Black 14
	got["bonus chip"] = f.chips[2][1].AccessibilityLabel()
	relayout(u.window)
	got["tricks button"] = saidOf(u.window, f.tricks[3].Buttons[0])

	u.openSheet(u.entry.m)
	relayout(u.window)
	s := u.sheet
	c := newSheetCell()
	s.update(tableCell(s, 1, 3), c) // round 2, Dan
	got["sheet cell"] = c.AccessibilityLabel()
	s.update(tableCell(s, 1, 1), c) // round 2, Ben: he dealt it
	got["sheet cell of the dealer"] = c.AccessibilityLabel()
	got["sheet"] = s.table.AccessibilityLabel()
	got["chart"] = runningChart(s.m).AccessibilityLabel()
	u.openShare(s.m)
	got["QR code"] = strings.Replace(u.shareScreen.qr.AccessibilityLabel(), u.shareScreen.address.Text, "URL", 1)
	u.StopSharing()

	u, _ = newTestUI(t)
	startMatch(t, u, "skipbo", "Anne", "Ben", "Carla", "Dan")
	sb := u.entry.form.(*sbForm)
	pick(t, sb.winner, 0)
	got["choice row"] = saidOf(u.window, sb.winner.Buttons[0])
	got["stepper with a guess"] = sb.left[1].AccessibilityLabel()
	got["stepper's plus"] = saidOf(u.window, sb.left[1].Plus)

	u, _ = newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Ben")
	strokes(t, u, "3 1 [Shift+Tab][Space] [Return] 23 [Return] [Return] 19 [Return] 15")
	k := u.entry.form.(*skuckForm)
	got["stepper"] = k.made[0].AccessibilityLabel()
	got["helper"] = k.helperBox.Header.AccessibilityLabel()
	got["clock"] = k.clock[1].AccessibilityLabel()
	for _, l := range labelsOf(u.window) {
		if strings.Contains(l, "23") || strings.Contains(l, "19") {
			got["hidden bids"] += l + " | "
		}
	}
	// Skull King's bids in secret: Anne's bid is said nowhere once the
	// device goes to Ben
	u, _ = newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Ben", "Carla")
	press(t, u.entry.form.(*skForm).secret)
	pick(t, u.secretView.askBox.(*widgets.Choices), 1)
	for _, l := range labelsOf(u.window) {
		if strings.Contains(l, "Anne") {
			got["hidden bids"] += l + " | "
		}
	}
	return got
}

// tableCell is the sheet's table's cell of round r (0-based) and side p
// in the totals view.
func tableCell(s *sheet, r, p int) (id struct{ Row, Col int }) {
	id.Row, id.Col = r+s.titleRows(), p*len(s.view())
	return id
}

// saidOf is what a screen reader says of the object of w that shows the
// button b: a control's button is b's widget (a row of choices, a
// stepper), which says more than b alone.
func saidOf(w fyne.Window, b *widget.Button) string {
	var found fyne.CanvasObject
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || found != nil {
			return
		}
		if v := reflect.ValueOf(o); v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct {
			if f := v.Elem().Field(0); f.Type() == reflect.TypeOf(widget.Button{}) && f.Addr().Interface() == b {
				found = o
			}
		}
		for _, c := range kids(o) {
			walk(c)
		}
	}
	walk(w.Content())
	if a, ok := found.(fyne.Accessible); ok {
		return a.AccessibilityLabel()
	}
	return "(not on the window)"
}

// labelsOf are the labels of every object of w a screen reader names.
func labelsOf(w fyne.Window) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		if l, ok := said(o); ok {
			out = append(out, l)
		}
		for _, c := range kids(o) {
			walk(c)
		}
	}
	walk(w.Content())
	return out
}

// wantLabels are sampleLabels word for word, by language.
var wantLabels = map[string]map[string]string{
	"en": {
		"standings after Save":     "Standings after round 2: Ben leading with 50, Anne 40, Carla 30, Dan 30.",
		"bid button":               "Bid 2 for Ben, selected",
		"bid button not picked":    "Bid 1 for Ben",
		"bonus chip":               "Black 14 captured by Carla: 1",
		"tricks button":            "Tricks won by Dan: 0, selected",
		"sheet cell":               "Round 2, Dan: bid 0, won 0, 20 points; total 30",
		"sheet cell of the dealer": "Round 2, Ben (deals): bid 2, won 2, 40 points; total 50",
		"sheet":                    "Score sheet, rounds: 2; Anne 40, Ben 50, Carla 30, Dan 30",
		"chart":                    "Chart, total by rounds: Anne 0, 20, 40; Ben 0, 10, 50; Carla 0, 10, 30; Dan 0, 10, 30",
		"QR code":                  "QR code of the address URL",
		"choice row":               "Anne emptied the stock pile, selected",
		"stepper with a guess":     "Cards left in Ben's stock pile, not entered, guess 10",
		"stepper's plus":           "Cards left in Ben's stock pile, not entered, guess 10: plus 1",
		"stepper":                  "Tricks made by Anne, 15",
		"helper":                   "Who calls trump? (points helper), closed",
		"clock":                    "Start the clock of Ben, 0:00 used",
	},
	"de": {
		"standings after Save":     "Stand nach Runde 2: Ben vorn mit 50, Anne 40, Carla 30, Dan 30.",
		"bid button":               "Ansage 2 für Ben, ausgewählt",
		"bid button not picked":    "Ansage 1 für Ben",
		"bonus chip":               "Schwarze 14 gefangen von Carla: 1",
		"tricks button":            "Stiche von Dan: 0, ausgewählt",
		"sheet cell":               "Runde 2, Dan: Ansage 0, Stiche 0, 20 Punkte; Summe 30",
		"sheet cell of the dealer": "Runde 2, Ben (gibt): Ansage 2, Stiche 2, 40 Punkte; Summe 50",
		"sheet":                    "Spielblatt, Runden: 2; Anne 40, Ben 50, Carla 30, Dan 30",
		"chart":                    "Diagramm, Summe nach Runden: Anne 0, 20, 40; Ben 0, 10, 50; Carla 0, 10, 30; Dan 0, 10, 30",
		"QR code":                  "QR-Code der Adresse URL",
		"choice row":               "Anne hat den Spielstapel geleert, ausgewählt",
		"stepper with a guess":     "Karten übrig im Spielstapel von Ben, nicht eingegeben, geschätzt 10",
		"stepper's plus":           "Karten übrig im Spielstapel von Ben, nicht eingegeben, geschätzt 10: plus 1",
		"stepper":                  "Gemachte Stiche von Anne, 15",
		"helper":                   "Wer sagt Trumpf an? (Punktehilfe), geschlossen",
		"clock":                    "Uhr von Ben starten, 0:00 verbraucht",
	},
}

// TestLabelsWordForWord checks a sample of what a screen reader says,
// word for word, in English and German; the bids of a SKUCK game are
// said nowhere while they are hidden.
func TestLabelsWordForWord(t *testing.T) {
	t.Run("en", func(t *testing.T) { checkLabels(t, "en") })
	t.Run("de", func(t *testing.T) { inChild(t, "TestLabelsChild", envFitLang+"=de") })
}

// TestLabelsChild is TestLabelsWordForWord in German.
func TestLabelsChild(t *testing.T) {
	if os.Getenv(envFitLang) == "" {
		t.Skip("the child of TestLabelsWordForWord")
	}
	inLanguage(t, os.Getenv(envFitLang))
	checkLabels(t, os.Getenv(envFitLang))
}

func checkLabels(t *testing.T, language string) {
	got := sampleLabels(t)
	for name, want := range wantLabels[language] {
		if got[name] != want {
			t.Errorf("%s: %q\n  want %q", name, got[name], want)
		}
	}
	if h := got["hidden bids"]; h != "" {
		t.Errorf("the hidden bids are said: %s", h)
	}
}
