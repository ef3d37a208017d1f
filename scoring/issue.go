package scoring

import (
	"fmt"
	"sort"
	"strings"
)

// Severity tells whether an issue blocks saving.
type Severity int

const (
	// Error: the entry breaks a rule; the round cannot be saved.
	Error Severity = iota
	// Warning: allowed, but unusual enough to point out.
	Warning
)

// Issue is one finding of validation, made to be shown next to the field
// it concerns. Rule is a translation key (assets/translations, "rule."
// prefix); Args fills the message's template.
type Issue struct {
	Severity Severity
	Round    int    // 1-based round (game for SKUCK); 0: the match or its options
	Player   string // player id; "" when the issue concerns the whole round
	Field    string // the field's name in the match file, e.g. "tricks"
	Rule     string // translation key, e.g. rule.range
	Args     map[string]any
}

// Issues is the result of validating a match or a round.
type Issues []Issue

// Errors returns only the issues that block saving.
func (is Issues) Errors() Issues {
	var out Issues
	for _, i := range is {
		if i.Severity == Error {
			out = append(out, i)
		}
	}
	return out
}

// HasErrors reports whether any issue blocks saving.
func (is Issues) HasErrors() bool {
	for _, i := range is {
		if i.Severity == Error {
			return true
		}
	}
	return false
}

// InRound returns the issues of round r (1-based; 0 for the match).
func (is Issues) InRound(r int) Issues {
	var out Issues
	for _, i := range is {
		if i.Round == r {
			out = append(out, i)
		}
	}
	return out
}

// For returns the issues of round r about one player's field ("" matches any).
func (is Issues) For(r int, player, field string) Issues {
	var out Issues
	for _, i := range is {
		if i.Round == r && i.Player == player && (field == "" || i.Field == field) {
			out = append(out, i)
		}
	}
	return out
}

// Where names the place of the issue in words, e.g. "round 3, player p2, tricks".
// It is for logs and the command line; the app shows issues next to fields.
func (i Issue) Where() string {
	var parts []string
	if i.Round > 0 {
		parts = append(parts, fmt.Sprintf("round %d", i.Round))
	}
	if i.Player != "" {
		parts = append(parts, "player "+i.Player)
	}
	if i.Field != "" {
		parts = append(parts, i.Field)
	}
	return strings.Join(parts, ", ")
}

// String gives the place, the rule key and its arguments in a stable order.
func (i Issue) String() string {
	keys := make([]string, 0, len(i.Args))
	for k := range i.Args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString(i.Where())
	b.WriteString(": ")
	b.WriteString(i.Rule)
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%v", k, i.Args[k])
	}
	return b.String()
}

// Builder collects issues with a fixed round and player, keeping call
// sites short: b.Err(field, key, "Max", 10).
type Builder struct {
	Issues Issues
	Round  int
	Player string
}

// Err adds an error for field with the rule key and key/value arguments.
func (b *Builder) Err(field, rule string, kv ...any) { b.add(Error, field, rule, kv) }

// Warn adds a warning for field with the rule key and key/value arguments.
func (b *Builder) Warn(field, rule string, kv ...any) { b.add(Warning, field, rule, kv) }

func (b *Builder) add(s Severity, field, rule string, kv []any) {
	var args map[string]any
	if len(kv) > 0 {
		args = make(map[string]any, len(kv)/2)
		for j := 0; j+1 < len(kv); j += 2 {
			args[fmt.Sprint(kv[j])] = kv[j+1]
		}
	}
	b.Issues = append(b.Issues, Issue{Severity: s, Round: b.Round, Player: b.Player, Field: field, Rule: rule, Args: args})
}

// Range adds an error unless lo <= v <= hi, with rule "rule.range" and
// arguments Min and Max. It reports whether v was in range.
func (b *Builder) Range(field string, v, lo, hi int) bool {
	if v < lo || v > hi {
		b.Err(field, "rule.range", "Min", lo, "Max", hi, "Value", v)
		return false
	}
	return true
}
