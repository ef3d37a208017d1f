package app

import (
	"scorekeeper/app/widgets"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
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
	S     skState
	p     []scoring.Player
	c     *fyne.Container
	cards int

	Bids                                   []*widgets.Choices
	Tricks                                 []*widgets.Choices
	Points                                 []*widget.Label
	ToTricks, ToBids, Secret, SecretCannon *widget.Button
	Destroyed                              *widgets.Choices
	BonusBtn                               []*widget.Button
}

// skState is the draft: the round, the phase and whose tricks were set by hand.
type skState struct {
	Round   skullking.Round `json:"round"`
	Tricks  bool            `json:"tricks"` // phase: tricks
	Touched []string        `json:"touched"`
	Bid     []string        `json:"bid"`              // players whose bid was picked
	Secret  *secretDraft    `json:"secret,omitempty"` // a secret entry being passed round
	Open    []string        `json:"open"`             // players whose bonuses are shown
}

func newSkullKingForm(e *entry, g *skullking.Match, saved []byte) *skForm {
	f := &skForm{e: e, p: e.m.Players}
	if !restore(saved, &f.S) {
		if e.Editing {
			f.S.Round = cloneSkullKingRound(g.Rounds[e.Round-1])
			f.S.Tricks = true
			for _, p := range f.p {
				f.S.Touched = append(f.S.Touched, p.ID)
				f.S.Bid = append(f.S.Bid, p.ID)
			}
		}
	}
	f.S.Round.Entries = bySeat(f.p, f.S.Round.Entry, func(id string) skullking.Entry { return skullking.Entry{Player: id} })
	f.cards = g.Cards(e.Round, f.p)
	f.c = container.NewVBox()
	d, l := g.Dealer(e.Round, f.p), g.Leader(e.Round, f.p)
	info := lang.X("ui.sk.turn", "Round {{.Round}} of {{.Rounds}} · cards: {{.Cards}}", map[string]any{
		"Round": e.Round, "Rounds": len(g.Deals(f.p)), "Cards": f.cards})
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
	g := *f.game()
	g.Rounds = setRound(g.Rounds, f.e.Round, cloneSkullKingRound(f.S.Round))
	return &g
}

func (f *skForm) state() any { return f.S }

func (f *skForm) blocked() string {
	if !f.S.Tricks {
		return lang.L("ui.sk.tricksFirst")
	}
	return ""
}

func (f *skForm) close() {}

// build lays out the current phase.
func (f *skForm) build() {
	f.c.Objects = nil
	f.e.labels = nil
	f.Bids, f.Tricks, f.Points, f.BonusBtn = nil, nil, nil, nil
	if !f.S.Tricks {
		f.buildBids()
	} else {
		f.buildTricks()
	}
	f.c.Refresh()
}

// buildBids shows a row of numbers per player: one tap is a bid. Once
// every player has one, the tricks phase opens by itself.
func (f *skForm) buildBids() {
	f.c.Add(widgets.Heading(lang.L("ui.sk.bids")))
	for i, p := range f.p {
		i, id := i, p.ID
		bid := -1
		if slices.Contains(f.S.Bid, id) {
			bid = f.S.Round.Entries[i].Bid
		}
		n := widgets.NewNumbers(0, f.cards, bid, func(v int) {
			f.S.Round.Entries[i].Bid = v
			if !slices.Contains(f.S.Bid, id) {
				f.S.Bid = append(f.S.Bid, id)
			}
			if len(f.S.Bid) == len(f.p) {
				f.toTricks()
				return
			}
			f.e.changed()
		})
		f.Bids = append(f.Bids, n)
		f.c.Add(widgets.Wrapped(f.seatName(i)))
		f.c.Add(n)
		f.c.Add(f.e.label(p.ID, "bid"))
	}
	f.Secret = widget.NewButtonWithIcon(lang.L("ui.sk.secretBids"), theme.VisibilityOffIcon(), f.secretBids)
	f.ToTricks = widget.NewButtonWithIcon(lang.L("ui.sk.toTricks"), theme.NavigateNextIcon(), f.toTricks)
	f.ToTricks.Importance = widget.HighImportance
	f.c.Add(widgets.ButtonRow(2, f.Secret, f.ToTricks))
}

// toTricks starts the tricks phase, each player's tricks first set to the bid.
func (f *skForm) toTricks() {
	f.S.Tricks = true
	for i := range f.S.Round.Entries {
		en := &f.S.Round.Entries[i]
		if !slices.Contains(f.S.Touched, en.Player) {
			en.Tricks = min(en.Bid, f.cards)
		}
	}
	f.fillLast()
	f.build()
	f.e.changed()
}

func (f *skForm) buildTricks() {
	f.ToBids = widget.NewButtonWithIcon(lang.L("ui.sk.toBids"), theme.NavigateBackIcon(), func() {
		f.S.Tricks = false
		f.build()
		f.e.changed()
	})
	f.ToBids.Importance = widget.LowImportance
	f.Destroyed = widgets.NewChoices([]string{"0", "1", "2"}, f.S.Round.Destroyed, func(v int) {
		f.S.Round.Destroyed = v
		f.fillLast()
		f.e.changed()
	})
	f.c.Add(container.NewBorder(nil, nil, nil, f.ToBids, widgets.Heading(lang.L("ui.sk.tricks"))))
	for i, p := range f.p {
		i := i
		en := &f.S.Round.Entries[i]
		s := widgets.NewNumbers(0, f.cards, en.Tricks, func(v int) {
			f.S.Round.Entries[i].Tricks = v
			if !slices.Contains(f.S.Touched, p.ID) {
				f.S.Touched = append(f.S.Touched, p.ID)
			}
			f.fillLast()
			f.e.changed()
		})
		f.Tricks = append(f.Tricks, s)
		pts := widget.NewLabel("")
		pts.Alignment = fyne.TextAlignTrailing
		f.Points = append(f.Points, pts)
		bonus := widget.NewButtonWithIcon("", theme.MoreHorizontalIcon(), nil)
		bonus.Importance = widget.LowImportance
		f.BonusBtn = append(f.BonusBtn, bonus)
		name := widget.NewLabel(f.seatName(i))
		name.Truncation = fyne.TextTruncateEllipsis
		bid := widget.NewLabel(lang.X("ui.sk.bidShort", "bid {{.Bid}}", map[string]any{"Bid": en.Bid}))
		f.c.Add(container.NewBorder(nil, nil, nil, container.NewHBox(bid, pts), name))
		f.c.Add(container.NewBorder(nil, nil, nil, bonus, s))
		f.c.Add(f.e.label(p.ID, "tricks"))
		box := f.bonuses(i)
		box.Hidden = !slices.Contains(f.S.Open, p.ID)
		f.c.Add(box)
		bonus.OnTapped = func() {
			box.Hidden = !box.Hidden
			if box.Hidden {
				f.S.Open = slices.DeleteFunc(f.S.Open, func(s string) bool { return s == p.ID })
			} else {
				f.S.Open = append(f.S.Open, p.ID)
			}
			f.c.Refresh()
		}
		f.c.Add(widget.NewSeparator())
	}
	if f.inPlay().Expansions {
		f.c.Add(row(lang.L("ui.sk.destroyed"), f.Destroyed))
		f.c.Add(f.e.label("", "destroyed"))
	}
	if f.game().Options.Rascal() {
		f.SecretCannon = widget.NewButtonWithIcon(lang.L("ui.sk.secretCannon"), theme.VisibilityOffIcon(), f.secretCannon)
		f.c.Add(f.SecretCannon)
	}
}

// bonuses is one player's optional fields: captures, Loot, Harry, wager, Cannonball.
func (f *skForm) bonuses(i int) *fyne.Container {
	en := &f.S.Round.Entries[i]
	id := en.Player
	box := container.NewVBox()
	num := func(key, field string, v *int, hi int) {
		box.Add(row(lang.L(key), widgets.NewStepper(*v, 0, hi, func(n int) { *v = n; f.e.changed() })))
		box.Add(f.e.label(id, field))
	}
	num("ui.sk.colored14", "colored14", &en.Colored14, 3)
	num("ui.sk.black14", "black14", &en.Black14, 1)
	num("ui.sk.piratesByKing", "piratesByKing", &en.PiratesByKing, 6)
	num("ui.sk.mermaidsByPirate", "mermaidsByPirate", &en.MermaidsByPirate, 2)
	num("ui.sk.kingByMermaid", "kingByMermaid", &en.KingByMermaid, 1)
	if f.inPlay().Powers {
		box.Add(widgets.Heading(lang.L("ui.sk.harry")))
		box.Add(widgets.NewChoices([]string{"-1", "0", "+1"}, en.Harry+1, func(k int) { en.Harry = k - 1; f.e.changed() }))
		box.Add(f.e.label(id, "harry"))
		box.Add(widgets.Heading(lang.L("ui.sk.wager")))
		box.Add(widgets.NewChoices([]string{"0", "10", "20"}, en.Wager/10, func(k int) { en.Wager = k * 10; f.e.changed() }))
		box.Add(f.e.label(id, "wager"))
	}
	if f.game().Options.Rascal() {
		cb := widgets.NewChoices([]string{lang.L("ui.sk.buckshot"), lang.L("ui.sk.cannonball")}, boolIndex(en.Cannonball), func(k int) {
			en.Cannonball = k == 1
			f.e.changed()
		})
		cb.Cols = 1
		box.Add(cb)
		box.Add(f.e.label(id, "cannonball"))
	}
	if !f.inPlay().Expansions {
		return box
	}
	box.Add(widgets.Heading(lang.L("ui.sk.loot")))
	for _, q := range f.p {
		if q.ID == id {
			continue
		}
		q := q
		c := widget.NewCheck(widgets.FitLabel(q.Name), func(on bool) {
			en.LootWith = slices.DeleteFunc(en.LootWith, func(s string) bool { return s == q.ID })
			if on {
				en.LootWith = append(en.LootWith, q.ID)
			}
			f.e.changed()
		})
		c.Checked = slices.Contains(en.LootWith, q.ID)
		box.Add(c)
	}
	box.Add(f.e.label(id, "lootWith"))
	return box
}

// fillLast gives the one player whose tricks nobody set what is left.
func (f *skForm) fillLast() {
	if f.game().Options.Ghost {
		f.preview()
		return
	}
	var open []int
	for i, en := range f.S.Round.Entries {
		if !slices.Contains(f.S.Touched, en.Player) {
			open = append(open, i)
		}
	}
	if len(open) == 1 {
		k := open[0]
		f.S.Round.Entries[k].Tricks = 0
		left := f.S.Round.TricksLeft(f.cards)
		f.S.Round.Entries[k].Tricks = widgets.Clamp(left, 0, f.cards)
		if k < len(f.Tricks) {
			f.Tricks[k].SetSelected(f.S.Round.Entries[k].Tricks)
		}
	}
	f.preview()
}

// preview shows each player's points for the round as entered.
func (f *skForm) preview() {
	if len(f.Points) == 0 {
		return
	}
	res := f.game().ScoreRound(f.e.Round, f.S.Round, f.p)
	for i, r := range res {
		if i < len(f.Points) {
			f.Points[i].SetText(signed(r.Points))
		}
	}
}

func (f *skForm) seatName(i int) string {
	g := f.game()
	name := f.p[i].Name
	if g.Dealer(f.e.Round, f.p) == i {
		name += " · " + lang.L("ui.sk.deals")
	}
	if g.Leader(f.e.Round, f.p) == i {
		name += " · " + lang.L("ui.sk.leads")
	}
	return name
}

// secretBids passes the device round: each player sets their bid unseen.
func (f *skForm) secretBids() { f.runSecret(&secretDraft{Kind: "bids"}) }

// secretCannon collects the Cannonball or Buckshot choices unseen.
func (f *skForm) secretCannon() { f.runSecret(&secretDraft{Kind: "cannon"}) }

// resumeSecret goes on with a secret entry the app was closed in.
func (f *skForm) resumeSecret() {
	if f.S.Secret != nil {
		f.runSecret(f.S.Secret)
	}
}

func (f *skForm) runSecret(d *secretDraft) {
	keep := func(d *secretDraft) { f.S.Secret = d }
	if d.Kind == "cannon" {
		f.e.secretRun(d, lang.L("ui.sk.cannonball"), keep, func(_ int, v *int) fyne.CanvasObject {
			c := widgets.NewChoices([]string{lang.L("ui.sk.buckshot"), lang.L("ui.sk.cannonball")}, *v, func(k int) { *v = k })
			c.Cols = 1
			return c
		}, func(values []int) {
			for i, v := range values {
				f.S.Round.Entries[i].Cannonball = v == 1
			}
			f.build()
			f.e.changed()
		})
		return
	}
	f.e.secretRun(d, lang.L("ui.sk.bids"), keep, func(_ int, v *int) fyne.CanvasObject {
		return widgets.NewNumbers(0, f.cards, *v, func(n int) { *v = n })
	}, func(values []int) {
		f.S.Bid = f.S.Bid[:0]
		for i, v := range values {
			f.S.Round.Entries[i].Bid = v
			f.S.Bid = append(f.S.Bid, f.p[i].ID)
		}
		f.build()
		f.e.changed()
	})
}
