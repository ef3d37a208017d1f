package sheet

// Words joins the parts that say something with ", ", and the total
// with "; ": "bid 1, won 1, 20 points; total 130" (a Sheet's Say).
func Words(parts []Text, total Text) Text {
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

// Said is the message of key with one argument, arg.
func Said(key, arg string, v any) Text { return Key(key, map[string]any{arg: v}) }

// SaidTotal is "total 130".
func SaidTotal(n int) Text { return Said("ui.sheet.say.total", "Total", n) }
