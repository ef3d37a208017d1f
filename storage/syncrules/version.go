package syncrules

import (
	"strings"
	"time"

	"scorekeeper/scoring"
)

// Version is what the rules know of one version of a record (a match or
// a league), held here or arriving.
type Version struct {
	// Versions is its version vector; nil for a file written before
	// versions existed (it goes by Revision).
	Versions scoring.Versions
	Revision int
	Deleted  bool // a tombstone
	Updated  time.Time
	// Hash names its content: the first 12 hex digits of the SHA-256 of
	// its file with the record's own id (a conflict copy is stored as
	// "<id>~<Hash>"). Two versions with one Hash are the same version.
	Hash string
	// mask has two bits set for each device Versions counts (Prepared;
	// 0: not prepared): a version whose mask lacks a bit of another's
	// does not contain it, found without comparing counts.
	mask uint64
}

// Prepared is v with its mask set: many versions of one record compared
// with each other (Decide) are mostly told apart by their masks.
func (v Version) Prepared() Version {
	v.mask = 0
	for d, n := range v.Versions {
		if n > 0 {
			h := fnv(d)
			v.mask |= 1<<(h&63) | 1<<(h>>6&63)
		}
	}
	return v
}

// fnv is the 64-bit FNV-1a hash of s.
func fnv(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}

// contains is a.Versions.Contains(b.Versions), told by the masks when
// they show a device b counts and a does not.
func contains(a, b Version) bool {
	if a.mask != 0 && b.mask&^a.mask != 0 {
		return false
	}
	return a.Versions.Contains(b.Versions)
}

// Beats reports whether a makes b obsolete: b is dropped when a arrives,
// and skipped when it arrives while a is held.
//
//   - Both with versions: a contains b and b not a, or both count the
//     same and a is a tombstone and b is not (a deletion wins a tie).
//   - b without versions (a file written before they existed): a is a
//     tombstone, or has versions and a higher revision (the version
//     made from it by a save here or elsewhere).
//   - a without versions never beats a version that has them (nor one
//     without them: between two files without versions the arriving one
//     replaces the held one when its revision is higher, Decide).
func Beats(a, b Version) bool {
	switch {
	case a.Versions == nil:
		return false
	case b.Versions == nil:
		return a.Deleted || a.Revision > b.Revision
	}
	return contains(a, b) && (!contains(b, a) || (a.Deleted && !b.Deleted))
}

// Own reports whether counter d is device's: its id, or a counter
// "<device>.<n>" it raised beside a conflict (Next).
func Own(d, device string) bool {
	if device == "" || !strings.HasPrefix(d, device) {
		return false
	}
	rest := d[len(device):]
	if rest == "" {
		return true
	}
	if len(rest) < 2 || rest[0] != '.' {
		return false
	}
	for _, c := range rest[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// overcounts reports whether x counts one of device's counters higher
// than every version held does. A device's count of a record is only
// ever raised by its own saves, and a version it saved is held until a
// version that contains it arrives; so no honest version counts it
// higher than the versions held (a lying file does, or a copy of this
// database that kept its id).
func overcounts(x Version, h Held, device string) bool {
	for d, n := range x.Versions {
		if !Own(d, device) {
			continue
		}
		top := 0
		for _, vs := range [][]Version{h.Lives, h.Tombs} {
			for _, v := range vs {
				top = max(top, v.Versions[d])
			}
		}
		if n > top {
			return true
		}
	}
	return false
}
