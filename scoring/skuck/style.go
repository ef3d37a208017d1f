package skuck

// Style tells a Hawk (bids high) from a Dove (bids low) by the average
// bid over all recorded games.
type Style int

// Styles; NoStyle means no bids.
const (
	NoStyle Style = iota
	Dove
	Hawk
)

// StyleOf is Hawk when the average bid is over 13.5, else Dove; an
// average of exactly 13.5 is a Dove (a Hawk must average over 13.5).
// Bids outside 0..27 are clamped into it. No bids: NoStyle.
func StyleOf(bids []int) Style {
	if len(bids) == 0 {
		return NoStyle
	}
	var sum int64
	for _, b := range bids {
		sum += int64(clamp(b, 0, Tricks))
	}
	// sum/n > 13.5  <=>  2*sum > 27*n
	if 2*sum > Tricks*int64(len(bids)) {
		return Hawk
	}
	return Dove
}

// AverageBid is the mean bid (clamped to 0..27), 0 with no bids.
func AverageBid(bids []int) float64 {
	if len(bids) == 0 {
		return 0
	}
	var sum int64
	for _, b := range bids {
		sum += int64(clamp(b, 0, Tricks))
	}
	return float64(sum) / float64(len(bids))
}

// Key is the translation key: "style.hawk", "style.dove" or "style.none".
func (s Style) Key() string {
	switch s {
	case Hawk:
		return "style.hawk"
	case Dove:
		return "style.dove"
	}
	return "style.none"
}

// String is the key, for logs.
func (s Style) String() string { return s.Key() }
