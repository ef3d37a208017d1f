package scoring

import "testing"

func TestBuilderAndFilters(t *testing.T) {
	b := Builder{Round: 2, Player: "p1"}
	if b.Range("bid", 11, 0, 10) {
		t.Error("11 is not in 0..10")
	}
	if !b.Range("bid", 3, 0, 10) {
		t.Error("3 is in 0..10")
	}
	b.Warn("stockLeft", "rule.x.warn", "Max", 30)
	b.Player = ""
	b.Err("tricks", "rule.x.sum", "Want", 5, "Got", 4)
	is := b.Issues
	if len(is) != 3 || !is.HasErrors() || len(is.Errors()) != 2 {
		t.Fatalf("issues %v", is)
	}
	if got := is.For(2, "p1", "bid"); len(got) != 1 || got[0].Args["Max"] != 10 || got[0].Rule != "rule.range" {
		t.Errorf("For bid: %v", got)
	}
	if got := is.For(2, "", ""); len(got) != 1 || got[0].Field != "tricks" {
		t.Errorf("For round: %v", got)
	}
	if len(is.InRound(1)) != 0 || len(is.InRound(2)) != 3 {
		t.Error("InRound")
	}
	if s := is[2].String(); s != "round 2, tricks: rule.x.sum Got=4 Want=5" {
		t.Errorf("String() = %q", s)
	}
	if (Issues{is[1]}).HasErrors() {
		t.Error("a warning is not an error")
	}
}

func TestMatchValidatePlayers(t *testing.T) {
	m := &Match{Players: []Player{{ID: "a"}, {ID: "a"}, {ID: ""}}, Game: nopGame{}}
	is := m.Validate()
	if len(is) != 2 || is[0].Rule != "rule.player.id.duplicate" || is[1].Rule != "rule.player.id.empty" {
		t.Errorf("issues %v", is)
	}
}

type nopGame struct{}

func (nopGame) Name() string                  { return "nop" }
func (nopGame) Fields() []string              { return nil }
func (g nopGame) FirstRounds(int) Game        { return g }
func (nopGame) ReplacePlayer(string, string)  {}
func (nopGame) Sides(ps []Player) [][]string  { return Alone(ps) }
func (nopGame) Validate([]Player) Issues      { return nil }
func (nopGame) Standings([]Player) []Standing { return nil }
func (nopGame) Over([]Player) bool            { return false }
func (nopGame) Rows([]Player) []Row           { return nil }
func (nopGame) Len() int                      { return 0 }
func (nopGame) FileParts() (any, any)         { return nil, nil }
