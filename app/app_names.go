package app

import "fmt"

// distinct returns the texts with every repeat numbered, "Anne",
// "Anne (2)", so that a widget.Select, which tells its options apart by
// their text, can pick each: the index of a text is its index in texts.
func distinct(texts []string) []string {
	out := make([]string, len(texts))
	taken := make(map[string]bool, len(texts))
	for _, t := range texts {
		taken[t] = true
	}
	seen := map[string]int{}
	for i, t := range texts {
		seen[t]++
		if seen[t] == 1 {
			out[i] = t
			continue
		}
		n := seen[t]
		for taken[fmt.Sprintf("%s (%d)", t, n)] {
			n++
		}
		out[i] = fmt.Sprintf("%s (%d)", t, n)
		taken[out[i]] = true
	}
	return out
}
