package stats

import "scorekeeper/scoring"

// Numbers are a game's own statistics beyond score and rank (Skull
// King's bid accuracy, SKUCK's zeros, ...): of one seat in a match
// (Seat.Numbers), or of a player added up over matches (Player.Numbers).
// Each game that keeps some implements them in its package.
type Numbers interface {
	// Add adds o's counts; o is numbers of the same game.
	Add(o Numbers)
	// Empty is zero numbers of the same game.
	Empty() Numbers
	// Encode writes the numbers for storage, a whole number at a time.
	Encode(w Writer)
	// Decode reads what Encode wrote into zero numbers.
	Decode(r Reader)
}

// Counter is a game that keeps numbers of its own (its Game implements
// it).
type Counter interface {
	// Numbers is zero numbers of the game.
	Numbers() Numbers
	// Count is the numbers of each seat of the match, which is over, in
	// seating order.
	Count(players []scoring.Player) []Numbers
}

// Writer takes numbers to store (storage implements it).
type Writer interface {
	Int(v int)
}

// Reader gives back the numbers a Writer took, in order. A record that
// does not read is its owner's to report: it then reads zeros.
type Reader interface {
	Int() int
	// Len reads the length of a list whose items take at least min
	// numbers each: 0 when the rest of the record could not hold it.
	Len(min int) int
}

// Write writes the ratio: hits, then tries.
func (r Ratio) Write(w Writer) { w.Int(r.Hits); w.Int(r.Tries) }

// ReadRatio reads what Ratio.Write wrote.
func ReadRatio(r Reader) Ratio { return Ratio{Hits: r.Int(), Tries: r.Int()} }

// WriteInts writes a list of numbers: its length, then each.
func WriteInts(w Writer, v []int) { writeList(w, v, Writer.Int) }

// ReadInts reads what WriteInts wrote (nil for an empty list).
func ReadInts(r Reader) []int { return readList(r, 1, Reader.Int) }

// WriteRatios writes a list of ratios: its length, then each.
func WriteRatios(w Writer, v []Ratio) { writeList(w, v, func(w Writer, x Ratio) { x.Write(w) }) }

// ReadRatios reads what WriteRatios wrote (nil for an empty list).
func ReadRatios(r Reader) []Ratio { return readList(r, 2, ReadRatio) }

func writeList[T any](w Writer, v []T, write func(Writer, T)) {
	w.Int(len(v))
	for _, x := range v {
		write(w, x)
	}
}

// readList reads a list whose items take at least min numbers each.
func readList[T any](r Reader, min int, read func(Reader) T) []T {
	n := r.Len(min)
	if n == 0 {
		return nil
	}
	v := make([]T, n)
	for i := range v {
		v[i] = read(r)
	}
	return v
}

// NumbersOf is p's numbers of the game named game, of type *N in
// Player.Numbers, as a value: zero when p has none.
func NumbersOf[N any, P interface {
	*N
	Numbers
}](p *Player, game string) N {
	if n, ok := p.Numbers[game].(P); ok {
		return *n
	}
	var zero N
	return zero
}
