package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"scorekeeper/assets"
	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile"
)

func runScore(env *Env, args []string) error {
	fs := flags("score")
	format := fs.String("format", "text", "text or json")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError{"expected one FILE"}
	}
	if *format != "text" && *format != "json" {
		return usageError{fmt.Sprintf("--format must be text or json, not %q", *format)}
	}
	path := fs.Arg(0)
	ms, err := readFile(path)
	if err != nil {
		return inFile(path, err)
	}
	if *format == "json" {
		return scoreJSON(env, ms)
	}
	for i, m := range ms {
		if i > 0 {
			fmt.Fprintln(env.Stdout)
		}
		scoreText(env, m)
	}
	return nil
}

func readFile(path string) ([]*scoring.Match, error) {
	data, err := readMatchFile(path)
	if err != nil {
		return nil, err
	}
	return matchfile.Read(bytes.NewReader(data)) // Read refuses a file over the size limit
}

// jsonResult is SPEC section 4's shape.
type jsonResult struct {
	Game      string         `json:"game"`
	Finished  bool           `json:"finished"`
	Standings []jsonStanding `json:"standings"`
	Winners   []string       `json:"winners"`
}

type jsonStanding struct {
	Player string `json:"player"`
	Name   string `json:"name"`
	Total  int    `json:"total"`
	Rank   int    `json:"rank"`
}

func resultJSON(m *scoring.Match) jsonResult {
	r := m.Result()
	out := jsonResult{Game: m.Game.Name(), Finished: r.Over, Standings: []jsonStanding{}, Winners: r.Winners}
	if out.Winners == nil {
		out.Winners = []string{}
	}
	for _, s := range r.Standings {
		out.Standings = append(out.Standings, jsonStanding{Player: s.Player.ID, Name: s.Player.Name, Total: s.Total, Rank: s.Rank})
	}
	return out
}

// scoreJSON prints one object for a match file, a list for a bundle.
func scoreJSON(env *Env, ms []*scoring.Match) error {
	enc := json.NewEncoder(env.Stdout)
	enc.SetIndent("", "  ")
	if len(ms) == 1 {
		return enc.Encode(resultJSON(ms[0]))
	}
	list := make([]jsonResult, 0, len(ms))
	for _, m := range ms {
		list = append(list, resultJSON(m))
	}
	return enc.Encode(list)
}

// scoreText prints the sheet (round points and running totals, SKUCK's
// Clicks marked), the warnings validation gives, and the standings.
func scoreText(env *Env, m *scoring.Match) {
	msg := env.Msg
	r := m.Result()
	state := msg.Text("cli.inprogress", nil)
	if r.Over {
		state = msg.Text("cli.finished", nil)
	}
	fmt.Fprintf(env.Stdout, "%s (%s), %s\n\n", msg.Text("game."+m.Game.Name(), nil), printable(m.ID), state)

	var marks func(round int) []string
	if marker, ok := m.Game.(scoring.Marker); ok {
		marks = func(round int) []string {
			var out []string
			for _, key := range marker.Marks(round) {
				out = append(out, msg.Text(key, nil))
			}
			return out
		}
	}
	writeSheet(env.Stdout, m, roundWord(msg, m.Game.Name()), marks)
	scoreWarnings(env, m)

	fmt.Fprintf(env.Stdout, "\n%s\n", msg.Text("cli.standings", nil))
	winners := map[string]bool{}
	for _, id := range r.Winners {
		winners[id] = true
	}
	last, lastMark := map[string]bool{}, ""
	if lm, ok := m.Game.(scoring.LastMarker); ok && r.Over {
		lastMark = lm.LastMark()
		for _, id := range scoring.Last(r.Standings) {
			last[id] = true
		}
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	for _, s := range r.Standings {
		var marks []string
		if winners[s.Player.ID] {
			marks = append(marks, msg.Text("cli.winner", nil))
		}
		if s.Out {
			marks = append(marks, msg.Text("cli.out", nil))
		}
		if last[s.Player.ID] {
			marks = append(marks, msg.Text(lastMark, nil))
		}
		fmt.Fprintf(tw, "%d.\t%s\t%d\t%s\n", s.Rank, printable(s.Player.Name), s.Total, strings.Join(marks, ", "))
	}
	tw.Flush()
}

// scoreWarnings lists what the rules allow but point out, e.g. penalty
// cards on a Skip-Bo stock pile: round, player, field and message.
func scoreWarnings(env *Env, m *scoring.Match) {
	var ws scoring.Issues
	for _, i := range m.Validate() {
		if i.Severity == scoring.Warning {
			ws = append(ws, i)
		}
	}
	if len(ws) == 0 {
		return
	}
	fmt.Fprintf(env.Stdout, "\n%s\n", env.Msg.Text("cli.warnings", nil))
	players := printableNames(m.Players)
	for _, i := range ws {
		fmt.Fprintf(env.Stdout, "  %s\n", i.Text(safeTexts(env.Msg), m.Game.Name(), players))
	}
}

// roundWord is the heading of the sheet's round column: the game's word
// for a round (a SKUCK round is a game).
func roundWord(msg assets.Messages, game string) string {
	if w := msg.Text("game."+game+".round", nil); w != "game."+game+".round" {
		return w
	}
	return msg.Text("cli.round", nil)
}
