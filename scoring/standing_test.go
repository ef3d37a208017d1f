package scoring

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

func st(id string, total int, keys ...int) Standing {
	return Standing{Player: Player{ID: id, Name: id}, Total: total, Keys: keys}
}

func TestRank(t *testing.T) {
	tests := []struct {
		name      string
		in        []Standing
		order     []string
		ranks     []int
		winners   []string
		dishwashr []string
	}{
		{"plain", []Standing{st("a", 10), st("b", 30), st("c", 20)}, []string{"b", "c", "a"}, []int{1, 2, 3}, []string{"b"}, []string{"a"}},
		{"tie for first shares the place", []Standing{st("a", 30), st("b", 30), st("c", 20)}, []string{"a", "b", "c"}, []int{1, 1, 3}, []string{"a", "b"}, []string{"c"}},
		{"tie for last", []Standing{st("a", 5), st("b", 30), st("c", 5)}, []string{"b", "a", "c"}, []int{1, 2, 2}, []string{"b"}, []string{"a", "c"}},
		{"everyone tied: no dishes", []Standing{st("a", 0), st("b", 0)}, []string{"a", "b"}, []int{1, 1}, []string{"a", "b"}, nil},
		{"keys break ties", []Standing{st("a", -3, 1), st("b", -3, 2)}, []string{"b", "a"}, []int{1, 2}, []string{"b"}, []string{"a"}},
		{"equal keys draw", []Standing{st("a", -3, 2), st("b", -3, 2)}, []string{"a", "b"}, []int{1, 1}, []string{"a", "b"}, nil},
		{"won beats totals", []Standing{st("a", 1), {Player: Player{ID: "b"}, Total: 0, Won: true}}, []string{"b", "a"}, []int{1, 2}, []string{"b"}, []string{"a"}},
		{"out ranks last", []Standing{{Player: Player{ID: "a"}, Total: 5, Out: true}, st("b", -9)}, []string{"b", "a"}, []int{1, 2}, []string{"b"}, []string{"a"}},
		{"single player", []Standing{st("a", 3)}, []string{"a"}, []int{1}, []string{"a"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Rank(tc.in)
			var order []string
			var ranks []int
			for _, s := range got {
				order = append(order, s.Player.ID)
				ranks = append(ranks, s.Rank)
			}
			if !slices.Equal(order, tc.order) || !slices.Equal(ranks, tc.ranks) {
				t.Errorf("order %v ranks %v, want %v %v", order, ranks, tc.order, tc.ranks)
			}
			if w := Winners(got); !slices.Equal(w, tc.winners) {
				t.Errorf("winners %v, want %v", w, tc.winners)
			}
			if l := Last(got); !slices.Equal(l, tc.dishwashr) {
				t.Errorf("last %v, want %v", l, tc.dishwashr)
			}
		})
	}
}

// TestRankProperties: ranks never decrease, equal results share a rank, and
// a player's rank is 1 + the number of players strictly better.
func TestRankProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 8).Draw(t, "n")
		in := make([]Standing, n)
		for i := range in {
			in[i] = st(string(rune('a'+i)), rapid.IntRange(-3, 3).Draw(t, "total"), rapid.IntRange(0, 2).Draw(t, "key"))
			in[i].Out = rapid.IntRange(0, 5).Draw(t, "out") == 0
		}
		got := Rank(slices.Clone(in))
		for i, s := range got {
			better := 0
			for _, o := range got {
				if compare(o, s) > 0 {
					better++
				}
			}
			if s.Rank != better+1 {
				t.Fatalf("%s has rank %d with %d better", s.Player.ID, s.Rank, better)
			}
			if i > 0 && got[i-1].Rank > s.Rank {
				t.Fatalf("ranks decrease at %d", i)
			}
		}
	})
}
