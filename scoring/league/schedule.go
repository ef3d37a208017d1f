package league

// Schedule lists every pair of each division once, division by division,
// in rounds of the circle method: within a round nobody plays twice.
func Schedule(divisions [][]string) []Fixture {
	var out []Fixture
	for d, ids := range divisions {
		for _, p := range pairs(len(ids)) {
			out = append(out, Fixture{Division: d, Home: ids[p[0]], Away: ids[p[1]]})
		}
	}
	return out
}

// pairs returns the pairs of n seats in circle-method rounds: seat 0
// stays, the others turn; with n odd a bye seat is added and skipped.
func pairs(n int) [][2]int {
	m := n + n%2
	ring := make([]int, m)
	for i := range ring {
		ring[i] = i
	}
	var out [][2]int
	for range m - 1 {
		for i := range m / 2 {
			a, b := ring[i], ring[m-1-i]
			if a >= n || b >= n {
				continue // the bye
			}
			if a > b {
				a, b = b, a
			}
			out = append(out, [2]int{a, b})
		}
		// turn every seat but the first
		last := ring[m-1]
		copy(ring[2:], ring[1:m-1])
		ring[1] = last
	}
	return out
}
