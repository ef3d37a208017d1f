package stats

// Ratio is a count of successes out of tries: exact bids of bids, wins of
// matches, zeros of games.
type Ratio struct {
	Hits  int `json:"hits"`
	Tries int `json:"tries"`
}

// Share is Hits / Tries, 0 with no tries.
func (r Ratio) Share() float64 {
	if r.Tries == 0 {
		return 0
	}
	return float64(r.Hits) / float64(r.Tries)
}

// Try counts one try, a hit when hit is true.
func (r *Ratio) Try(hit bool) {
	r.Tries++
	if hit {
		r.Hits++
	}
}

// Merge adds o's counts.
func (r *Ratio) Merge(o Ratio) {
	r.Hits += o.Hits
	r.Tries += o.Tries
}
