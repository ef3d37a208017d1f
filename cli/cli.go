// Package cli is the command line of the scorekeeper binary: score (a
// match file, no database), the data commands (import, export, check,
// demo), sync (one pass with a sync folder) and serve (the live table
// view). It never imports Fyne; main.go calls Run when there are
// arguments.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"scorekeeper/assets"
	"scorekeeper/scoring/games"
)

// Exit statuses.
const (
	ExitOK    = 0
	ExitError = 1 // bad input, a bad file, a failed command
	ExitUsage = 2 // unknown command or flags
)

// Env is what a command may use: its output streams and the environment.
type Env struct {
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	Msg            assets.Messages
}

type command struct {
	usage string
	help  string
	run   func(env *Env, args []string) error
}

var commands = map[string]command{
	"score":  {"score [--format text|json] FILE", "print the standings of a match file (touches no database)", runScore},
	"import": {"import [--db PATH] FILE...", "import match files and bundles (all or nothing); a version that contains the stored one replaces it, one it contains changes nothing, versions edited apart are both kept (a conflict); a deletion stays deleted", runImport},
	"export": {"export [--db PATH] --format csv|json [--match ID] [-o FILE]", "export one match or all as CSV (--semicolon: ; and a BOM for German spreadsheets) or JSON; --format bgstats --match ID: a link that opens the finished match in BG Stats", runExport},
	"check":  {"check [--db PATH]", "verify the database and every record (--repair: rebuild the index, rescue a damaged file)", runCheck},
	"serve":  {"serve [--db PATH] [--listen ADDR] [--folder DIR]", "serve the live table view of every match in progress to browsers on the local network until interrupted; prints each page's address", runServe},
	"demo":   {"demo [--db PATH] --matches N [--seed S]", "fill the database with N realistic matches of all four games", runDemo},
	"sync":   {"sync [--db PATH] --folder DIR", "one sync pass with a sync folder that Syncthing or a cloud drive carries: write what changed, import what is new", runSync},
}

// usageError is a mistake in how the command was called.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// Run runs the command line and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	env := &Env{Stdout: stdout, Stderr: stderr, Getenv: os.Getenv}
	env.Msg, _ = assets.Load(language(env.Getenv))
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		usage(stdout)
		return ExitOK
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "scorekeeper: unknown command %q\n\n", args[0])
		usage(stderr)
		return ExitUsage
	}
	err := c.run(env, args[1:])
	var ue usageError
	var help helpRequest
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &help):
		fmt.Fprintf(stdout, "usage: scorekeeper %s\n  %s\n\nflags:\n", c.usage, c.help)
		help.fs.SetOutput(stdout)
		help.fs.PrintDefaults()
		return ExitOK
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "scorekeeper %s: %s\nusage: scorekeeper %s\n", args[0], errorText(err), c.usage)
		return ExitUsage
	default:
		fmt.Fprintf(stderr, "scorekeeper %s: %s\n", args[0], text(env, err))
		return ExitError
	}
}

func usage(w io.Writer) {
	fmt.Fprintf(w, "Scorekeeper: score sheets for %s.\n", gameTitles())
	fmt.Fprintln(w, "\nWithout arguments it opens the app. Commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  scorekeeper %s\n      %s\n", commands[n].usage, commands[n].help)
	}
	fmt.Fprintln(w, "\nscorekeeper COMMAND --help shows a command's flags.")
}

// gameTitles lists the games as their boxes spell them: "A, B and C".
func gameTitles() string {
	all := games.All()
	titles := make([]string, len(all))
	for i, d := range all {
		titles[i] = d.Title
	}
	if len(titles) < 2 {
		return strings.Join(titles, "")
	}
	return strings.Join(titles[:len(titles)-1], ", ") + " and " + titles[len(titles)-1]
}

// flags makes a flag set that reports errors instead of exiting.
func flags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parse parses args with flags before or after file names (Go's flag
// package stops at the first file name; parse goes on after it). "--"
// ends the flags. Afterwards fs.Args() holds the file names in order.
func parse(fs *flag.FlagSet, args []string) error {
	var names []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return helpRequest{fs}
			}
			return usageError{err.Error()}
		}
		rest := fs.Args()
		if len(rest) == 0 || endsFlags(fs, args[:len(args)-len(rest)]) {
			names = append(names, rest...)
			break
		}
		names = append(names, rest[0])
		args = rest[1:]
	}
	return fs.Parse(append([]string{"--"}, names...))
}

// endsFlags tells whether parsed, the arguments one fs.Parse took, end
// with the "--" that ends the flags (not a flag's value, as in -o --).
func endsFlags(fs *flag.FlagSet, parsed []string) bool {
	n := len(parsed)
	if n == 0 || parsed[n-1] != "--" {
		return false
	}
	if n == 1 || !strings.HasPrefix(parsed[n-2], "-") || strings.Contains(parsed[n-2], "=") {
		return true
	}
	f := fs.Lookup(strings.TrimLeft(parsed[n-2], "-"))
	if f == nil {
		return true
	}
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// helpRequest is --help on a command: Run prints its flags.
type helpRequest struct{ fs *flag.FlagSet }

func (h helpRequest) Error() string { return flag.ErrHelp.Error() }
func (h helpRequest) Unwrap() error { return flag.ErrHelp }

// language picks "de" or "en" from the usual locale variables.
func language(getenv func(string) string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			if strings.HasPrefix(strings.ToLower(s), "de") {
				return "de"
			}
			return "en"
		}
	}
	return "en"
}
