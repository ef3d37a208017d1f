package league

// Sizes returns the division sizes for n players, A first (see the
// package doc): fours, with 1 to 3 left over placed at the bottom.
func Sizes(n int) []int {
	if n < 2 {
		return nil
	}
	if n <= 5 {
		return []int{n}
	}
	sizes := make([]int, n/4)
	for i := range sizes {
		sizes[i] = 4
	}
	switch n % 4 {
	case 1:
		sizes[len(sizes)-1]++
	case 2:
		if len(sizes) == 1 {
			return []int{3, 3}
		}
		sizes[len(sizes)-1]++
		sizes[len(sizes)-2]++
	case 3:
		sizes = append(sizes, 3)
	}
	return sizes
}

// Divide splits players, best first, into divisions of Sizes.
func Divide(ranked []string) [][]string {
	var out [][]string
	i := 0
	for _, n := range Sizes(len(ranked)) {
		out = append(out, append([]string(nil), ranked[i:i+n]...))
		i += n
	}
	return out
}
