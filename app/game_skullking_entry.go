package app

import (
	"scorekeeper/app/widgets"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skullking"
)

// skForm enters a Skull King round in two phases: bids, then tricks with
// the bonuses one tap away. The last player's tricks are filled in from
// what is left.
type skForm struct {
	e     *entry
	s     skState
	p     []scoring.Player
	c     *fyne.Container
	cards int

	bids                                               []*widgets.Choices
	tricks                                             []*widgets.Choices
	points                                             []*widget.Label
	toTricksButton, toBids, secret, secretCannonButton *widgets.Button
	destroyed                                          *widgets.Choices
	filled                                             []*widget.Label     // per player: "filled in" by the app
	chips                                              [][]*widgets.Chip   // per player: the bonuses, one tap each
	loot                                               []*widgets.Chip     // per player: opens the allies (nil without Loot)
	cannon                                             []*widgets.Chip     // per player: Cannonball or Buckshot (nil without Rascal scoring)
	minus                                              []*widgets.Button   // per player: the next capture tapped is taken off (taking)
	allies                                             [][]*widgets.Button // per player, by seat: make the alliance (nil: self)
	picker                                             []*fyne.Container   // per player: the allies
	taking                                             int                 // the seat whose "−1" is on, -1 for none
	chipRow                                            []*fyne.Container   // per player: the chips (nil without Loot)
}

// skState is the draft: the round, the phase and whose tricks were set by hand.
type skState struct {
	Round  skullking.Round `json:"round"`
	Tricks bool            `json:"tricks"` // phase: tricks
	// TricksIn: the tricks phase was opened once, every player's tricks
	// set (to the bid at least): back on the bids, the round can be saved
	TricksIn bool         `json:"tricksIn"`
	Touched  []string     `json:"touched"`
	Bid      []string     `json:"bid"`              // players whose bid was picked
	Secret   *secretDraft `json:"secret,omitempty"` // a secret entry being passed round
	Open     []string     `json:"open"`             // players whose Loot allies are shown to pick from
}

func newSkullKingForm(e *entry, g *skullking.Match, saved []byte) *skForm {
	f := &skForm{e: e, p: e.m.Players}
	if !restore(saved, &f.s) {
		if e.editing {
			f.s.Round = cloneSkullKingRound(g.Rounds[e.round-1])
			f.s.Tricks, f.s.TricksIn = true, true
			for _, p := range f.p {
				f.s.Touched = append(f.s.Touched, p.ID)
				f.s.Bid = append(f.s.Bid, p.ID)
			}
		}
	}
	f.s.TricksIn = f.s.TricksIn || f.s.Tricks // a draft kept before TricksIn was
	f.s.Round.Entries = bySeat(f.p, f.s.Round.Entry, func(id string) skullking.Entry { return skullking.Entry{Player: id} })
	f.cards = g.Cards(e.round, f.p)
	f.c = container.NewVBox()
	d, l := g.Dealer(e.round, f.p), g.Leader(e.round, f.p)
	info := lang.X("ui.sk.turn", "Round {{.Round}} of {{.Rounds}} · cards: {{.Cards}}", map[string]any{
		"Round": e.round, "Rounds": len(g.Deals(f.p)), "Cards": f.cards})
	if d >= 0 && l >= 0 {
		info += "\n" + lang.X("ui.sk.dealer", "{{.Dealer}} deals, {{.Leader}} leads", map[string]any{"Dealer": f.p[d].Name, "Leader": f.p[l].Name})
	}
	e.setInfo(info)
	f.build()
	return f
}

func cloneSkullKingRound(r skullking.Round) skullking.Round {
	r.Entries = slices.Clone(r.Entries)
	for i := range r.Entries {
		r.Entries[i].LootWith = slices.Clone(r.Entries[i].LootWith)
	}
	return r
}

func (f *skForm) game() *skullking.Match { return f.e.m.Game.(*skullking.Match) }

// inPlay is which optional cards the match plays with: its options say,
// or for a match without them (imported), whether a round, this one
// included, uses them.
func (f *skForm) inPlay() skullking.InPlay {
	return f.apply().(*skullking.Match).InPlay()
}

func (f *skForm) view() fyne.CanvasObject { return f.c }

func (f *skForm) apply() scoring.Game {
	f.marks() // every change passes here: the preview counts it
	g := *f.game()
	g.Rounds = setRound(g.Rounds, f.e.round, cloneSkullKingRound(f.s.Round))
	return &g
}

func (f *skForm) state() any { return f.s }

func (f *skForm) blocked() string {
	if d := f.secretUnderWay(); d != nil {
		return lang.L("ui.sk.bidsReveal")
	}
	if d := f.cannonUnderWay(); d != nil {
		if d.Step >= len(f.p) {
			return lang.L("ui.sk.cannonReveal")
		}
		return lang.X("ui.sk.cannonUnderWay", "the secret Cannonball choices are under way: {{.Name}} chooses next.",
			map[string]any{"Name": f.p[d.Step].Name})
	}
	if missing := f.unbid(); len(missing) > 0 {
		return lang.X("ui.sk.bidsFirst", "enter the bids of {{.Names}}.", map[string]any{"Names": strings.Join(missing, ", ")})
	}
	if !f.s.TricksIn {
		return lang.L("ui.sk.tricksFirst")
	}
	return ""
}

// unbid names the players whose bid nobody entered yet (a bid not
// entered is no bid of 0).
func (f *skForm) unbid() []string {
	var out []string
	for _, p := range f.p {
		if !slices.Contains(f.s.Bid, p.ID) {
			out = append(out, p.Name)
		}
	}
	return out
}

func (f *skForm) close() {}

// build lays out the current phase.
func (f *skForm) build() {
	f.c.Objects = nil
	f.e.labels = nil
	f.bids, f.tricks, f.points, f.filled = nil, nil, nil, nil
	f.chips, f.loot, f.cannon, f.allies, f.picker, f.chipRow = nil, nil, nil, nil, nil, nil
	f.minus, f.taking = nil, -1
	if !f.s.Tricks {
		f.buildBids()
	} else {
		f.buildTricks()
	}
	f.c.Refresh()
}

// buildBids shows a row of numbers per player: one tap is a bid. Once
// every player has one, the tricks phase opens by itself; "→ Tricks"
// beside the heading (where the tricks' "← Bids" is) opens it before.
// Bidding in secret (first, the whole width) passes the phone instead;
// while that is under way the rows give way to whose bids are in (never
// the bids).
func (f *skForm) buildBids() {
	f.toTricksButton = widgets.NewButton(lang.L("ui.sk.toTricks"), theme.NavigateNextIcon(), f.switchToTricks)
	f.toTricksButton.Importance = widget.HighImportance
	f.c.Add(container.NewBorder(nil, nil, nil, f.toTricksButton, widgets.Heading(lang.L("ui.sk.bids"))))
	f.secret = widgets.NewButton(lang.L("ui.sk.secretBids"), theme.VisibilityOffIcon(), f.secretBids)
	f.secret.Wrap = true // at a large text size it is wider than a phone
	f.c.Add(f.secret)
	if on := f.secretUnderWay(); on != nil {
		f.secret.SetText(secretGoOn(on, f.p))
		f.secret.Importance = widget.HighImportance
		f.toTricksButton.Hide() // it would drop the bids entered so far
		if on.Step >= len(f.p) {
			f.c.Add(widgets.Wrapped(lang.L("ui.sk.secretAllIn")))
			return
		}
		var names []string
		for _, p := range f.p[:on.Step] {
			names = append(names, p.Name)
		}
		f.c.Add(widgets.Wrapped(lang.X("ui.sk.secretIn", "Bid in secret so far: {{.Names}}. {{.Name}} is next.",
			map[string]any{"Names": strings.Join(names, ", "), "Name": f.p[on.Step].Name})))
		return
	}
	for i, p := range f.p {
		i, id := i, p.ID
		bid := -1
		if slices.Contains(f.s.Bid, id) {
			bid = f.s.Round.Entries[i].Bid
		}
		n := bidRow(f.cards, bid, p.Name, func(v int) {
			f.s.Round.Entries[i].Bid = v
			// only the bid that completes them opens the tricks: a bid
			// corrected afterwards leaves the screen where it is
			if !slices.Contains(f.s.Bid, id) {
				f.s.Bid = append(f.s.Bid, id)
				if len(f.s.Bid) == len(f.p) {
					f.switchToTricks()
					return
				}
			}
			f.e.changed()
		})
		f.bids = append(f.bids, n)
		f.c.Add(widgets.Wrapped(f.seatName(i)))
		f.c.Add(n)
	}
}

// bidRow is the numbers 0..cards to bid with, said "Bid 2 for Ben".
func bidRow(cards, bid int, name string, changed func(int)) *widgets.Choices {
	n := widgets.NewNumbers(0, cards, bid, changed)
	n.Say = func(v int) string {
		return lang.X("ui.a11y.bid", "Bid {{.Value}} for {{.Name}}", map[string]any{"Name": name, "Value": v})
	}
	return n
}

// keyed are the rows typed in: the bids, or the tricks and the tricks
// destroyed.
func (f *skForm) keyed() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	rows := f.bids
	if f.s.Tricks {
		rows = f.tricks
	}
	for _, r := range rows {
		out = append(out, r)
	}
	if f.s.Tricks && f.destroyed != nil {
		out = append(out, f.destroyed)
	}
	return out
}

// secretUnderWay is the secret bids a player has entered and not yet
// revealed (left with Back), nil for none.
func (f *skForm) secretUnderWay() *secretDraft {
	if d := f.s.Secret; d != nil && d.Kind == "bids" && d.Step > 0 {
		return d
	}
	return nil
}

// switchToTricks is toTricks from a tap (the last bid, "→ Tricks"): the
// tricks ignore taps for a moment (entry.hold).
func (f *skForm) switchToTricks() {
	f.e.hold()
	f.toTricks()
}

// toTricks starts the tricks phase, each player's tricks first set to
// the bid, at the top of the form. A secret entry of the bids not begun
// is dropped (the rows are hidden once one is under way).
func (f *skForm) toTricks() {
	f.s.Tricks, f.s.TricksIn = true, true
	if d := f.s.Secret; d != nil && d.Kind == "bids" {
		f.s.Secret = nil
	}
	for i := range f.s.Round.Entries {
		en := &f.s.Round.Entries[i]
		if !slices.Contains(f.s.Touched, en.Player) {
			en.Tricks = min(en.Bid, f.cards)
		}
	}
	f.fillLast()
	f.build()
	f.e.scrollTop()
	f.e.changed()
}

func (f *skForm) buildTricks() {
	f.toBids = widgets.NewButton(lang.L("ui.sk.toBids"), theme.NavigateBackIcon(), func() {
		f.s.Tricks = false
		f.build()
		f.e.changed()
	})
	f.toBids.Importance = widget.LowImportance
	f.e.steady(&f.toBids.Button) // where "→ Tricks" was
	f.c.Add(container.NewBorder(nil, nil, nil, f.toBids, widgets.Heading(lang.L("ui.sk.tricks"))))
	// which card captured which, once for every player's "captured" chips
	f.c.Add(caption(lang.L("ui.sk.capturedBy")))
	f.chips = make([][]*widgets.Chip, len(f.p))
	f.loot = make([]*widgets.Chip, len(f.p))
	f.cannon = make([]*widgets.Chip, len(f.p))
	f.minus = make([]*widgets.Button, len(f.p))
	f.allies = make([][]*widgets.Button, len(f.p))
	f.picker = make([]*fyne.Container, len(f.p))
	f.chipRow = make([]*fyne.Container, len(f.p))
	for i, p := range f.p {
		en := &f.s.Round.Entries[i]
		s := widgets.NewNumbers(0, f.cards, en.Tricks, func(v int) {
			f.s.Round.Entries[i].Tricks = v
			if !slices.Contains(f.s.Touched, p.ID) {
				f.s.Touched = append(f.s.Touched, p.ID)
			}
			f.fillLast()
			f.e.changed()
		})
		s.Say = func(v int) string {
			return lang.X("ui.a11y.sk.tricks", "Tricks won by {{.Name}}: {{.Value}}", map[string]any{"Name": p.Name, "Value": v})
		}
		f.e.steadyChoices(s)
		f.tricks = append(f.tricks, s)
		pts := widget.NewLabel("")
		pts.Alignment = fyne.TextAlignTrailing
		pts.TextStyle.Bold = true
		f.points = append(f.points, pts)
		filled := widget.NewLabel(lang.L("ui.sk.filled"))
		filled.Importance = widget.WarningImportance
		filled.TextStyle.Italic = true
		f.filled = append(f.filled, filled)
		name := widget.NewLabel(f.seatName(i))
		name.Truncation = fyne.TextTruncateEllipsis
		bid := widget.NewLabel(lang.X("ui.sk.bidShort", "bid {{.Bid}}", map[string]any{"Bid": en.Bid}))
		if !slices.Contains(f.s.Bid, p.ID) {
			bid.SetText(lang.L("ui.sk.noBid"))
		}
		f.c.Add(container.NewBorder(nil, nil, nil, container.NewHBox(filled, bid, pts), name))
		f.c.Add(s)
		// the player's messages under the tricks, above the chips: under
		// the chips they stood over the next player's name, as if theirs
		f.c.Add(f.issues(p.ID, "tricks", "colored14", "black14", "piratesByKing", "mermaidsByPirate", "kingByMermaid", "harry", "wager", "cannonball", "lootWith"))
		f.c.Add(f.bonuses(i))
		f.c.Add(widget.NewSeparator())
	}
	if f.inPlay().Expansions {
		// the same big buttons as the tricks, under a heading
		f.destroyed = widgets.NewChoices([]string{"0", "1", "2"}, f.s.Round.Destroyed, func(v int) {
			f.s.Round.Destroyed = v
			f.fillLast()
			f.e.changed()
		})
		f.destroyed.Name = lang.L("ui.sk.destroyed")
		f.e.steadyChoices(f.destroyed)
		f.c.Add(widgets.Heading(lang.L("ui.sk.destroyed")))
		f.c.Add(f.destroyed)
		f.c.Add(f.issues("", "destroyed"))
	}
	if f.game().Options.Rascal() {
		f.secretCannonButton = widgets.NewButton(lang.L("ui.sk.secretCannon"), theme.VisibilityOffIcon(), f.secretCannon)
		f.secretCannonButton.Wrap = true
		f.cannonText()
		f.c.Add(f.secretCannonButton)
	}
	f.marks()
}

// issues is the room for the messages of a player's fields: one line,
// there when no message is, so a message coming or going does not move
// the buttons under it.
func (f *skForm) issues(player string, fields ...string) fyne.CanvasObject {
	return f.e.messages(player, fields...)
}

// bonuses is one player's bonuses as chips, each set with taps on the
// chip itself (a count, a value, a choice): captures, Loot, Harry, wager,
// Cannonball. The Loot chip turns the chips into the allies to pick
// from, in the same space.
func (f *skForm) bonuses(i int) fyne.CanvasObject {
	en := &f.s.Round.Entries[i]
	name := f.p[i].Name
	var chips []*widgets.Chip
	// said is what a screen reader says of a chip: key's text with the
	// player's name and the state's value
	said := func(key, arg string, values []string) func(int) string {
		return func(k int) string {
			return lang.X(key, key, map[string]any{"Name": name, arg: values[k]})
		}
	}
	count := func(key string, v *int, most int) {
		c := widgets.NewCountChip(lang.L("ui.sk.chip."+key), most, *v, func(n int) { *v = n; f.e.changed() })
		c.Say = func(k int) string { return lang.X("ui.a11y.sk."+key, key, map[string]any{"Name": name, "Count": k}) }
		chips = append(chips, c)
	}
	count("colored14", &en.Colored14, 3)
	count("black14", &en.Black14, 1)
	count("piratesByKing", &en.PiratesByKing, 6)
	count("mermaidsByPirate", &en.MermaidsByPirate, 2)
	count("kingByMermaid", &en.KingByMermaid, 1)
	captures := len(chips)
	for _, c := range chips {
		count := c.OnTapped
		c.OnTapped = func() { // one more, or with "−1" on, one less
			if f.taking == i {
				f.takeOff(-1)
				c.TakeOne()
				return
			}
			count()
		}
	}
	if f.inPlay().Powers {
		harry := []int{0, 1, -1}
		h := lang.L("ui.sk.chip.harry")
		c := widgets.NewChip([]string{h, h + " +1", h + " −1"}, slices.Index(harry, en.Harry), func(k int) {
			en.Harry = harry[k]
			f.e.changed()
		})
		c.Say = said("ui.a11y.sk.harry", "Change", []string{"0", "+1", "−1"})
		w := lang.L("ui.sk.chip.wager")
		wager := widgets.NewChip([]string{w, w + " 10", w + " 20"}, en.Wager/10, func(k int) {
			en.Wager = 10 * k
			f.e.changed()
		})
		wager.Say = said("ui.a11y.sk.wager", "Wager", []string{"0", "10", "20"})
		chips = append(chips, c, wager)
	}
	if f.game().Options.Rascal() {
		// the chip's short names; the secret choice and a screen reader
		// say Buckshot's other name too (Grapeshot)
		c := widgets.NewChip([]string{lang.L("ui.sk.chip.buckshot"), lang.L("ui.sk.chip.cannonball")}, boolIndex(en.Cannonball), func(k int) {
			en.Cannonball = k == 1
			f.e.changed()
		})
		c.Say = said("ui.a11y.sk.cannon", "Choice", []string{lang.L("ui.sk.buckshot"), lang.L("ui.sk.cannonball")})
		f.cannon[i] = c
		chips = append(chips, c)
	}
	var picker *fyne.Container
	if f.inPlay().Expansions {
		loot := f.lootChip(i)
		f.loot[i] = loot
		chips = append(chips, loot)
		picker = f.allyPicker(i)
	}
	for _, c := range chips {
		f.e.steady(&c.Button)
	}
	f.chips[i] = chips
	objs := make([]fyne.CanvasObject, len(chips))
	for k, c := range chips {
		objs[k] = c
	}
	// the cards captured under a heading: "Skull King" is the one a
	// Mermaid captured, not the one played; "−1" in the free cell after
	// them takes one off the card tapped next
	minus := f.minusButton(i)
	f.e.steady(&minus.Button)
	row := append(slices.Clone(objs[:captures]), minus)
	captured := lang.X("ui.sk.captured", "{{.Name}} captured:", map[string]any{"Name": name})
	box := container.NewVBox(captionAbove(captured, widgets.ButtonRow(4, row...)))
	if len(objs) == captures {
		return box
	}
	box.Add(widgets.ButtonRow(4, objs[captures:]...))
	if picker == nil {
		return box
	}
	// the allies show in place of all the chips, at their top: the
	// chips are higher, so the row keeps no room of its own for them
	open := slices.Contains(f.s.Open, en.Player)
	box.Hidden, picker.Hidden = open, !open
	f.picker[i] = picker
	loot := f.loot[i]
	loot.OnTapped = func() { f.showAllies(i, true) }
	f.e.steady(&loot.Button)
	f.chipRow[i] = box
	return container.New(widgets.Reserve{}, box, picker)
}

// minusButton is player i's "−1": on, the capture tapped next counts
// one less (a capture counted one too many is taken off without going
// round); tapped again, it is off.
func (f *skForm) minusButton(i int) *widgets.Button {
	b := widgets.NewButton(lang.L("ui.sk.minus"), nil, func() {
		if f.taking == i {
			f.takeOff(-1)
		} else {
			f.takeOff(i)
		}
	})
	b.Say = func() string {
		s := lang.X("ui.a11y.sk.minus", "Take one capture off for {{.Name}}: tap the card next", map[string]any{"Name": f.p[i].Name})
		if f.taking == i {
			s += ", " + lang.L("ui.a11y.selected")
		}
		return s
	}
	f.minus[i] = b
	return b
}

// takeOff turns seat i's "−1" on (-1: every one off).
func (f *skForm) takeOff(i int) {
	f.taking = i
	for k, b := range f.minus {
		if b == nil {
			continue
		}
		b.Importance = widget.MediumImportance
		if k == i {
			b.Importance = widget.HighImportance
		}
		b.Refresh()
	}
}

// captionAbove puts a small heading right over obj.
func captionAbove(text string, obj fyne.CanvasObject) fyne.CanvasObject {
	return container.New(layout.NewCustomPaddedVBoxLayout(-theme.InnerPadding()), caption(text), obj)
}

// caption is a small text that wraps.
func caption(text string) *widget.Label {
	l := widgets.Wrapped(text)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// lootChip says whom the player is allied with: "Loot", "Loot Bob", "Loot ×2".
func (f *skForm) lootChip(i int) *widgets.Chip {
	l := lang.L("ui.sk.chip.loot")
	labels := []string{l}
	for j, q := range f.p {
		if j != i {
			labels = append(labels, l+" "+short(q.Name))
		}
	}
	labels = append(labels, l+" ×2")
	c := widgets.NewChip(labels, 0, nil)
	c.Say = func(int) string {
		var with []string
		for _, id := range f.s.Round.Entries[i].LootWith {
			with = append(with, nameOf(f.p, id))
		}
		if len(with) == 0 {
			with = []string{lang.L("ui.a11y.none")}
		}
		return lang.X("ui.a11y.sk.loot", "Loot alliance of {{.Name}}: {{.With}}", map[string]any{"Name": f.p[i].Name, "With": strings.Join(with, ", ")})
	}
	return c
}

// short is a name cut to fit a chip.
func short(name string) string {
	r := []rune(name)
	if len(r) > 4 {
		return string(r[:3]) + "…"
	}
	return name
}

// allyPicker is a button per other player: one tap makes (or ends) the
// Loot alliance with them, for both allies at once. The names are cut to
// stand four to a row (allyNames): the allies take no more room than the
// chips they show in place of, whatever the names.
func (f *skForm) allyPicker(i int) *fyne.Container {
	var objs []fyne.CanvasObject
	f.allies[i] = make([]*widgets.Button, len(f.p))
	names := f.allyNames()
	for j := range f.p {
		if j == i {
			continue
		}
		b := widgets.NewButton(names[j], nil, func() {
			f.ally(i, j)
			f.showAllies(i, false)
		})
		b.Say = func() string {
			s := lang.X("ui.a11y.sk.ally", "Loot alliance of {{.Name}} with {{.Ally}}", map[string]any{"Name": f.p[i].Name, "Ally": f.p[j].Name})
			if b.Importance == widget.HighImportance {
				s += ", " + lang.L("ui.a11y.selected")
			}
			return s
		}
		f.allies[i][j] = b
		objs = append(objs, b)
	}
	cancel := widgets.NewButton("", theme.CancelIcon(), func() { f.showAllies(i, false) })
	cancel.Say = func() string {
		return lang.X("ui.a11y.sk.closeAllies", "Close the Loot allies of {{.Name}}", map[string]any{"Name": f.p[i].Name})
	}
	cancel.Importance = widget.LowImportance
	objs = append(objs, cancel)
	return container.NewVBox(captionAbove(lang.L("ui.sk.lootWith"), widgets.ButtonRow(4, objs...)))
}

// allyNames are the players' names as the Loot allies show them: cut to
// a quarter of the form's width ("Barth…"), or a third or half where
// names cut so would read alike.
func (f *skForm) allyNames() []string {
	width := max(f.e.u.window.Canvas().Size().Width, narrowestPhone) - 6*theme.Padding()
	style := fyne.TextStyle{Bold: true}
	var out []string
	for cols := 4; cols >= 1; cols-- {
		cell := (width-float32(cols-1)*theme.Padding())/float32(cols) - 2*theme.InnerPadding()
		out = make([]string, len(f.p))
		seen := map[string]bool{}
		alike := false
		for j, q := range f.p {
			out[j] = fitName(q.Name, "", "", theme.TextSize(), style, cell)
			alike = alike || seen[out[j]]
			seen[out[j]] = true
		}
		if !alike {
			break
		}
	}
	return out
}

// showAllies shows player i's allies to pick from in place of the chips, or the chips again.
func (f *skForm) showAllies(i int, on bool) {
	id := f.p[i].ID
	f.s.Open = slices.DeleteFunc(f.s.Open, func(s string) bool { return s == id })
	if on {
		f.s.Open = append(f.s.Open, id)
	}
	f.picker[i].Hidden = !on
	f.chipRow[i].Hidden = on
	f.c.Refresh()
	f.e.keepDraft()
}

// ally makes or ends the Loot alliance of players i and j, for both.
func (f *skForm) ally(i, j int) {
	a, b := &f.s.Round.Entries[i], &f.s.Round.Entries[j]
	if slices.Contains(a.LootWith, b.Player) {
		a.LootWith = slices.DeleteFunc(a.LootWith, func(s string) bool { return s == b.Player })
		b.LootWith = slices.DeleteFunc(b.LootWith, func(s string) bool { return s == a.Player })
	} else {
		a.LootWith = append(a.LootWith, b.Player)
		if !slices.Contains(b.LootWith, a.Player) {
			b.LootWith = append(b.LootWith, a.Player)
		}
	}
	f.e.changed()
}

// fillLast gives the one player whose tricks nobody set what is left.
// Only that value is ever changed by the app, and it is marked.
func (f *skForm) fillLast() {
	if k := f.fillSeat(); k >= 0 {
		f.s.Round.Entries[k].Tricks = 0
		left := f.s.Round.TricksLeft(f.cards)
		f.s.Round.Entries[k].Tricks = widgets.Clamp(left, 0, f.cards)
		if k < len(f.tricks) {
			f.tricks[k].SetSelected(f.s.Round.Entries[k].Tricks)
		}
	}
	f.marks()
}

// fillSeat is the seat whose tricks the app fills in: the one player
// nobody set the tricks of (not with the ghost); -1 for none.
func (f *skForm) fillSeat() int {
	if f.game().Options.Ghost {
		return -1
	}
	k := -1
	for i, en := range f.s.Round.Entries {
		if !slices.Contains(f.s.Touched, en.Player) {
			if k >= 0 {
				return -1
			}
			k = i
		}
	}
	return k
}

// marks shows which tricks the app filled in, each player's points for
// the round as entered and whom each player is allied with.
func (f *skForm) marks() {
	k := f.fillSeat()
	for i, l := range f.filled {
		l.Hidden = i != k
		l.Refresh()
	}
	f.preview()
	for i, c := range f.loot {
		if c == nil {
			continue
		}
		with := f.s.Round.Entries[i].LootWith
		state := 0
		switch {
		case len(with) > 1:
			state = len(c.Labels) - 1
		case len(with) == 1:
			if j := scoring.Index(f.p, with[0]); j >= 0 && j != i {
				state = 1 + j
				if j > i {
					state--
				}
			}
		}
		c.SetState(state)
		for j, b := range f.allies[i] {
			if b != nil {
				b.Importance = widget.MediumImportance
				if slices.Contains(with, f.p[j].ID) {
					b.Importance = widget.HighImportance
				}
				b.Refresh()
			}
		}
	}
}

// preview shows each player's points for the round as entered, as the
// scoring package counts them (bonuses, Harry, wager, Loot included);
// nothing for a player not entered.
func (f *skForm) preview() {
	if len(f.points) == 0 {
		return
	}
	res := f.game().ScoreRound(f.e.round, f.s.Round, f.p)
	for i, r := range res {
		if i < len(f.points) {
			t := ""
			if r.Entered && slices.Contains(f.s.Bid, f.p[i].ID) {
				t = signed(r.Points)
			}
			f.points[i].SetText(t)
		}
	}
}

func (f *skForm) seatName(i int) string {
	g := f.game()
	name := f.p[i].Name
	if g.Dealer(f.e.round, f.p) == i {
		name += " · " + lang.L("ui.sk.deals")
	}
	if g.Leader(f.e.round, f.p) == i {
		name += " · " + lang.L("ui.sk.leads")
	}
	return name
}

// secretBids passes the phone round: each player taps their bid unseen
// (two taps each: show, bid); the last bid reveals them all and opens
// the tricks. A secret entry left with Back goes on where it was.
func (f *skForm) secretBids() {
	d := f.s.Secret
	switch {
	case d == nil || d.Kind != "bids":
		f.runSecret(&secretDraft{Kind: "bids", Quick: true})
	case d.Step >= len(f.p):
		f.revealBids(d.Values)
	default:
		f.runSecret(d)
	}
}

// revealBids enters the secret bids by seat and opens the tricks, as the
// last of the open bids does.
func (f *skForm) revealBids(values []int) {
	f.s.Secret = nil
	f.s.Bid = f.s.Bid[:0]
	for i, v := range values {
		f.s.Round.Entries[i].Bid = v
		f.s.Bid = append(f.s.Bid, f.p[i].ID)
	}
	f.switchToTricks()
}

// secretCannon collects the Cannonball or Buckshot choices unseen; one
// left with Back goes on where it was, the choices so far kept; once
// everyone has chosen, the tap reveals them.
func (f *skForm) secretCannon() {
	d := f.s.Secret
	switch {
	case d == nil || d.Kind != "cannon":
		f.runSecret(&secretDraft{Kind: "cannon"})
	case d.Step >= len(f.p):
		f.revealCannon(d.Values)
	default:
		f.runSecret(d)
	}
}

// cannonUnderWay is the secret Cannonball choices when some are made
// and not yet revealed (a choice picked counts, Done or not): the round
// waits for them. nil for none.
func (f *skForm) cannonUnderWay() *secretDraft {
	d := f.s.Secret
	if d == nil || d.Kind != "cannon" {
		return nil
	}
	if d.Step > 0 || slices.ContainsFunc(d.Values, func(v int) bool { return v != 0 }) {
		return d
	}
	return nil
}

// revealCannon applies the secret choices by seat (1: Cannonball).
func (f *skForm) revealCannon(values []int) {
	f.s.Secret = nil
	for i, v := range values {
		if i < len(f.s.Round.Entries) {
			f.s.Round.Entries[i].Cannonball = v == 1
		}
	}
	f.build()
	f.e.changed()
}

// shown runs when the entry is visible again: back from a secret entry,
// the bids phase says how far the bids are, the Cannonball's button
// whose choice is next.
func (f *skForm) shown() {
	if !f.s.Tricks {
		f.build()
	}
	f.cannonText()
}

// cannonText labels the secret Cannonball's button: whose turn it is
// while the choices are under way, or Reveal; meanwhile the open
// choices wait (the reveal sets them).
func (f *skForm) cannonText() {
	if f.secretCannonButton == nil {
		return
	}
	for _, c := range f.cannon {
		if c != nil {
			widgets.SetEnabled(c, f.cannonUnderWay() == nil)
		}
	}
	t := lang.L("ui.sk.secretCannon")
	f.secretCannonButton.Importance = widget.MediumImportance
	if d := f.cannonUnderWay(); d != nil {
		t = secretGoOn(d, f.p)
		f.secretCannonButton.Importance = widget.HighImportance // the round waits for it
	}
	f.secretCannonButton.SetText(t)
}

// resumeSecret goes on with a secret entry the app was closed in.
func (f *skForm) resumeSecret() {
	if f.s.Secret != nil {
		f.runSecret(f.s.Secret)
	}
}

func (f *skForm) runSecret(d *secretDraft) {
	keep := func(d *secretDraft) { f.s.Secret = d }
	if d.Kind == "cannon" {
		f.e.secretRun(d, lang.L("ui.sk.cannonball"), keep, func(i int, v *int, entered func()) fyne.CanvasObject {
			choices := []string{lang.L("ui.sk.buckshot"), lang.L("ui.sk.cannonball")}
			c := widgets.NewChoices(choices, *v, func(k int) { *v = k; entered() })
			c.Say = func(k int) string {
				return lang.X("ui.a11y.sk.cannon", "Cannonball or Buckshot of {{.Name}}: {{.Choice}}", map[string]any{"Name": f.p[i].Name, "Choice": choices[k]})
			}
			c.Cols = 1
			return c
		}, f.revealCannon)
		return
	}
	f.e.secretRun(d, lang.L("ui.sk.bids"), keep, func(i int, v *int, entered func()) fyne.CanvasObject {
		// none picked: every player taps their own
		return bidRow(f.cards, -1, f.p[i].Name, func(n int) { *v = n; entered() })
	}, f.revealBids)
}
