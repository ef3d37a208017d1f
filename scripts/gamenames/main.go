// Command gamenames fails when a shared Go file names a particular game
// (docs/DESIGN.md, "How to add a game"): only the game's own files and
// the registries may. A file names a game when an identifier, a string or
// a character literal of its code (comments aside) holds one of the
// registry's game names or titles, compared in lower case without spaces,
// dashes or underscores ("Skip-Bo", "skipBoTeams", "ui.skull.out").
//
// Usage: go run ./scripts/gamenames [ROOT]
package main

import (
	"fmt"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"scorekeeper/scoring/games"
)

// registries are the shared files that may name every game.
var registries = []string{
	"scoring/games/games.go", // the games
	"scoring/names.go",       // the names as in the match file
	"app/games.go",           // the app's screens of each game
}

// owned are folders and files outside scoring/<game>/ that belong to
// one game.
var owned = []string{
	"scoring/league/", // SKUCK's leagues (SPEC 1.4)
}

func main() {
	root := "."
	if len(os.Args) > 1 {
		root = os.Args[1]
	}
	found, err := check(root, names())
	if err != nil {
		fmt.Fprintln(os.Stderr, "gamenames:", err)
		os.Exit(2)
	}
	for _, f := range found {
		fmt.Println(f)
	}
	if len(found) > 0 {
		fmt.Printf("%d places in shared files name a game: ask the game through its seam (docs/DESIGN.md, \"How to add a game\")\n", len(found))
		os.Exit(1)
	}
}

// names are every game's name and title, folded.
func names() []string {
	var out []string
	for _, d := range games.All() {
		for _, n := range []string{d.Name, d.Title} {
			if f := fold(n); f != "" && !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// fold is s in lower case without anything but letters and digits.
func fold(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			return r
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		}
		return -1
	}, s)
}

// check lists, as "file:line: text", every place in a shared Go file
// under root that names a game.
func check(root string, names []string) ([]string, error) {
	var found []string
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if e.IsDir() {
			if rel != "." && (strings.HasPrefix(e.Name(), ".") || e.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || own(rel, names) {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		found = append(found, scan(rel, src, names)...)
		return nil
	})
	return found, err
}

// own reports whether the file at rel may name games: tests, a game's
// package and what else it owns, a game's app files and the registries.
func own(rel string, names []string) bool {
	if strings.HasSuffix(rel, "_test.go") || slices.Contains(registries, rel) {
		return true
	}
	for _, o := range owned {
		if strings.HasPrefix(rel, o) {
			return true
		}
	}
	dir, file := filepath.Split(rel)
	for _, n := range names {
		if strings.HasPrefix(rel, "scoring/"+n+"/") {
			return true
		}
		if dir == "app/" && strings.HasPrefix(file, "game_"+n) {
			return true
		}
	}
	return false
}

// scan lists the places in src that name a game.
func scan(rel string, src []byte, names []string) []string {
	fset := token.NewFileSet()
	file := fset.AddFile(rel, -1, len(src))
	var s scanner.Scanner
	s.Init(file, src, nil, 0) // comments are skipped
	var found []string
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			return found
		}
		if tok != token.IDENT && tok != token.STRING && tok != token.CHAR {
			continue
		}
		for _, n := range names {
			if strings.Contains(fold(lit), n) {
				found = append(found, fmt.Sprintf("%s: %s", fset.Position(pos), lit))
				break
			}
		}
	}
}
