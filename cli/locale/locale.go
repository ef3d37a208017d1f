// Package locale keeps Fyne from logging "Error parsing user locale C"
// under LANG=C.UTF-8 (Debian's default). Fyne's lang package reads the
// locale in its init, through go-locale, which turns C.UTF-8 into "C"
// and checks LANGUAGE only when the locale is not plain C or POSIX. This
// package's init sets LANGUAGE=en for a C or POSIX locale with a suffix,
// before Fyne's: main imports it, and Go initialises it first because it
// imports only os and strings, which text/template (imported by Fyne's
// lang) imports too, and its path sorts before text/template's.
package locale

import (
	"os"
	"strings"
)

func init() {
	Normalise(os.Getenv, os.Setenv)
}

// Normalise sets LANGUAGE=en when the first of LC_ALL, LC_MESSAGES and
// LANG that is set names the C or POSIX locale with a suffix (C.UTF-8)
// and LANGUAGE is unset. C code (X11, GL) sees the same LC_* as before.
func Normalise(getenv func(string) string, setenv func(string, string) error) {
	if getenv("LANGUAGE") != "" {
		return
	}
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		s := getenv(v)
		if s == "" {
			continue
		}
		base, _, _ := strings.Cut(s, ".")
		base, _, _ = strings.Cut(base, "@")
		if s != base && (base == "C" || base == "POSIX") {
			_ = setenv("LANGUAGE", "en")
		}
		return
	}
}
