package app

import (
	"fmt"
	"scorekeeper/app/widgets"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// place is one line of the standings: a player, or a team in team play.
type place struct {
	text string // "1. Anne  42 · winner"
	note string // the game's line under it ("" none)
	lead bool   // first place
	out  bool
}

// placesOf lists the places of m: one a player, or one a team when the
// game plays in teams (the team's names once, its score).
func placesOf(m *scoring.Match, res scoring.Result) ([]place, standingsExtras) {
	var extras standingsExtras
	if g := uiOf(m.Game.Name()); g != nil && g.standings != nil {
		extras = g.standings(m, res)
	}
	name := func(st scoring.Standing) string {
		if extras.team != nil {
			if t := extras.team(st); t != "" {
				return t
			}
		}
		return st.Player.Name
	}
	winners := map[string]bool{} // by name shown: a team wins once
	for _, id := range res.Winners {
		for _, st := range res.Standings {
			if st.Player.ID == id {
				winners[name(st)] = true
			}
		}
	}
	seen := map[string]bool{}
	gone := eliminated(m)
	var out []place
	for _, st := range res.Standings {
		n := name(st)
		if seen[n] && extras.team != nil && extras.team(st) != "" {
			continue // the team's other players
		}
		seen[n] = true
		t := fmt.Sprintf("%d. %s  ", st.Rank, n) + scoreOf(st, extras, gone)
		if winners[n] {
			if len(winners) > 1 {
				t += " · " + lang.L("ui.standings.tie")
			} else {
				t += " · " + lang.L("ui.standings.winner")
			}
		}
		if st.Out {
			t += " · " + lang.L("ui.standings.out")
		}
		p := place{text: t, lead: st.Rank == 1, out: st.Out || gone[st.Player.ID]}
		if extras.note != nil {
			p.note = extras.note(st)
		}
		out = append(out, p)
	}
	return out, extras
}

// eliminator is a game its players drop out of while it goes on (Skull).
type eliminator interface {
	Eliminated(players []scoring.Player) []string
}

// eliminated is the set of the players of m out of the game (not
// Standing.Out, losing by a rule: that is said after the score).
func eliminated(m *scoring.Match) map[string]bool {
	out := map[string]bool{}
	if g, ok := m.Game.(eliminator); ok {
		for _, id := range g.Eliminated(m.Players) {
			out[id] = true
		}
	}
	return out
}

// scoreOf is the score said after a player's name: the game's, or the
// total; "out" for a player out of the game (as the entry says it).
func scoreOf(st scoring.Standing, extras standingsExtras, gone map[string]bool) string {
	switch {
	case gone[st.Player.ID]:
		return lang.L("ui.standings.eliminated")
	case extras.score != nil:
		return extras.score(st)
	}
	return itoa(st.Total)
}

// standingsView shows the places: winners, ties, and the game's own
// extras (who does the dishes, SKUCK's plussies and Clicks, ...).
func standingsView(m *scoring.Match) (fyne.CanvasObject, []string) {
	res := m.Result()
	var lines []string
	box := container.NewVBox()
	title := lang.L("ui.standings.now")
	if res.Over {
		title = lang.L("ui.standings.final")
	}
	box.Add(widgets.Heading(title))
	lines = append(lines, title)
	places, extras := placesOf(m, res)
	for _, p := range places {
		l := widgets.Wrapped(p.text)
		l.TextStyle.Bold = p.lead
		lines = append(lines, p.text)
		if p.note != "" {
			box.Add(widgets.WithNote(l, widgets.Wrapped(p.note), 2*theme.InnerPadding()))
			lines = append(lines, "   "+p.note)
			continue
		}
		box.Add(l)
	}
	for _, r := range extras.after {
		l := widget.NewLabel(r.text)
		if r.warn {
			l.Importance = widget.WarningImportance
		}
		box.Add(l)
		lines = append(lines, r.text)
	}
	return box, lines
}

// compactStandings is the standings of a finished match on its sheet,
// leaving the rounds the room: a line a place and the game's remarks in
// one text, the places' notes only with details. It returns the text's
// lines too, for tests.
func compactStandings(m *scoring.Match, details bool) (*widget.RichText, []string, bool) {
	res := m.Result()
	places, extras := placesOf(m, res)
	t := widget.NewRichText()
	t.Wrapping = fyne.TextWrapWord
	var lines []string
	hasNotes := false
	add := func(text string, style widget.RichTextStyle) {
		t.Segments = append(t.Segments, &widget.TextSegment{Text: text, Style: style})
		lines = append(lines, text)
	}
	for _, p := range places {
		st := widget.RichTextStyleParagraph
		if p.lead {
			st.TextStyle.Bold = true // a line of its own, as Strong is not
		}
		add(p.text, st)
		if p.note != "" {
			hasNotes = true
			if details {
				n := widget.RichTextStyleParagraph
				n.SizeName = theme.SizeNameCaptionText
				add("   "+p.note, n)
			}
		}
	}
	for _, r := range extras.after {
		st := widget.RichTextStyleParagraph
		if r.warn {
			st.ColorName = theme.ColorNameWarning
		}
		add(r.text, st)
	}
	return t, lines, hasNotes
}

// leadLine names who leads a match in progress on its sheet: "Leading:",
// then each leading side (a team in team play) with its total, a text of
// its own: the line wraps between leaders, never between a name and its
// total.
func leadLine(s sheetModel, width float32) fyne.CanvasObject {
	type leader struct {
		name  string
		total int
	}
	var lead []leader
	for k, on := range s.leaders {
		if on && k < len(s.sides) && k < len(s.totals) {
			lead = append(lead, leader{s.sides[k].Name, s.totals[k]})
		}
	}
	if len(lead) == 0 {
		return widgets.Heading(lang.L("ui.standings.none"))
	}
	texts := make([]*canvas.Text, 1+len(lead))
	objs := make([]fyne.CanvasObject, len(texts))
	for i := range texts {
		texts[i] = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		texts[i].TextSize, texts[i].TextStyle = theme.TextSize(), fyne.TextStyle{Bold: true}
		objs[i] = texts[i]
	}
	// a space between the texts; one row as high as a label's
	l := &flowLayout{width: width, gap: theme.Padding(), rowGap: theme.InnerPadding()}
	c := container.New(l, objs...)
	l.refresh = c.Refresh
	// the names are cut to the width the line is given ("…"), never the
	// totals
	l.fit = func(width float32) {
		texts[0].Text = lang.L("ui.standings.lead")
		for i, x := range lead {
			suffix := " " + itoa(x.total)
			if i < len(lead)-1 {
				suffix += ","
			}
			t := texts[i+1]
			t.Text = fitName(x.name, "", suffix, t.TextSize, t.TextStyle, width-2*theme.InnerPadding()) + suffix
		}
	}
	l.fit(width)
	var said []string
	for _, x := range lead {
		said = append(said, x.name+" "+itoa(x.total))
	}
	return newSpoken(c, lang.L("ui.standings.lead")+" "+strings.Join(said, ", "))
}

// leadFits reports whether leadLine at width shows every leader's name
// whole.
func leadFits(s sheetModel, width float32) bool {
	for k, on := range s.leaders {
		if on && k < len(s.sides) && k < len(s.totals) {
			need := fyne.MeasureText(s.sides[k].Name+" "+itoa(s.totals[k])+",", theme.TextSize(), fyne.TextStyle{Bold: true}).Width
			if need > width-2*theme.InnerPadding() {
				return false
			}
		}
	}
	return true
}

// stripPlace is one side's entry of the standings strip.
type stripPlace struct {
	name, score string // the side's name and its score as shown
	lead        bool   // first place
}

// stripPlaces are the sides of m after the rounds before round n
// (1-based) in places, the leaders first; none before the first round.
func stripPlaces(m *scoring.Match, n int) []stripPlace {
	if n <= 1 {
		return nil
	}
	return placesBefore(m, n)
}

// placesBefore are the sides of m in places after the rounds before
// round n (1-based; in round 1 everyone at the start).
func placesBefore(m *scoring.Match, n int) []stripPlace {
	if m.Game.Len() < n-1 {
		return nil
	}
	before := &scoring.Match{Players: m.Players, Game: m.Game.FirstRounds(n - 1)}
	res := before.Result()
	var extras standingsExtras
	if g := uiOf(m.Game.Name()); g != nil && g.standings != nil {
		extras = g.standings(before, res)
	}
	var out []stripPlace
	seen := map[string]bool{}
	gone := eliminated(before)
	for _, st := range res.Standings {
		p := stripPlace{name: st.Player.Name, score: scoreOf(st, extras, gone), lead: st.Rank == 1}
		if extras.team != nil {
			if t := extras.team(st); t != "" {
				if seen[t] {
					continue // the team's score is on its first player's
				}
				seen[t], p.name = true, t
			}
		}
		if st.Out {
			p.score += " (" + lang.L("ui.standings.out") + ")"
		}
		out = append(out, p)
	}
	return out
}

// stripEntries is the standings strip over the entry of round n
// (1-based): every player's total after the rounds before it, in places,
// the leaders first, marked and bold. A name is cut to fit maxWidth
// beside its score; where even its first letter would not, the score
// goes under the name.
func stripEntries(places []stripPlace, maxWidth float32) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, p := range places {
		prefix, suffix := "", " "+p.score
		text := func(s string) *canvas.Text {
			t := canvas.NewText(s, theme.Color(theme.ColorNameForeground))
			t.TextSize, t.TextStyle.Bold = theme.TextSize(), p.lead
			return t
		}
		if p.lead {
			prefix = "▲ "
		}
		t := text("")
		first := string([]rune(p.name)[:min(1, len([]rune(p.name)))]) + "…"
		if fyne.MeasureText(prefix+first+suffix, t.TextSize, t.TextStyle).Width > maxWidth {
			t.Text = prefix + fitName(p.name, prefix, "", t.TextSize, t.TextStyle, maxWidth)
			score := text(fitName(p.score, "", "", t.TextSize, t.TextStyle, maxWidth))
			out = append(out, container.New(layout.NewCustomPaddedVBoxLayout(0), t, score))
			continue
		}
		t.Text = prefix + fitName(p.name, prefix, suffix, t.TextSize, t.TextStyle, maxWidth) + suffix
		out = append(out, t)
	}
	return out
}

// spoken is a box of texts a screen reader reads as one sentence, said
// (canvas texts say nothing of their own): the standings strip, the
// sheet's lead line.
type spoken struct {
	widget.BaseWidget
	box  *fyne.Container
	said string
}

func newSpoken(box *fyne.Container, said string) *spoken {
	s := &spoken{box: box, said: said}
	s.ExtendBaseWidget(s)
	return s
}

func (s *spoken) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(s.box) }

// AccessibilityLabel is the sentence.
func (s *spoken) AccessibilityLabel() string { return s.said }

// AccessibilityRole: read as a text.
func (s *spoken) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// newStrip is the standings strip over the entry of round n of m: every
// side's total, the leaders first and marked, wrapping as the width
// asks, a name never split from its total; hidden before the first
// round. A screen reader reads it as one sentence: the standings after
// the round just saved.
func newStrip(m *scoring.Match, n int, width float32) *spoken {
	if width < narrowestPhone {
		width = narrowestPhone // a window not shown yet: the phone's
	}
	l := &flowLayout{width: width}
	c := container.New(l)
	l.refresh = c.Refresh
	places := stripPlaces(m, n)
	for _, o := range stripEntries(places, width-2*theme.InnerPadding()) {
		c.Add(o)
	}
	s := newSpoken(c, standingsSentence(places, n-1, callsRoundsGames(m.Game.Name())))
	s.Hidden = len(c.Objects) == 0
	return s
}

// stripRoom is the room the standings strip over round n's entry keeps:
// the rows it takes at the width it is laid out at when every side leads
// (bold, marked) with a total of four figures, or as many as it shows now
// when more. The rows do not change from round to round (none before the
// first, longer totals, more leaders), so the controls under the strip
// stay where the finger knows them.
type stripRoom struct {
	widest []fyne.CanvasObject
	strip  *spoken
}

func newStripRoom(m *scoring.Match, n int, strip *spoken, width float32) fyne.CanvasObject {
	places := placesBefore(m, n)
	for i := range places {
		places[i].lead = true
		if _, err := strconv.Atoi(places[i].score); err == nil {
			places[i].score = "-000"
		}
	}
	r := &stripRoom{widest: stripEntries(places, max(width, narrowestPhone)-2*theme.InnerPadding()), strip: strip}
	return container.New(r, strip)
}

func (r *stripRoom) height(width float32) float32 {
	if len(r.widest) == 0 {
		return 0
	}
	return (&flowLayout{}).place(r.widest, width, false)
}

func (r *stripRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
	}
}

func (r *stripRoom) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(0, 0)
	if r.strip.Visible() {
		s = r.strip.MinSize()
	}
	width := r.strip.box.Layout.(*flowLayout).width
	return fyne.NewSize(s.Width, max(s.Height, r.height(width)))
}

// standingsSentence says the places after round n in one sentence:
// "Standings after round 3: Anne leading with 120, Ben 80, Cleo 40."
func standingsSentence(places []stripPlace, n int, games bool) string {
	if len(places) == 0 {
		return ""
	}
	var leaders, rest []string
	for _, p := range places {
		if p.lead {
			leaders = append(leaders, p.name)
		} else {
			rest = append(rest, p.name+" "+p.score)
		}
	}
	parts := append([]string{lang.X("ui.a11y.leads", "{{.Names}} leading with {{.Score}}",
		map[string]any{"Names": strings.Join(leaders, ", "), "Score": places[0].score})}, rest...)
	key := "ui.a11y.standings"
	if games {
		key = "ui.a11y.standingsGame"
	}
	return lang.X(key, "Standings after round {{.Round}}: {{.Places}}.", map[string]any{"Round": n, "Places": strings.Join(parts, ", ")})
}

// fitName shortens name with "…" until prefix+name+suffix fits maxWidth
// (a name too long for the phone's width; canvas text does not wrap).
func fitName(name, prefix, suffix string, size float32, style fyne.TextStyle, maxWidth float32) string {
	r := []rune(name)
	cut := name
	for len(r) > 1 && fyne.MeasureText(prefix+cut+suffix, size, style).Width > maxWidth {
		r = r[:len(r)-1]
		cut = string(r) + "…"
	}
	return cut
}

// narrowestPhone is the narrowest width the screens are made for, less
// the screen's padding.
const narrowestPhone = 320

// stripString is what the strip shows, for tests.
func stripString(s *spoken) string {
	var parts []string
	for _, o := range s.box.Objects {
		switch o := o.(type) {
		case *canvas.Text:
			parts = append(parts, o.Text)
		case *fyne.Container: // a name over its score
			var lines []string
			for _, t := range o.Objects {
				lines = append(lines, t.(*canvas.Text).Text)
			}
			parts = append(parts, strings.Join(lines, " "))
		}
	}
	return strings.Join(parts, " · ")
}

// flowLayout places objects left to right at their minimum size, on as
// many rows as the width needs. Its height follows the width it was last
// laid out at (a guess before that): when that changes the rows, the
// container is refreshed so the screen makes room.
type flowLayout struct {
	gap    float32 // between objects on a row (0: 3 paddings)
	rowGap float32 // above, between and below the rows (0: a padding)
	// fit, when set, cuts the objects to a width: it runs when the width
	// laid out at changes, and the narrowest object is the least width
	fit     func(width float32)
	fitted  float32
	width   float32
	height  float32 // reported by MinSize
	refresh func()
}

func (l *flowLayout) place(objs []fyne.CanvasObject, width float32, move bool) float32 {
	gapX, gapY := 3*theme.Padding(), theme.Padding()
	if l.gap > 0 {
		gapX = l.gap
	}
	if l.rowGap > 0 {
		gapY = l.rowGap
	}
	inset := theme.InnerPadding() // the text of the labels under it starts there
	x, y, rowH := inset, gapY, float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		s := o.MinSize()
		if x > inset && x+s.Width > width-inset {
			x, y, rowH = inset, y+rowH+gapY, 0
		}
		if move {
			o.Move(fyne.NewPos(x, y))
			o.Resize(s)
		}
		x += s.Width + gapX
		rowH = max(rowH, s.Height)
	}
	return y + rowH + gapY
}

func (l *flowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if size.Width <= 0 {
		return // not laid out yet (objects added): keep the guess
	}
	l.width = size.Width
	if l.fit != nil && l.fitted != size.Width {
		l.fitted = size.Width
		l.fit(size.Width)
	}
	if h := l.place(objs, size.Width, true); h != l.height {
		l.height = h
		if l.refresh != nil {
			fyne.Do(l.refresh) // MinSize now says h: the parent lays out again
		}
	}
}

func (l *flowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w float32
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		if l.fit != nil && i > 0 {
			w = min(w, o.MinSize().Width)
		} else {
			w = max(w, o.MinSize().Width)
		}
	}
	width := l.width
	if width <= 0 {
		width = w
	}
	l.height = l.place(objs, max(width, w), false)
	return fyne.NewSize(w+2*theme.InnerPadding(), l.height)
}
