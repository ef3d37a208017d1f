package boltdb

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/league"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/matchfile"
)

// ErrBothPlayed matches every *MergeError (errors.Is).
var ErrBothPlayed = errors.New("both players played in the same match")

// MergeError is MergePlayers' refusal: both players sat in these matches
// (or are in these leagues' same season). A match cannot seat one person
// twice: merging would give one player two seats, two rows in every
// round and a fixture against themselves, and no rule says which of the
// two entries is theirs. Such a match was not one person on two devices;
// delete it, or keep the two profiles apart.
type MergeError struct {
	Keep, Drop string
	Matches    []string
	Leagues    []string
}

func (e *MergeError) Error() string {
	var where []string
	if len(e.Matches) > 0 {
		where = append(where, "match "+strings.Join(e.Matches, ", "))
	}
	if len(e.Leagues) > 0 {
		where = append(where, "a season of league "+strings.Join(e.Leagues, ", "))
	}
	return fmt.Sprintf("players %s and %s cannot be merged: both played in %s, and one person cannot have two seats", e.Keep, e.Drop, strings.Join(where, " and in "))
}

// Key is the message's translation key; Args fills it (Keep, Drop:
// player ids to show by name; Where: the match and league ids).
func (e *MergeError) Key() string { return "storage.merge.both" }

// Args are the arguments of Key's message.
func (e *MergeError) Args() map[string]any {
	return map[string]any{"Keep": e.Keep, "Drop": e.Drop, "Where": strings.Join(append(slices.Clone(e.Matches), e.Leagues...), ", ")}
}

// Is makes errors.Is(err, ErrBothPlayed) true.
func (e *MergeError) Is(target error) bool { return target == ErrBothPlayed }

// MergeReport lists what MergePlayers changed.
type MergeReport struct {
	Matches []string // matches now played by keep
	Leagues []string // leagues whose divisions and fixtures now name keep
}

// MergePlayers makes two roster profiles of one person one (the same
// person added on two devices): every match of drop (its players, every
// entry that names the player, its summary, index entries and facts) and
// every league place and fixture of drop become keep's, in one
// transaction, and drop stays in the roster archived, with MergedInto
// set (so a file from the other device does not bring it back as a new
// player). Nothing is removed.
//
// Each changed match and league gets its revision raised by one and
// keeps its Updated time and its seats' names as played: the same merge
// on another device gives the very same bytes, so their files then
// import as unchanged. It refuses (a *MergeError, nothing changed) when
// both played in one match or are in one season of a league.
func (db *DB) MergePlayers(keep, drop string) (MergeReport, error) {
	if keep == drop {
		return MergeReport{}, errors.New("a player cannot be merged with themselves")
	}
	var rep MergeReport
	err := db.update(func(tx *bbolt.Tx) error {
		if _, err := records.GetPlayer(tx, keep); err != nil {
			return err
		}
		dp, err := records.GetPlayer(tx, drop)
		if err != nil {
			return err
		}
		mg := merging{tx: tx, keep: keep, drop: drop, now: db.opts.Now(), refuse: &MergeError{Keep: keep, Drop: drop}}
		ms, err := mg.matches()
		if err != nil {
			return err
		}
		ls, err := mg.leagues()
		if err != nil {
			return err
		}
		if len(mg.refuse.Matches)+len(mg.refuse.Leagues) > 0 {
			return mg.refuse
		}
		if err := mg.storeMatches(ms); err != nil {
			return err
		}
		dp.Archived, dp.MergedInto = true, keep
		if err := changedPlayer(tx, dp, mg.now); err != nil {
			return err
		}
		if err := mg.storeLeagues(ls); err != nil {
			return err
		}
		rep = mg.rep
		return nil
	})
	if err != nil {
		return MergeReport{}, err
	}
	return rep, nil
}

// merging is a MergePlayers under way, in its transaction.
type merging struct {
	tx         *bbolt.Tx
	keep, drop string
	now        time.Time
	refuse     *MergeError // the matches and leagues both played in
	rep        MergeReport
}

// matches reads drop's matches (by the player index), noting in refuse
// those keep played in too.
func (mg *merging) matches() ([]*scoring.Match, error) {
	ids := playerMatches(mg.tx, mg.drop)
	ms := make([]*scoring.Match, 0, len(ids))
	for _, id := range ids {
		rec := records.GetRecord(mg.tx, id, records.KindMatch)
		if rec == nil {
			continue
		}
		m, err := records.DecodeMatch(records.RecKey(id, records.KindMatch), bytes.Clone(rec))
		if err != nil {
			return nil, err
		}
		if scoring.Index(m.Players, mg.drop) < 0 {
			continue // a stale index entry
		}
		if scoring.Index(m.Players, mg.keep) >= 0 {
			mg.refuse.Matches = append(mg.refuse.Matches, id)
		}
		ms = append(ms, m)
	}
	return ms, nil
}

// leagues reads the leagues that name drop, with keep in its places,
// noting in refuse those where both are in one season.
func (mg *merging) leagues() ([]*league.League, error) {
	var ls []*league.League
	err := mg.tx.Bucket([]byte(records.BucketLeagues)).ForEach(func(k, v []byte) error {
		l, err := records.DecodeLeague(k, v)
		if err != nil {
			return err
		}
		changed, err := l.ReplacePlayer(mg.drop, mg.keep)
		switch {
		case errors.Is(err, league.ErrBothPlayers):
			mg.refuse.Leagues = append(mg.refuse.Leagues, l.ID)
		case err != nil:
			return err
		case changed:
			ls = append(ls, l)
		}
		return nil
	})
	return ls, err
}

// storeMatches stores drop's matches with keep in drop's places, each a
// revision and a merge counter up, and puts the conflict copies among
// them under their new names.
func (mg *merging) storeMatches(ms []*scoring.Match) error {
	for _, m := range ms {
		old, _ := records.Current(mg.tx, m.ID)
		ReplacePlayer(m, mg.drop, mg.keep)
		m.Revision++
		m.Versions = m.Versions.Bump(mergeCounter(mg.keep, mg.drop))
		if errs := m.Validate().Errors(); len(errs) > 0 {
			return &matchfile.RuleError{MatchID: m.ID, Issues: errs}
		}
		data, err := records.EncodeMatch(m)
		if err != nil {
			return err
		}
		if _, err := records.PutMatch(mg.tx, m, data, old, mg.now); err != nil {
			return err
		}
		mg.rep.Matches = append(mg.rep.Matches, m.ID)
	}
	return replaceCopies(mg.tx, ms, mg.now)
}

// storeLeagues stores the leagues that named drop, each checked against
// the roster and a revision and a merge counter up.
func (mg *merging) storeLeagues(ls []*league.League) error {
	players := records.Roster(mg.tx)
	for _, l := range ls {
		if errs := matchfile.StructureIssues(l, players); len(errs) > 0 {
			return &matchfile.LeagueError{LeagueID: l.ID, Issues: errs}
		}
		l.Revision++
		l.Versions = l.Versions.Bump(mergeCounter(mg.keep, mg.drop))
		data, err := records.EncodeLeague(l)
		if err != nil {
			return err
		}
		if err := records.PutLeague(mg.tx, l.ID, data); err != nil {
			return err
		}
		mg.rep.Leagues = append(mg.rep.Leagues, l.ID)
	}
	return nil
}

// replaceCopies puts the conflict copies among the merged matches under
// the names their new content gives (placeOrder, records.CopyName), so every
// device that makes the same merge holds them under the same ids.
func replaceCopies(tx *bbolt.Tx, ms []*scoring.Match, now time.Time) error {
	done := map[string]bool{}
	for _, m := range ms {
		of := records.ConflictOf(tx, m.ID)
		if of == "" || done[of] {
			continue
		}
		done[of] = true
		lives, err := records.LiveVersions(tx, of)
		if err != nil {
			return err
		}
		if _, err := records.Arrange(tx, of, lives, now); err != nil {
			return err
		}
	}
	return nil
}

// mergeCounter is the version counter a merge of drop into keep raises
// in the matches and leagues it changes: the same on every device, so the
// same merge made on two devices gives identical records (unchanged when
// they meet), while an edit made apart from the merge does not contain
// it (a conflict, never a silent undoing of the merge).
func mergeCounter(keep, drop string) string {
	sum := sha256.Sum256([]byte(drop + "\x00" + keep))
	return "merge-" + hex.EncodeToString(sum[:12])
}

// playerMatches lists the ids of a player's matches by the player index.
func playerMatches(tx *bbolt.Tx, player string) []string {
	var ids []string
	prefix := records.LP(player)
	c := tx.Bucket([]byte(records.BucketByPlayer)).Cursor()
	for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
		if rest := k[len(prefix):]; len(rest) > records.TimeKeyLen {
			if id := string(rest[records.TimeKeyLen:]); !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	return ids
}

// ReplacePlayer puts player id to in from's seat of a match and in every
// option and entry that names from (the fields of SPEC section 3 that
// hold player ids), in place. The seat keeps its name as played.
func ReplacePlayer(m *scoring.Match, from, to string) {
	for i := range m.Players {
		scoring.Swap(&m.Players[i].ID, from, to)
	}
	m.Game.ReplacePlayer(from, to)
}
