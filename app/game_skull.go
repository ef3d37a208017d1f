package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skull"
	"scorekeeper/scoring/stats"
)

// skullUI describes Skull to the screens (the round form is in
// entry_skull.go).
var skullUI = gameUI{
	def:     skull.Def,
	options: func(n *newMatch) optionsForm { return &skullOptions{n: n} },
	form: func(e *entry, saved []byte) roundForm {
		return newSkullForm(e, e.m.Game.(*skull.Match), saved)
	},
	sheet:     skullSheet,
	standings: skullStandings,
	statLines: skullStats,
}

// skullOptions: the last-chance disc and the start player.
type skullOptions struct {
	n          *newMatch
	LastChance *widget.Check
}

func (o *skullOptions) build(box *fyne.Container) {
	on := o.LastChance != nil && o.LastChance.Checked
	o.LastChance = widget.NewCheck(lang.L("ui.skull.lastChance"), nil)
	o.LastChance.Checked = on
	box.Add(o.LastChance)
}

func (o *skullOptions) firstLabel() string { return lang.L("ui.new.startPlayer") }

func (o *skullOptions) game() scoring.Game {
	return &skull.Match{Options: skull.Options{LastChance: o.LastChance.Checked, StartPlayer: o.n.First}}
}

func (o *skullOptions) started() {}

// skullSheet: per round and player, the challenge (the bid and whether it
// was won, whose skull it was, who started the round) and the discs after
// it (the mat turned, the Last chance disc held for the next round).
func skullSheet(m *scoring.Match) sheetModel {
	g, p := m.Game.(*skull.Match), m.Players
	states := g.States(p)
	return sheetModel{
		cols:    []string{lang.L("ui.sheet.challenge"), lang.L("ui.sheet.discs")},
		rows:    len(g.Rounds),
		rowHead: func(r int) string { return itoa(r + 1) },
		cell: func(r, i, c int) string {
			if c == 0 {
				return skullChallenge(g.Rounds[r], states[r].Start, p[i].ID)
			}
			if r+1 >= len(states) || i >= len(states[r+1].Players) {
				return ""
			}
			return skullDiscs(states[r+1].Players[i])
		},
		legend: lang.L("skull.sheet.legend"),
	}
}

// skullChallenge is what round rd was for player id: the challenge, the
// skull turned, the start.
func skullChallenge(rd skull.Round, start, id string) string {
	var parts []string
	if start == id {
		parts = append(parts, lang.L("skull.sheet.start"))
	}
	if rd.Challenger == id {
		if rd.Result == skull.Won {
			parts = append(parts, lang.X("ui.sheet.skullWon", "{{.Bid}} won", map[string]any{"Bid": rd.Bid}))
		} else {
			parts = append(parts, lang.X("ui.sheet.skullLost", "{{.Bid}} lost", map[string]any{"Bid": rd.Bid}))
		}
	}
	if rd.Result == skull.Lost && rd.SkullOf == id {
		parts = append(parts, lang.L("skull.sheet.skull"))
	}
	return strings.Join(parts, " ")
}

// skullDiscs is a player's discs after a round.
func skullDiscs(ps skull.PlayerState) string {
	if ps.Eliminated {
		return lang.L("ui.skull.out")
	}
	t := strings.Repeat("●", ps.Discs)
	if ps.LastChance {
		t += " +1"
	}
	if ps.Mat {
		t += " ✓"
	}
	return t
}

// skullStandings: challenges won and the discs left instead of points.
func skullStandings(m *scoring.Match, _ scoring.Result) standingsExtras {
	state := m.Game.(*skull.Match).State(m.Players)
	return standingsExtras{score: func(st scoring.Standing) string {
		ps, _ := state.Of(st.Player.ID)
		return lang.X("ui.standings.skull", "{{.Won}} won, {{.Discs}} discs", map[string]any{"Won": st.Total, "Discs": ps.Discs})
	}}
}

func skullStats(s *statsScreen, p *stats.Player) {
	s.scores(p.Game(scoring.Skull))
	k := p.Skull
	s.line(lang.L("ui.stats.skull.challenges"), ratio(k.Challenges))
	s.line(lang.L("ui.stats.skull.out"), itoa(k.Eliminations))
	s.line(lang.L("ui.stats.skull.discs"), itoa(k.DiscsLost))
}
