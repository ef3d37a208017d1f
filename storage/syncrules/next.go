package syncrules

import (
	"slices"
	"strconv"

	"scorekeeper/scoring"
)

// Next is the versions of a save on device of a version whose versions
// are base, while siblings (the other versions of the record held here:
// conflict copies, tombstones) stay. The device's count becomes one more
// than any version held has for it, so the save is contained by none of
// them (a save is always new; a match saved again under the id of a
// deleted one is not contained by its tombstone). When that count would
// make it contain a sibling base does not contain (this device's counts
// were used on the other side of a conflict: version vectors assume one
// line of edits per device), a new counter "<device>.<n>" is raised
// instead, so the save stays apart from that sibling and nothing is
// dropped silently.
func Next(base scoring.Versions, device string, siblings []scoring.Versions) scoring.Versions {
	top := base[device]
	for _, s := range siblings {
		top = max(top, s[device])
	}
	next := base.Merge(nil)
	next[device] = top + 1
	if !slices.ContainsFunc(siblings, func(s scoring.Versions) bool { return next.Contains(s) && !base.Contains(s) }) {
		return next
	}
	for n := 1; ; n++ {
		fork := device + "." + strconv.Itoa(n)
		if base[fork] == 0 && !slices.ContainsFunc(siblings, func(s scoring.Versions) bool { return s[fork] > 0 }) {
			return base.Bump(fork)
		}
	}
}
