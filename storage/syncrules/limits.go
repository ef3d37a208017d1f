package syncrules

import (
	"maps"
	"slices"

	"scorekeeper/scoring"
)

// Headroom is how many saves every count and revision taken in keeps
// below the limit (2^53 - 1, SPEC 3): a count or revision above
// MaxTaken is refused on import and sync ("near the limit"), so nothing
// stored can keep the next save, deletion or resolve from raising it.
// 2^32 saves of one record are more than any group makes.
const (
	Headroom = 1 << 32
	MaxTaken = scoring.MaxRevision - Headroom
)

// CheckTaken returns the field and value of the first count or revision
// above MaxTaken ("versions/<device>", "revision"), or "", 0. A
// tombstone has no revision: pass 0.
func CheckTaken(revision int, vs scoring.Versions) (field string, n int) {
	if revision > MaxTaken {
		return "revision", revision
	}
	for _, d := range slices.Sorted(maps.Keys(vs)) {
		if vs[d] > MaxTaken {
			return "versions/" + d, vs[d]
		}
	}
	return "", 0
}
