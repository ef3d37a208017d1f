package skull

import (
	"slices"
	"testing"
)

// Rule-book cases (rules/skull-rules-de.txt), each quoted and translated.

// "Deckt der Herausforderer die angesagte Anzahl Scheiben auf, ohne einen
// Skull zu erwischen, hat er die Herausforderung gewonnen. [...] der
// erfolgreiche Herausforderer dreht sein Spielertableau um [...] Liegt die
// verzierte Seite bereits oben, gewinnt der Herausforderer die Partie!"
// (If the challenger turns the bid number of discs without hitting a
// skull, they win the challenge and turn their mat; if it is already
// turned, the challenger wins the match.)
func TestRuleSecondWinWinsMatch(t *testing.T) {
	ps := seats(4)
	m := &Match{Rounds: []Round{win("p2", 3)}}
	mustValid(t, m, ps)
	s := m.State(ps)
	if p := of(t, s, "p2"); !p.Mat || p.Won != 1 || p.Tried != 1 || p.Discs != 4 {
		t.Fatalf("after one win: %+v", p)
	}
	if s.Over || s.Winner != "" {
		t.Fatalf("one win must not end the match: %+v", s)
	}
	m.Rounds = append(m.Rounds, lose("p3", 2, "p1"), win("p2", 5))
	mustValid(t, m, ps)
	s = m.State(ps)
	if !s.Over || s.Winner != "p2" || s.Start != "" {
		t.Fatalf("second win: over %v winner %q start %q", s.Over, s.Winner, s.Start)
	}
	if !m.Over(ps) {
		t.Fatal("Over must be true")
	}
	st := m.Standings(ps)
	if st[0].Player.ID != "p2" || !st[0].Won || st[0].Total != 2 || st[0].Rank != 1 {
		t.Fatalf("winner first: %+v", st[0])
	}
	for _, x := range st[1:] {
		if x.Won || x.Rank == 1 {
			t.Fatalf("only one winner: %+v", x)
		}
	}
}

// "Der Spieler, dessen Skull aufgedeckt wurde, zieht eine zufällige
// Scheibe aus der Hand des Herausforderers, die ungesehen zurück in die
// Schachtel gelegt wird." (The player whose skull was turned draws a random
// disc from the challenger's hand, put back in the box unseen.)
// "Egal ob die Herausforderung gewonnen oder verloren wurde: Der
// Herausforderer der letzten Runde wird zum Startspieler der neuen Runde."
// (Won or lost, the last round's challenger starts the new round.)
func TestRuleLostOnAnothersSkull(t *testing.T) {
	ps := seats(3)
	m := &Match{Rounds: []Round{lose("p1", 3, "p3")}}
	mustValid(t, m, ps)
	s := m.State(ps)
	if p := of(t, s, "p1"); p.Discs != 3 || p.Won != 0 || p.Tried != 1 || p.Mat {
		t.Fatalf("challenger: %+v", p)
	}
	if p := of(t, s, "p3"); p.Discs != 4 {
		t.Fatalf("skull owner keeps all discs: %+v", p)
	}
	if s.Start != "p1" || s.ChooseStart || s.Table != 11 {
		t.Fatalf("start %q choose %v table %d", s.Start, s.ChooseStart, s.Table)
	}
}

// "Handelt es sich beim aufgedeckten Skull um den des Herausforderers
// selbst, darf er frei wählen, welche seiner Scheiben er verdeckt zurück
// in die Schachtel legt." (If it was the challenger's own skull, they choose
// which of their discs goes back in the box, face down.) The app only
// counts: one disc fewer.
func TestRuleLostOnOwnSkull(t *testing.T) {
	ps := seats(3)
	m := &Match{Rounds: []Round{lose("p2", 1, "p2")}}
	mustValid(t, m, ps)
	s := m.State(ps)
	if p := of(t, s, "p2"); p.Discs != 3 || p.Tried != 1 || p.Eliminated {
		t.Fatalf("challenger: %+v", p)
	}
	if s.Start != "p2" || s.ChooseStart {
		t.Fatalf("start %q choose %v", s.Start, s.ChooseStart)
	}
}

// "Verliert der Herausforderer seine letzte Scheibe, scheidet er aus der
// Partie aus." (A challenger who loses their last disc is out.)
// "Falls der Herausforderer ausgeschieden ist, wird derjenige zum
// Startspieler der neuen Runde, dessen Skull zum Ausscheiden des
// Herausforderers geführt hat. War das der Skull des Herausforderers
// selbst, bestimmt dieser, wer zum nächsten Startspieler wird." (If the
// challenger is out, the owner of the skull that knocked them out starts;
// if it was the challenger's own skull, the challenger picks the next
// start player.)
func TestRuleEliminationAndNextStart(t *testing.T) {
	ps := seats(4)
	down := []Round{lose("p1", 2, "p2"), lose("p1", 2, "p3"), lose("p1", 2, "p4")} // p1: 4 -> 1
	cases := []struct {
		name   string
		last   Round
		start  string
		choose bool
		out    bool
	}{
		{"not out: the challenger starts", lose("p3", 2, "p4"), "p3", false, false},
		{"out on another's skull: its owner starts", lose("p1", 2, "p4"), "p4", false, true},
		{"out on own skull: the challenger picks", Round{Challenger: "p1", Bid: 1, Result: Lost, SkullOf: "p1", NextStart: "p3"}, "p3", true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := &Match{Rounds: append(slices.Clone(down), tc.last)}
			mustValid(t, m, ps)
			s := m.State(ps)
			if s.Start != tc.start || s.ChooseStart != tc.choose {
				t.Fatalf("start %q choose %v, want %q %v", s.Start, s.ChooseStart, tc.start, tc.choose)
			}
			p := of(t, s, "p1")
			if p.Eliminated != tc.out || (tc.out && (p.Discs != 0 || p.EliminatedIn != 4)) {
				t.Fatalf("p1: %+v", p)
			}
			if tc.out && (s.Alive != 3 || s.Table != 12 || s.Over) {
				t.Fatalf("alive %d table %d over %v", s.Alive, s.Table, s.Over)
			}
		})
	}
	// The app asks before the round is saved: After tells it.
	m := &Match{Rounds: down}
	if s := m.After(ps, lose("p1", 1, "p1")); !s.ChooseStart || s.Start != "" {
		t.Fatalf("After own-skull knock-out: choose %v start %q", s.ChooseStart, s.Start)
	}
	if s := m.After(ps, lose("p1", 2, "p2")); s.ChooseStart || s.Start != "p2" {
		t.Fatalf("After knock-out by p2: choose %v start %q", s.ChooseStart, s.Start)
	}
}

// "Das Spiel endet [...] in seltenen Fällen, wenn alle Spieler außer einem
// ausgeschieden sind. Der letzte verbleibende Spieler gewinnt die Partie."
// (Rarely the game ends when all players but one are out; the last one
// left wins.)
func TestRuleLastPlayerStanding(t *testing.T) {
	ps := seats(3)
	var rs []Round
	for range 4 {
		rs = append(rs, lose("p1", 2, "p3"))
	}
	rs = append(rs, win("p2", 1)) // p2 has a turned mat
	for range 3 {
		rs = append(rs, lose("p2", 2, "p3"))
	}
	m := &Match{Rounds: rs}
	mustValid(t, m, ps)
	if m.Over(ps) {
		t.Fatal("two players left: not over")
	}
	m.Rounds = append(m.Rounds, lose("p2", 1, "p2")) // own skull, but the match ends: no pick
	mustValid(t, m, ps)
	s := m.State(ps)
	if !s.Over || s.Winner != "p3" || s.ChooseStart || s.Start != "" || s.Alive != 1 {
		t.Fatalf("last standing: %+v", s)
	}
	st := m.Standings(ps)
	// p3 wins with 0 challenges won; then p2 (1 won) before p1 (0 won).
	got := []string{st[0].Player.ID, st[1].Player.ID, st[2].Player.ID}
	if !slices.Equal(got, []string{"p3", "p2", "p1"}) || !st[0].Won || st[0].Total != 0 || st[1].Total != 1 {
		t.Fatalf("standings %v: %+v", got, st)
	}
	// Nobody picks a start player for a round that will not be played.
	m.Rounds[8].NextStart = "p3"
	if is := m.Validate(ps); len(is) != 1 || is[0].Round != 9 || is[0].Field != "nextStart" || is[0].Rule != RuleNextStartOver {
		t.Fatalf("nextStart when the match ends: %v", is)
	}
	m.Rounds[8].NextStart = ""
	// A later round is refused.
	m.Rounds = append(m.Rounds, win("p3", 1))
	if is := m.Validate(ps).For(10, "", "rounds"); len(is) != 1 || is[0].Rule != RuleRoundOver {
		t.Fatalf("round after the end: %v", is)
	}
}

// „LETZTE CHANCE“: "Verliert ein Spieler im Verlauf des Spiels seine
// zweitletzte Scheibe, erhält er im Gegenzug die Scheibe „Letzte Chance“
// für eine Runde auf die Hand. [...] Wird der Spieler mit der Scheibe
// „Letzte Chance“ in dieser Runde zum Herausforderer und verliert, scheidet
// er aus der Partie aus. Unabhängig vom Ausgang der Herausforderung legt er
// danach die Scheibe „Letzte Chance“ in die Tischmitte zurück. Jeder
// Spieler kann diese Scheibe pro Partie nur einmal verwenden."
// (A player who loses their second-to-last disc gets the Last chance disc
// for one round. If they challenge that round and lose, they are out.
// Whatever happens, the disc goes back to the middle afterwards. Each
// player can use it once per match.)
func TestRuleLastChance(t *testing.T) {
	ps := seats(4)
	down := []Round{lose("p1", 2, "p2"), lose("p1", 2, "p3")} // p1: 4 -> 2
	opts := Options{LastChance: true}

	// 2 -> 1: p1 gets the disc for the next round; it counts on the table.
	m := &Match{Options: opts, Rounds: append(slices.Clone(down), lose("p1", 2, "p4"))}
	mustValid(t, m, ps)
	s := m.State(ps)
	if p := of(t, s, "p1"); p.Discs != 1 || !p.LastChance || !p.UsedLastChance || s.LastChance != "p1" {
		t.Fatalf("p1 gets the disc: %+v", p)
	}
	if s.Table != 1+1+4+4+4 {
		t.Fatalf("table %d", s.Table)
	}
	// A bid of the full table (p1's disc and the Last chance disc) is allowed.
	if is := (&Match{Options: opts, Rounds: append(slices.Clone(m.Rounds), win("p2", 14))}).Validate(ps); len(is) > 0 {
		t.Fatalf("bid 14: %v", is)
	}
	if is := (&Match{Options: opts, Rounds: append(slices.Clone(m.Rounds), win("p2", 15))}).Validate(ps); len(is) != 1 || is[0].Rule != RuleBidMax || is[0].Args["Max"] != 14 {
		t.Fatalf("bid 15: %v", is)
	}

	// Without the option nobody gets it.
	plain := &Match{Rounds: m.Rounds}
	if p := of(t, plain.State(ps), "p1"); p.LastChance || p.UsedLastChance {
		t.Fatalf("no option: %+v", p)
	}
	if plain.State(ps).Table != 13 {
		t.Fatalf("no option: table %d", plain.State(ps).Table)
	}

	cases := []struct {
		name  string
		round Round
		discs int
		out   bool
		start string
	}{
		{"holder challenges and loses: out", lose("p1", 3, "p2"), 0, true, "p2"},
		{"holder loses on own skull: out, picks", Round{Challenger: "p1", Bid: 1, Result: Lost, SkullOf: "p1", NextStart: "p4"}, 0, true, "p4"},
		{"holder challenges and wins: back to one disc", win("p1", 2), 1, false, "p1"},
		{"someone else challenges: back to one disc", lose("p3", 2, "p2"), 1, false, "p3"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			mm := &Match{Options: opts, Rounds: append(slices.Clone(m.Rounds), tc.round)}
			mustValid(t, mm, ps)
			s := mm.State(ps)
			p := of(t, s, "p1")
			if p.Discs != tc.discs || p.Eliminated != tc.out || p.LastChance || s.LastChance != "" || s.Start != tc.start {
				t.Fatalf("p1 %+v, start %q, holder %q", p, s.Start, s.LastChance)
			}
		})
	}

	// Once per match: the disc came back and p3 now drops 2 -> 1 and gets it.
	rs := append(slices.Clone(m.Rounds), win("p1", 2), lose("p3", 2, "p1"), lose("p3", 2, "p1"), lose("p3", 2, "p1"))
	mm := &Match{Options: opts, Rounds: rs}
	mustValid(t, mm, ps)
	s = mm.State(ps)
	if s.LastChance != "p3" || !of(t, s, "p1").UsedLastChance || of(t, s, "p1").LastChance {
		t.Fatalf("second holder: %+v", s)
	}
}

// "Er muss mit den Scheiben auf seinem eigenen Spielertableau beginnen.
// Alle eigenen Scheiben müssen aufgedeckt sein, bevor er Scheiben von
// anderen Spielern aufdeckt." (The challenger starts with their own discs;
// all of them are turned before any other player's.) A bid of 1 turns
// only the challenger's top disc, so it can only lose on their own skull.
func TestRuleOwnDiscsFirst(t *testing.T) {
	ps := seats(3)
	is := (&Match{Rounds: []Round{lose("p1", 1, "p2")}}).Validate(ps)
	if len(is) != 1 || is[0].Rule != RuleSkullOfBid || is[0].Field != "skullOf" || is[0].Round != 1 {
		t.Fatalf("got %v", is)
	}
	mustValid(t, &Match{Rounds: []Round{lose("p1", 1, "p1")}}, ps)
	mustValid(t, &Match{Rounds: []Round{lose("p1", 2, "p2")}}, ps)
}

// „NICHT VERGESSEN!“ (Epilog): "Jeder Spieler darf die anderen
// herausfordern, auch ohne eine zweite Scheibe abzulegen." (Any player may
// challenge without laying a second disc.) With one disc each on the table
// a bid of 1 up to one disc per player is a valid challenge; "Der
// Herausforderer kann sich selbst ausschalten, wenn er seinen eigenen
// Skull aufdecken muss." (The challenger can knock themselves out on their
// own skull) is TestRuleEliminationAndNextStart's own-skull case.
func TestRuleChallengeWithoutSecondDisc(t *testing.T) {
	ps := seats(3)
	for _, r := range []Round{win("p1", 1), win("p1", 3), lose("p1", 3, "p3"), lose("p1", 1, "p1")} {
		m := &Match{Rounds: []Round{r}}
		mustValid(t, m, ps)
		if s := m.State(ps); s.Start != "p1" {
			t.Errorf("%+v: next start %q, want the challenger", r, s.Start)
		}
	}
}
