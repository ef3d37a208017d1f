package syncrules

import "strings"

// Held is every version of one record held here: the live ones (the
// record and its conflict copies) and the tombstones. The versions held
// are always those no version seen beats; more than one live one, or a
// live one beside a tombstone, is a conflict.
type Held struct {
	Lives, Tombs []Version
}

// Outcome is what a version arriving does (Decide).
type Outcome struct {
	// Skip: the version is held already, or one held beats it; nothing
	// changes.
	Skip bool
	// Lives and Tombs are the indexes of the held versions it beats:
	// they go, and it is stored.
	Lives, Tombs []int
	// Apart: it counts this device higher than any version held does
	// (it is not this device's save): it is stored beside the versions
	// held, a conflict, and replaces none of them.
	Apart bool
}

// Decide says what version x, arriving, does to the versions held on
// device: skipped when one held is the same or beats it; else stored,
// and the versions it beats go. A version that counts device higher
// than any version held does is stored beside the others (Apart). A
// live version without versions goes only to a tombstone, or to a
// version with a higher revision when it holds the record's own id
// (First): files without versions went by revision, and a lower or equal
// revision that differs was kept beside as a conflict copy, which stays
// until it is resolved. Apart from files without versions, the result
// depends only on the versions seen, not on the order they arrive in.
func Decide(h Held, x Version, device string) Outcome {
	var out Outcome
	first := -2 // not found yet: only a version without versions needs it
	for i, v := range h.Lives {
		if v.Versions == nil && first == -2 {
			first = First(h.Lives)
		}
		switch {
		case v.Hash == x.Hash && !x.Deleted || Beats(v, x):
			return Outcome{Skip: true}
		case v.Versions != nil && !Beats(x, v):
		case v.Versions == nil && !x.Deleted && (i != first || x.Revision <= v.Revision):
		default:
			out.Lives = append(out.Lives, i)
		}
	}
	for i, t := range h.Tombs {
		switch {
		case t.Hash == x.Hash && x.Deleted || Beats(t, x):
			return Outcome{Skip: true}
		case Beats(x, t):
			out.Tombs = append(out.Tombs, i)
		}
	}
	if overcounts(x, h, device) {
		return Outcome{Apart: true}
	}
	return out
}

// Before reports whether a is placed before b (First): the later
// updated, then the smaller hash. It depends only on the two versions,
// so devices that hold the same versions hold them under the same record
// ids.
func Before(a, b Version) bool {
	if c := a.Updated.Compare(b.Updated); c != 0 {
		return c > 0
	}
	return strings.Compare(a.Hash, b.Hash) < 0
}

// First is the index of the live version that holds the record's own id
// (the others are conflict copies named by their hash), -1 for none.
func First(lives []Version) int {
	best := -1
	for i, v := range lives {
		if best < 0 || Before(v, lives[best]) {
			best = i
		}
	}
	return best
}
