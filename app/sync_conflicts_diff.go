package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"scorekeeper/scoring"
)

// versionDiff is what differs between two versions of a match: the
// rounds (1-based) whose entries or points differ or that one of them
// has alone, and the players whose totals differ.
type versionDiff struct {
	Rounds []int
	Totals []totalDiff
}

// totalDiff is a player's total in the two versions.
type totalDiff struct {
	Player   string // id
	Name     string
	Was, Now int
}

func (d versionDiff) empty() bool { return len(d.Rounds) == 0 && len(d.Totals) == 0 }

// diffVersions compares the version was with now, row by row of the
// sheet (scoring's Rows: every field, the round's points).
func diffVersions(was, now *scoring.Match) versionDiff {
	var d versionDiff
	a, b := roundRows(was), roundRows(now)
	for r := 1; r <= max(len(a), len(b)); r++ {
		if r > len(a) || r > len(b) || !slices.EqualFunc(a[r-1], b[r-1], sameRow) {
			d.Rounds = append(d.Rounds, r)
		}
	}
	before := totalsOf(was)
	for _, st := range now.Result().Standings {
		if t, ok := before[st.Player.ID]; ok && t != st.Total {
			d.Totals = append(d.Totals, totalDiff{Player: st.Player.ID, Name: shownName(st.Player.Name), Was: t, Now: st.Total})
		}
	}
	return d
}

// roundRows is a match's sheet rows grouped by round (index r-1).
func roundRows(m *scoring.Match) [][]scoring.Row {
	var out [][]scoring.Row
	for _, row := range m.Game.Rows(m.Players) {
		for len(out) < row.Round {
			out = append(out, nil)
		}
		out[row.Round-1] = append(out[row.Round-1], row)
	}
	return out
}

func sameRow(a, b scoring.Row) bool {
	return a.Player == b.Player && a.Points == b.Points && slices.Equal(a.Fields, b.Fields)
}

// totalsOf is every player's total, by id.
func totalsOf(m *scoring.Match) map[string]int {
	out := map[string]int{}
	for _, st := range m.Result().Standings {
		out[st.Player.ID] = st.Total
	}
	return out
}

// text says the difference in words, short enough for a phone: "rounds
// 3 · Anne 120, now 140" (a change: at most three totals, then how many
// more), or between versions kept apart (apart) "rounds 1, 3 · the
// totals of Anne, Ben" (Compare shows them).
func (d versionDiff) text(m *scoring.Match, apart bool) string {
	var parts []string
	if len(d.Rounds) > 0 {
		nums := make([]string, len(d.Rounds))
		for i, r := range d.Rounds {
			nums[i] = itoa(r)
		}
		key, def := "ui.changed.rounds", "rounds {{.List}}"
		if callsRoundsGames(m.Game.Name()) {
			key, def = "ui.changed.games", "games {{.List}}"
		}
		parts = append(parts, lang.X(key, def, map[string]any{"List": strings.Join(nums, ", ")}))
	}
	if apart && len(d.Totals) > 0 {
		names := make([]string, len(d.Totals))
		for i, t := range d.Totals {
			names[i] = t.Name
		}
		parts = append(parts, lang.X("ui.changed.totalsOf", "the totals of {{.Names}}", map[string]any{"Names": strings.Join(names, ", ")}))
		return strings.Join(parts, " · ")
	}
	for i, t := range d.Totals {
		if i == 3 {
			parts = append(parts, lang.X("ui.changed.more", "{{.N}} more totals", map[string]any{"N": len(d.Totals) - i}))
			break
		}
		parts = append(parts, lang.X("ui.changed.total", "{{.Name}} {{.Was}}, now {{.Now}}", map[string]any{"Name": t.Name, "Was": t.Was, "Now": t.Now}))
	}
	return strings.Join(parts, " · ")
}

// byDevice is the message key, or its variant naming the devices whose
// saves one of the versions a and b has and the other lacks, this device
// aside (key+"On", with Device: "Changed on Ben's phone"), and its
// arguments. Without a name known for them (no device file read yet) the
// message says "another device".
func (u *UI) byDevice(key string, a, b *scoring.Match, args map[string]any) string {
	ids := append(devicesBeyond(a.Versions, b.Versions), devicesBeyond(b.Versions, a.Versions)...)
	if n := u.devicesText(ids, false); n != "" {
		args["Device"] = n
		return lang.X(key+"On", key, args)
	}
	return lang.X(key, key, args)
}
