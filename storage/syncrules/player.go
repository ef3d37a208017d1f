package syncrules

import "scorekeeper/scoring"

// PlayerStep is what an arriving version of a roster player does to the
// one held (both with versions: a player an import added from a match's
// seat has none and is replaced by any synced version of it).
type PlayerStep int

const (
	// KeepPlayer: the same, or contained by the one held.
	KeepPlayer PlayerStep = iota
	// ReplacePlayer: it contains the one held.
	ReplacePlayer
	// MergePlayer: changed apart from the one held (or it counts device
	// higher than the one held: not a save of this device's): the two
	// merge, fields of the later one, versions of both.
	MergePlayer
)

// DecidePlayer says what a version of a roster player (in) arriving on
// device does to the one held; same: their files are equal. A player's
// missing versions count as none (a player changed before they existed).
func DecidePlayer(held, in scoring.Versions, same bool, device string) PlayerStep {
	h, x := Version{Versions: held.Merge(nil)}, Version{Versions: in.Merge(nil)}
	switch {
	case same || Beats(h, x):
		return KeepPlayer
	case Beats(x, h) && !overcounts(x, Held{Lives: []Version{h}}, device):
		return ReplacePlayer
	}
	return MergePlayer
}
