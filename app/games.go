package app

import (
	"fyne.io/fyne/v2"

	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
)

// gameUI is what the screens know of one game. Each game's file
// (game_<name>.go) describes its game; this file lists them, and is the
// only one in app/ that names every game.
type gameUI struct {
	def scoring.Def
	// roundsAreGames: the game calls its rounds games (SKUCK).
	roundsAreGames bool
	// options makes the game's part of the new match screen.
	options func(n *newMatch) optionsForm
	// form makes the entry form of round e.Round; saved is its draft (or nil).
	form func(e *entry, saved []byte) roundForm
	// standings adds to the standings of m (nil: nothing).
	standings func(m *scoring.Match, res scoring.Result) standingsExtras
	// average is a player's average score in the game (nil: the average
	// of the match scores).
	average func(p *stats.Player) float64
	// statLines adds the game's own numbers to a player's statistics.
	statLines func(s *statsScreen, p *stats.Player)
	// charts adds the game's own charts to a player's statistics (nil: none).
	charts func(s *statsScreen, p *stats.Player)
	// start runs once when the app starts, before the first screen
	// (nil: nothing), e.g. to move what an earlier version stored.
	start func(u *UI)
}

// optionsForm is one game's options on the new match screen. It lives as
// long as the screen, so a choice stays while another game is looked at.
type optionsForm interface {
	// build puts the options for the players seated now into box.
	build(box *fyne.Container)
	// firstLabel names the choice of the first player (dealer, start
	// player); "" when the game has none.
	firstLabel() string
	// game is the game with the options chosen (after build).
	game() scoring.Game
	// started runs once the match is stored: remember the choices that
	// are the next match's defaults.
	started()
}

// standingsExtras is what a game adds to the standings.
type standingsExtras struct {
	score func(st scoring.Standing) string // the score after the name (nil: the total)
	note  func(st scoring.Standing) string // a line under the player's ("" none; nil: none)
	after []remark                         // lines under the standings
	team  func(st scoring.Standing) string // the player's team, named once for all ("" alone; nil: none)
}

// remark is a line under the standings; warn draws it in the warning colour.
type remark struct {
	text string
	warn bool
}

// gameUIs lists the games in the order the app offers them: the order of
// scoring/games (a test holds them together). Filled by init, as the
// descriptions refer to screens that look games up here.
var gameUIs []*gameUI

func init() {
	gameUIs = []*gameUI{&skullKingUI, &skipBoUI, &skullUI, &skuckUI}
}

// startGames runs every game's start.
func (u *UI) startGames() {
	for _, g := range gameUIs {
		if g.start != nil {
			g.start(u)
		}
	}
}

// uiOf is the description of the game named name, nil for none.
func uiOf(name string) *gameUI {
	for _, g := range gameUIs {
		if g.def.Name == name {
			return g
		}
	}
	return nil
}

// gameNames lists the games' names in gameUIs' order.
func gameNames() []string {
	names := make([]string, len(gameUIs))
	for i, g := range gameUIs {
		names[i] = g.def.Name
	}
	return names
}

// name is the game's name in the match file.
func (g *gameUI) name() string { return g.def.Name }

// averageOf is p's average score in the game.
func (g *gameUI) averageOf(p *stats.Player) float64 {
	if g.average != nil {
		return g.average(p)
	}
	return p.Game(g.name()).Average()
}

// callsRoundsGames reports whether the game named name calls its rounds games.
func callsRoundsGames(name string) bool {
	g := uiOf(name)
	return g != nil && g.roundsAreGames
}
