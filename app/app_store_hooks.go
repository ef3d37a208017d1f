package app

import (
	"io"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
)

// hooked is the store as the screens use it: after every change it
// succeeded in, it runs changed with the match concerned ("" for a
// player, league or import), so the sync folder and the live view follow
// every save whichever screen made it.
type hooked struct {
	Store
	changed func(matchID string)
}

func (h hooked) after(matchID string, err error) error {
	if err == nil {
		h.changed(matchID)
	}
	return err
}

func (h hooked) Save(m *scoring.Match) error      { return h.after(m.ID, h.Store.Save(m)) }
func (h hooked) SaveApart(m *scoring.Match) error { return h.after(m.ID, h.Store.SaveApart(m)) }
func (h hooked) Delete(id string) error           { return h.after(id, h.Store.Delete(id)) }

func (h hooked) AddPlayer(name string) (scoring.RosterPlayer, error) {
	p, err := h.Store.AddPlayer(name)
	return p, h.after("", err)
}

func (h hooked) RenamePlayer(id, name string) error {
	return h.after("", h.Store.RenamePlayer(id, name))
}

func (h hooked) ArchivePlayer(id string, archived bool) error {
	return h.after("", h.Store.ArchivePlayer(id, archived))
}

func (h hooked) ImportFile(r io.Reader) (importReport, error) {
	rep, err := h.Store.ImportFile(r)
	return rep, h.after("", err)
}

func (h hooked) SaveLeague(l *league.League) error { return h.after("", h.Store.SaveLeague(l)) }

func (h hooked) LinkLeagueMatch(leagueID, matchID string) (int, error) {
	n, err := h.Store.LinkLeagueMatch(leagueID, matchID)
	return n, h.after(matchID, err)
}

func (h hooked) CloseSeason(leagueID string) (*league.Season, error) {
	s, err := h.Store.CloseSeason(leagueID)
	return s, h.after("", err)
}

func (h hooked) MergePlayers(keep, drop string) (mergeReport, error) {
	rep, err := h.Store.MergePlayers(keep, drop)
	return rep, h.after("", err)
}
