package cli

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
	"text/tabwriter"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/scoring/demo"
)

// tabSheet is the sheet as text/tabwriter lays it out (what writeSheet
// replaced): the test's oracle.
func tabSheet(m *scoring.Match, label string, marks func(int) []string) string {
	var b bytes.Buffer
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s\t", label)
	for _, p := range m.Players {
		fmt.Fprintf(tw, "%s\t", printable(p.Name))
	}
	fmt.Fprintln(tw)
	rows := m.Game.Rows(m.Players)
	for i := 0; i < len(rows); {
		round := rows[i].Round
		fmt.Fprintf(tw, "%d\t", round)
		cells := map[string]scoring.Row{}
		for ; i < len(rows) && rows[i].Round == round; i++ {
			cells[rows[i].Player] = rows[i]
		}
		for _, p := range m.Players {
			if c, ok := cells[p.ID]; ok {
				fmt.Fprintf(tw, "%+d = %d\t", c.Points, c.Total)
			} else {
				fmt.Fprint(tw, "-\t")
			}
		}
		if marks != nil {
			for _, mk := range marks(round) {
				fmt.Fprint(tw, "  ", mk)
			}
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	return b.String()
}

// TestSheetLaysOutAsTabwriter: for demo matches of every game, with long,
// wide and hostile names and marks, writeSheet writes what tabwriter did.
func TestSheetLaysOutAsTabwriter(t *testing.T) {
	names := []string{"Ä", "Zoë-Chantal Müller-Lüdenscheidt", "李", "Ev\x1bil", "👩‍👩‍👧", ""}
	n := 0
	err := demo.Each(rand.New(rand.NewPCG(5, 6)), 60, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), func(m *scoring.Match) error {
		n++
		for i := range m.Players {
			if (n+i)%3 == 0 {
				m.Players[i].Name = names[(n+i)%len(names)]
			}
		}
		var marks func(int) []string
		if n%2 == 0 {
			marks = func(r int) []string {
				if r%3 == 0 {
					return []string{"Click", "x"}
				}
				return nil
			}
		}
		label := []string{"Round", "Runde", "R"}[n%3]
		var got bytes.Buffer
		writeSheet(&got, m, label, marks)
		if want := tabSheet(m, label, marks); got.String() != want {
			t.Fatalf("match %d (%s):\ngot\n%s\nwant\n%s", n, m.Game.Name(), got.String(), want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
