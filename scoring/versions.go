package scoring

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Versions is a version vector (SPEC section 3, `versions`): for each
// device that saved a record, how many saves it made. A version whose
// every count is at least another's contains it; two versions neither of
// which contains the other were edited apart. A missing device counts 0.
type Versions map[string]int

// MaxDeviceLength is the longest device id, in bytes, a version vector
// may name.
const MaxDeviceLength = 256

// Contains reports whether v's count is at least o's for every device.
func (v Versions) Contains(o Versions) bool {
	for d, n := range o {
		if v[d] < n {
			return false
		}
	}
	return true
}

// Equal reports whether v and o count the same (a zero count is the same
// as none).
func (v Versions) Equal(o Versions) bool { return v.Contains(o) && o.Contains(v) }

// Concurrent reports whether neither of v and o contains the other.
func (v Versions) Concurrent(o Versions) bool { return !v.Contains(o) && !o.Contains(v) }

// Merge returns a new vector with the highest count of each device in v
// and o: the least version that contains both.
func (v Versions) Merge(o Versions) Versions {
	out := make(Versions, max(len(v), len(o)))
	for d, n := range v {
		if n > 0 {
			out[d] = n
		}
	}
	for d, n := range o {
		if n > out[d] {
			out[d] = n
		}
	}
	return out
}

// Bump returns a copy of v with device's count raised by one.
func (v Versions) Bump(device string) Versions {
	out := v.Merge(nil)
	out[device]++
	return out
}

// Clone returns a copy of v (nil stays nil).
func (v Versions) Clone() Versions {
	if v == nil {
		return nil
	}
	return maps.Clone(v)
}

// String lists the counts by device, sorted: "a:2 b:1".
func (v Versions) String() string {
	var b strings.Builder
	for _, d := range slices.Sorted(maps.Keys(v)) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(d + ":" + strconv.Itoa(v[d]))
	}
	return b.String()
}

// Check returns a message for the first bad entry (an empty or too long
// device id, a count outside 0 to MaxRevision), or "".
func (v Versions) Check() (device, msg string) {
	for _, d := range slices.Sorted(maps.Keys(v)) {
		switch n := v[d]; {
		case d == "":
			return d, "a device id is empty"
		case len(d) > MaxDeviceLength:
			return d, "a device id of " + strconv.Itoa(len(d)) + " bytes is too long (at most " + strconv.Itoa(MaxDeviceLength) + ")"
		case n < 0 || n > MaxRevision:
			return d, "the count " + strconv.Itoa(n) + " is outside 0 to 2^53 - 1"
		}
	}
	return "", ""
}
