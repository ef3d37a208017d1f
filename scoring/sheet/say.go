package sheet

// words joins the parts that say something with ", ", and the last
// (the total) with "; ": "bid 1, won 1, 20 points; total 130".
func words(parts []Text, total Text) Text {
	var out Text
	for _, p := range parts {
		if len(p) == 0 {
			continue
		}
		if len(out) > 0 {
			out = append(out, Part{Lit: ", "})
		}
		out = append(out, p...)
	}
	if len(total) > 0 {
		if len(out) > 0 {
			out = append(out, Part{Lit: "; "})
		}
		out = append(out, total...)
	}
	return out
}

// say is the message of key with one argument.
func say(key, arg string, v any) Text { return Key(key, map[string]any{arg: v}) }

// sayTotal is "total 130".
func sayTotal(n int) Text { return say("ui.sheet.say.total", "Total", n) }
