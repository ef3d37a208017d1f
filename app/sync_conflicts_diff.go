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
	rounds []int
	totals []totalDiff
}

// totalDiff is a player's total in the two versions.
type totalDiff struct {
	player   string // id
	name     string
	was, now int
}

func (d versionDiff) empty() bool { return len(d.rounds) == 0 && len(d.totals) == 0 }

// diffVersions compares the version was with now, row by row of the
// sheet (scoring's Rows: every field, the round's points).
func diffVersions(was, now *scoring.Match) versionDiff {
	var d versionDiff
	a, b := roundRows(was), roundRows(now)
	for r := 1; r <= max(len(a), len(b)); r++ {
		if r > len(a) || r > len(b) || !slices.EqualFunc(a[r-1], b[r-1], sameRow) {
			d.rounds = append(d.rounds, r)
		}
	}
	before := totalsOf(was)
	for _, st := range now.Result().Standings {
		if t, ok := before[st.Player.ID]; ok && t != st.Total {
			d.totals = append(d.totals, totalDiff{player: st.Player.ID, name: shownName(st.Player.Name), was: t, now: st.Total})
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
	if len(d.rounds) > 0 {
		nums := make([]string, len(d.rounds))
		for i, r := range d.rounds {
			nums[i] = itoa(r)
		}
		key, def := "ui.changed.rounds", "rounds {{.List}}"
		if callsRoundsGames(m.Game.Name()) {
			key, def = "ui.changed.games", "games {{.List}}"
		}
		parts = append(parts, lang.XN(key, def, len(nums), map[string]any{"List": strings.Join(nums, ", ")}))
	}
	if apart && len(d.totals) > 0 {
		names := make([]string, len(d.totals))
		for i, t := range d.totals {
			names[i] = t.name
		}
		parts = append(parts, lang.X("ui.changed.totalsOf", "the totals of {{.Names}}", map[string]any{"Names": strings.Join(names, ", ")}))
		return strings.Join(parts, " · ")
	}
	for i, t := range d.totals {
		if i == 3 {
			parts = append(parts, lang.X("ui.changed.more", "{{.N}} more totals", map[string]any{"N": len(d.totals) - i}))
			break
		}
		parts = append(parts, lang.X("ui.changed.total", "{{.Name}} {{.Was}}, now {{.Now}}", map[string]any{"Name": t.name, "Was": t.was, "Now": t.now}))
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
