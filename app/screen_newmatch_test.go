package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// absBottom and absTop are where an object ends and starts on the canvas.
func absTop(o fyne.CanvasObject) float32 {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o).Y
}

// heading finds the label saying text in the window.
func heading(t *testing.T, u *UI, text string) *widget.Label {
	t.Helper()
	for _, o := range test.LaidOutObjects(u.window.Content()) {
		if l, ok := o.(*widget.Label); ok && l.Text == text && l.Visible() {
			return l
		}
	}
	t.Fatalf("no %q in the window", text)
	return nil
}

// TestNewMatchSeatsAboveOptions: on a desktop window each player seated
// takes room above the Options heading; the seating never runs under it
// (issue 21 item 15: the third seat was drawn over it when the roster's
// column was the higher one), on the phone too.
func TestNewMatchSeatsAboveOptions(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 360, Height: 740}} {
		u, db := newTestUI(t)
		for _, name := range []string{"Anne", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ida", "Jo", "Kim", "Lou", "Max", "Ned", "Ola"} {
			if _, err := db.AddPlayer(name); err != nil {
				t.Fatal(err)
			}
		}
		u.window.Resize(size)
		n := seatMatch(t, u, "skull")
		h := heading(t, u, "Options") // found once: LaidOutObjects lays the window out
		for _, p := range n.roster[:5] {
			test.Tap(n.rosterBox.Objects[indexOfRoster(n, p.ID)].(*widget.Button))
			seats := n.seating
			bottom := absTop(seats) + seats.MinSize().Height
			if absTop(h) < bottom-0.5 || seats.Size().Height < seats.MinSize().Height-0.5 {
				t.Fatalf("%.0f wide, %d seated: the seating ends at %.0f (laid out %.0f high of %.0f), the Options heading starts at %.0f",
					size.Width, len(n.seats), bottom, seats.Size().Height, seats.MinSize().Height, absTop(h))
			}
		}
	}
}

// indexOfRoster is the place of the roster player id among the buttons.
func indexOfRoster(n *newMatch, id string) int {
	for i, p := range n.roster {
		if p.ID == id {
			return i
		}
	}
	return -1
}

// TestFixtureTitle: a league fixture's entry is titled as the match's
// (SKUCK · game 1), also when the league's table, read in the
// background, arrives after the entry opened (issue 21 item 15: it took
// the league's name).
func TestFixtureTitle(t *testing.T) {
	u, db := newTestUI(t)
	addPlayers(t, db, "Anne", "Bob", "Carl", "Dora")
	press(t, u.homeView.leagues)
	g := u.leagues
	press(t, g.new)
	test.Type(g.name, "Tuesday")
	for _, p := range g.roster {
		g.Toggle(p.ID)
	}
	press(t, g.createButton)
	s := u.league
	s.wait()
	u.inline = false // the table is read in the background, as in the app
	run := runUILoop(t, u, nil)
	press(t, s.play[0])
	press(t, u.new.startButton)
	loaded := make(chan struct{}) // the league's loads done, their results shown
	go func() { s.busy.Wait(); close(loaded) }()
	run(func() bool {
		select {
		case <-loaded:
			return true
		default:
			return false
		}
	})
	if got := u.nav.top().title; got != "SKUCK · game 1" {
		t.Errorf("the fixture's entry is titled %q", got)
	}
	// a load of the league's table that ends while the entry is on top
	// names the league's screen, not the entry
	s.load(s.number)
	reloaded := make(chan struct{})
	go func() { s.busy.Wait(); close(reloaded) }()
	run(func() bool {
		select {
		case <-reloaded:
			return true
		default:
			return false
		}
	})
	if got := u.nav.top().title; got != "SKUCK · game 1" {
		t.Errorf("after a late load of the league, the fixture's entry is titled %q", got)
	}
	if got := u.nav.screens[len(u.nav.screens)-2].title; got != "Tuesday" {
		t.Errorf("the league's screen is titled %q", got)
	}
}
