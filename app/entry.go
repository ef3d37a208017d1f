package app

import (
	"encoding/json"
	"errors"
	"scorekeeper/app/widgets"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// roundForm is one game's entry form for one round.
type roundForm interface {
	// view is the form's widgets.
	view() fyne.CanvasObject
	// apply returns a copy of the match's game with this round in place.
	apply() scoring.Game
	// state is what a draft keeps (JSON).
	state() any
	// blocked gives a reason (translated) why the round cannot be saved
	// yet besides the rules, e.g. bids still hidden; "" when none.
	blocked() string
	// close stops what the form runs (clocks), keeping their state in
	// the draft.
	close()
}

// entry is the round entry screen shared by all games: validation next
// to each field as you go, Save disabled with the reason, a draft kept in
// the store (entry_drafts.go), and the save to the store.
type entry struct {
	u           *UI
	m           *scoring.Match
	round       int  // the round entered, 1-based
	editing     bool // a past round
	form        roundForm
	labels      []*issueLabel
	rooms       []fyne.CanvasObject // per label: its room in the form
	issues      scoring.Issues      // the whole match's issues with this round in place
	saveButton  *widgets.Button
	reasonLabel *issueLabel
	general     *issueLabel
	info        *widget.Label
	scroll      *container.Scroll // the form's (nil until the screen is made)
	// standings is the strip over the form: every player's total before
	// this round, the leader marked (for tests).
	standings *spoken
	// built is the revision of the match the screen was made from: when
	// the stored one differs (a round edited on the sheet, a sync), the
	// screen is made again when it shows
	built int
	// later is the draft an undo of this round replaced (the next
	// round's typed entries): the match's draft again once this round is
	// saved (nil: none)
	later json.RawMessage
	// overtakenBox is the choice offered when another device saved the
	// match while this round was typed (nil: none shown)
	overtakenBox *overtakenChoice
	// quiet is until when taps on the steady controls are ignored: the
	// form just changed under a finger (see hold)
	quiet time.Time
}

// switchQuiet is how long taps are ignored after the form changed by
// itself under a finger (the bids switched to the tricks, the form
// scrolled to what a tap showed): the finger's second tap would land on
// what now stands where it tapped.
const switchQuiet = 400 * time.Millisecond

// hold makes the steady controls ignore taps for a moment.
func (e *entry) hold() { e.quiet = e.u.now().Add(switchQuiet) }

// settling says whether taps on the steady controls are still ignored.
func (e *entry) settling() bool { return e.u.now().Before(e.quiet) }

// steady makes taps on b do nothing while the form is settling.
func (e *entry) steady(b *widget.Button) {
	tap := b.OnTapped
	b.OnTapped = func() {
		if !e.settling() && tap != nil {
			tap()
		}
	}
}

// steadyChoices is steady for each button of c.
func (e *entry) steadyChoices(c *widgets.Choices) {
	for _, b := range c.Buttons {
		e.steady(b)
	}
}

// openEntry shows the entry of the given round of m (1-based; 0: the
// next round). A match has one entry of its next round: one already
// stacked (under its sheet) is shown again, brought up to date.
func (u *UI) openEntry(m *scoring.Match, round int) {
	if round == 0 {
		if m.Over() {
			u.openSheet(m)
			return
		}
		if u.backToScreen(func(s *screen) bool { return isRoundEntry(s, m.ID) }) != nil {
			return
		}
		round = m.Game.Len() + 1
	}
	u.showEntry(m, round, true)
}

// isRoundEntry says whether s is the entry of match id's next round (not
// an edit of a past one).
func isRoundEntry(s *screen, id string) bool {
	e, ok := s.owner.(*entry)
	return ok && s.kind == "entry" && s.match == id && !e.editing
}

// showEntry pushes the entry of round (1-based) of m; resume goes on with
// a secret entry the draft holds (the app was closed while the device
// was passed round).
func (u *UI) showEntry(m *scoring.Match, round int, resume bool) {
	g := uiOf(m.Game.Name())
	if g == nil {
		return
	}
	var saved, later []byte
	overtaken := 0 // the round typed here that stored rounds overtook
	switch d := u.loadDraft(m.ID); {
	case d == nil:
	case d.Round == round:
		saved, later = d.Data, d.Later
	case d.Next && d.Round < round && round == m.Game.Len()+1:
		saved, later, overtaken = d.Data, d.Later, d.Round // kept: it is now the next round
	}
	e := u.newEntry(m, round)
	if !e.editing {
		e.later = later
	}
	e.built = m.Revision
	e.form = g.form(e, saved)
	u.entry = e
	sheetBtn := widgets.NewButton(lang.L("ui.entry.sheet"), theme.ListIcon(), func() { u.openSheet(m) })
	width := u.window.Canvas().Size().Width - 4*theme.Padding()
	e.standings = newStrip(m, round, width)
	// the round's line wraps beside Sheet at a large text size: once its
	// width is known the screen is laid out again for the lines it takes
	// (Fyne kept the first layout's height, and the line ran into the form)
	var v *fyne.Container
	info := container.New(&widgets.WidthLayout{OnChanged: func(float32) {
		if v != nil {
			fyne.Do(v.Refresh)
		}
	}}, e.info)
	top := widgets.Border(newStripRoom(m, round, e.standings, width), nil, nil, sheetBtn, info)
	// the room over Save is two lines, more while a longer reason shows
	// (it grows up from Save, moving nothing of the form); the other
	// messages follow the form (endRoom)
	bottom := container.NewVBox(widgets.KeepSpace(e.reasonLabel, "\n"), e.saveButton)
	form := container.NewPadded(e.form.view())
	end := &widgets.EndRoom{Form: form}
	ends := container.New(end, e.general)
	e.scroll = container.NewVScroll(container.NewVBox(form, ends))
	end.Scroll = e.scroll
	e.scroll.OnScrolled = func(fyne.Position) { ends.Refresh(); e.scroll.Refresh() }
	v = widgets.Border(top, bottom, nil, nil, e.scroll) // Tab: the top, the form, Save
	title := lang.X("ui.entry.title", "{{.Game}} · round {{.Round}}", map[string]any{"Game": gameName(m.Game.Name()), "Round": round})
	if g.roundsAreGames {
		title = lang.X("ui.entry.titleGame", "{{.Game}} · game {{.Round}}", map[string]any{"Game": gameName(m.Game.Name()), "Round": round})
	}
	if e.editing {
		title = lang.X("ui.entry.edit", "Edit round {{.Round}}", map[string]any{"Round": round})
		if g.roundsAreGames {
			title = lang.X("ui.entry.editGame", "Edit game {{.Round}}", map[string]any{"Round": round})
		}
	}
	u.push(title, widgets.Readable(v), e.reshow)
	u.onLeave(e.form.close)
	u.tag("entry", m.ID, e)
	e.changed()
	if overtaken > 0 {
		u.notice(lang.X("ui.entry.movedOn", "Round {{.Old}} came from another device: what was typed here for it is round {{.Round}} now.",
			map[string]any{"Old": overtaken, "Round": round}))
	}
	if s, ok := e.form.(interface{ resumeSecret() }); ok && resume {
		s.resumeSecret() // a secret entry was being passed round when the app closed
	}
}

// newEntry is the entry of round (1-based) of m, its form not yet made.
func (u *UI) newEntry(m *scoring.Match, round int) *entry {
	e := &entry{u: u, m: m, round: round, editing: round <= m.Game.Len()}
	e.info = widgets.Wrapped("")
	e.general = newIssueLabel(0)
	e.reasonLabel = newIssueLabel(0)
	save := lang.L("ui.entry.save")
	if callsRoundsGames(m.Game.Name()) { // SKUCK: a game
		save = lang.L("ui.entry.saveGame")
	}
	e.saveButton = widgets.NewButton(save, theme.DocumentSaveIcon(), e.save)
	e.saveButton.Importance = widget.HighImportance
	return e
}

// messages is the room for the messages of a player's fields ("" for
// the round's), fixed when the screen opens: one line, as high as its
// text (no padding of its own), that shows the most important of them;
// one too long for the line shows its first words and "↓": it is said
// whole, wrapped, below (over Save, or at the end of the form), as are
// the others. Never more than one line:
// several kept per field made every round a swipe longer, and a room
// that grew moved the controls under it.
func (e *entry) messages(player string, fields ...string) fyne.CanvasObject {
	keys := make([]issueKey, len(fields))
	for k, f := range fields {
		keys[k] = issueKey{player: player, field: f}
	}
	return e.messagesOf(keys...)
}

// messagesOf is messages for fields of several players.
func (e *entry) messagesOf(keys ...issueKey) fyne.CanvasObject {
	l := newIssueLabel(1, keys...)
	l.refit = e.changed
	room := container.New(widgets.Tight{}, widgets.KeepSpace(l))
	e.labels, e.rooms = append(e.labels, l), append(e.rooms, room)
	return room
}

// endsForm says whether label k's room is the last thing of the form:
// what the form's end says stands right below it.
func (e *entry) endsForm(k int) bool {
	c, ok := e.form.view().(*fyne.Container)
	return ok && len(c.Objects) > 0 && c.Objects[len(c.Objects)-1] == e.rooms[k]
}

// refit lays the form out again at once: a part of it grew or shrank
// and what follows must make room (or close up) before the next tap.
func (e *entry) refit() {
	if e.scroll != nil {
		e.scroll.Content.Refresh()
		e.scroll.Refresh()
	}
}

// scrollTop shows the top of the form (a new phase of it).
func (e *entry) scrollTop() {
	if e.scroll != nil {
		e.scroll.ScrollToTop()
	}
}

// setInfo sets the line above the form (round, dealer, ...).
func (e *entry) setInfo(s string) { e.info.SetText(s) }

// changed validates the round as it stands, shows the issues next to
// their fields, enables Save or gives the reason, and keeps the draft.
func (e *entry) changed() {
	if e.form == nil {
		return // still being built
	}
	g := e.form.apply()
	probe := &scoring.Match{Players: e.m.Players, Game: g}
	e.issues = e.typed(probe.Validate())
	claimed, cut := e.showOnFields()
	blocked := e.form.blocked() // what the form needs first, before any rule
	why, first, ends := blocked, -1, ""
	if why == "" {
		why, first, ends = e.reason(probe)
	}
	var rest scoring.Issues // the issues no field shows whole, but the reason
	for k, i := range e.issues {
		// while the form needs something first, only what a field cuts;
		// an early end is said instead of the later rounds' errors
		other := i.Round != e.round
		if !claimed[k] && k != first && (!other || i.Severity == scoring.Error) && (blocked == "" || cut[k] != nil) && (ends == "" || !other) {
			rest = append(rest, i)
			if l := cut[k]; l != nil && e.endsForm(slices.Index(e.labels, l)) {
				l.say("", false) // said whole right below: not twice in a row
			}
		}
	}
	e.sayRest(why, rest)
	widgets.SetEnabled(e.saveButton, why == "")
	e.wireKeys()
	e.keepDraft()
}

// typed leaves out the issues of this round that rest on what the user
// has not entered yet (the form says which: an untouched count is no 0).
func (e *entry) typed(is scoring.Issues) scoring.Issues {
	f, ok := e.form.(interface{ untyped(scoring.Issue) bool })
	if !ok {
		return is
	}
	var out scoring.Issues
	for _, i := range is {
		if i.Round != e.round || !f.untyped(i) {
			out = append(out, i)
		}
	}
	return out
}

// showOnFields shows on each field's line the most important of its
// issues in this round, and says which issues show there whole (claimed)
// and which cut, on which line (by index in e.Issues).
func (e *entry) showOnFields() (claimed map[int]bool, cut map[int]*issueLabel) {
	claimed, cut = map[int]bool{}, map[int]*issueLabel{}
	for _, l := range e.labels {
		var mine []int
		for k, i := range e.issues {
			if i.Round == e.round && l.claims(i) {
				mine = append(mine, k)
			}
		}
		top := mostImportant(e.issues, mine)
		if top < 0 {
			l.say("", false)
			continue
		}
		text := e.issueText(e.issues[top])
		claimed[top] = l.fits(text)
		if !claimed[top] {
			text = pointDown(l, text) // said whole below
		}
		l.say(text, e.issues[top].Severity == scoring.Error)
		l.whole = true // what it shows fits: a narrower line checks again
		if !claimed[top] {
			cut[top] = l
		}
	}
	return claimed, cut
}

// pointDown is the first words of text that fit l's line with "↓"
// after them: the rest is a sentence below, whole, not cut mid-word
// with "…" as if that were all.
func pointDown(l *issueLabel, text string) string {
	words := strings.Fields(text)
	for n := len(words) - 1; n > 0; n-- {
		if t := strings.Join(words[:n], " ") + " ↓"; l.fits(t) {
			return t
		}
	}
	return "↓"
}

// reason is why the round cannot be saved by the rules ("" when it can):
// the first error (its round named when another), or an edit that ends
// the match early (ends); first is that error's index (-1 none).
func (e *entry) reason(probe *scoring.Match) (why string, first int, ends string) {
	for k, i := range e.issues {
		if i.Severity != scoring.Error {
			continue
		}
		why = e.issueText(i)
		if i.Round != e.round {
			key := "ui.entry.inRound"
			if callsRoundsGames(e.m.Game.Name()) {
				key = "ui.entry.inGame"
			}
			why = lang.X(key, "Round {{.Round}}: {{.Text}}", map[string]any{"Round": i.Round, "Text": why})
		}
		if ends = e.endsEarly(probe); ends != "" {
			why = ends
		}
		return why, k, ends
	}
	return "", -1, ""
}

// sayRest shows the reason over Save, wrapped, and at the end of the
// form what no field shows.
func (e *entry) sayRest(why string, rest scoring.Issues) {
	reason := ""
	if why != "" {
		reason = lang.X("ui.entry.cannot", "Cannot save yet: {{.Why}}", map[string]any{"Why": why})
	}
	e.reasonLabel.say(reason, true)
	var more []string
	for _, i := range rest {
		more = append(more, e.issueText(i))
	}
	e.general.say(strings.Join(more, " · "), why != "" || rest.HasErrors())
}

// issueText says i in the entry: a message about one player's entry
// names the player first ("Anne: Rascal wagers only …") unless it names
// them already, so that cut short, or read over Save, it is nobody
// else's.
func (e *entry) issueText(i scoring.Issue) string {
	t := issueText(i)
	k := scoring.Index(e.m.Players, i.Player)
	if i.Player == "" || k < 0 {
		return t
	}
	name := shownName(e.m.Players[k].Name)
	if name == "" || hasWord(t, name) {
		return t
	}
	return lang.X("ui.entry.whose", "{{.Name}}: {{.Text}}", map[string]any{"Name": name, "Text": t})
}

// hasWord says whether word stands in s as a word of its own (not
// inside a longer one: "Al" is not in "Already").
func hasWord(s, word string) bool {
	for from := 0; ; {
		k := strings.Index(s[from:], word)
		if k < 0 {
			return false
		}
		k += from
		before, _ := utf8.DecodeLastRuneInString(s[:k])
		after, _ := utf8.DecodeRuneInString(s[k+len(word):])
		if !unicode.IsLetter(before) && !unicode.IsLetter(after) {
			return true
		}
		from = k + len(word)
	}
}

// endsEarly explains an edit that ends the match before rounds already
// played ("" when it does not): who would win, in which round, and
// what to do.
func (e *entry) endsEarly(probe *scoring.Match) string {
	if !e.editing {
		return ""
	}
	last := probe.Game.Len()
	for k := e.round; k < last; k++ {
		early := &scoring.Match{Players: probe.Players, Game: probe.Game.FirstRounds(k)}
		if !early.Over() {
			continue
		}
		var names []string
		for _, st := range early.Result().Standings {
			if st.Rank == 1 {
				names = append(names, st.Player.Name)
			}
		}
		return lang.XN("ui.entry.endsEarly", "with this change {{.Names}} would win in round {{.End}}, but {{.Later}} more rounds were played after it. Correct this round, or undo the later rounds first.",
			last-k, map[string]any{"Names": strings.Join(names, ", "), "End": k, "Later": last - k})
	}
	return ""
}

// reshow runs when the screen is visible again. The match may have
// changed meanwhile (a round edited, undone or finished on the sheet, a
// sync): the stored match is read again, and the screen made again from
// it when it is not the one it shows (totals, labels, the round itself),
// what was typed kept (the draft). A match deleted meanwhile leaves.
func (e *entry) reshow() {
	u := e.u
	u.entry = e
	cur, err := u.store.Get(e.m.ID)
	switch {
	case errors.Is(err, errNotFound):
		u.leaveMatch(e.m.ID) // deleted: none of its screens stays
		return
	case err == nil && cur.Revision != e.m.Revision:
		*e.m = *cur // every screen showing this match shows the stored one
	}
	if !e.editing && e.m.Over() {
		u.back() // finished on the sheet: nothing left to enter here
		return
	}
	if e.m.Revision != e.built || (!e.editing && e.round != e.m.Game.Len()+1) {
		e.rebuild()
		return
	}
	if s, ok := e.form.(interface{ shown() }); ok {
		s.shown() // e.g. back from a secret entry left half way
	}
	e.changed()
}

// rebuild makes the screen again from the match as it is now, with what
// was typed (the draft; a secret entry left with Back stays left).
func (e *entry) rebuild() {
	e.keepDraft()
	round := e.round
	if !e.editing {
		round = e.m.Game.Len() + 1
	}
	e.u.pop() // closes the form (clocks keep their state in the draft)
	e.u.showEntry(e.m, round, false)
}

// setRound returns a copy of rounds with round as round n (1-based),
// appended when n is past the end.
func setRound[Round any](rounds []Round, n int, round Round) []Round {
	out := append([]Round(nil), rounds...)
	if n-1 < len(out) {
		out[n-1] = round
	} else {
		out = append(out, round)
	}
	return out
}

// restore decodes a draft into v when there is one.
func restore(saved []byte, v any) bool {
	return len(saved) > 0 && json.Unmarshal(saved, v) == nil
}

func itoa(n int) string { return strconv.Itoa(n) }

func signed(n int) string {
	if n > 0 {
		return "+" + itoa(n)
	}
	return itoa(n)
}

// bySeat returns one entry per player in seating order: the round's own
// (find) or a blank one.
func bySeat[E any](players []scoring.Player, find func(id string) (E, bool), blank func(id string) E) []E {
	out := make([]E, len(players))
	for i, p := range players {
		if e, ok := find(p.ID); ok {
			out[i] = e
		} else {
			out[i] = blank(p.ID)
		}
	}
	return out
}
