package cli

import (
	"errors"
	"io/fs"
	"syscall"

	"scorekeeper/assets"
	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/matchfile"
)

// fileError is what went wrong with one file: its path, then the error.
type fileError struct {
	path string
	err  error
}

func (e *fileError) Error() string { return e.path + ": " + e.err.Error() }
func (e *fileError) Unwrap() error { return e.err }

// inFile names the file err is about.
func inFile(path string, err error) error { return &fileError{path, err} }

// message is an error told as a message of the translation files
// (cli.*.json); an argument of type matchfile.Word is a message too.
type message struct {
	key  string
	args map[string]any
}

func (m message) Error() string { return say(matchfile.English, m.key, m.args) }

// keyed is an error that carries its message's translation key (a sync
// folder's reason for skipping a file, its trouble).
type keyed interface {
	Key() string
	Args() map[string]any
}

// say renders key with args in t's language, Word arguments first.
func say(t scoring.Texts, key string, args map[string]any) string {
	out := make(map[string]any, len(args))
	for k, v := range args {
		if w, ok := v.(matchfile.Word); ok {
			v = t(string(w), nil)
		}
		out[k] = v
	}
	return t(key, out)
}

// safeTexts renders messages in m's language with every text argument
// shown as text (printable): a name or id from a file cannot act on the
// terminal.
func safeTexts(m assets.Messages) scoring.Texts {
	return func(key string, args map[string]any) string {
		if len(args) > 0 {
			safe := make(map[string]any, len(args))
			for k, v := range args {
				if s, ok := v.(string); ok {
					v = printable(s)
				}
				safe[k] = v
			}
			args = safe
		}
		return m.Text(key, args)
	}
}

// printableNames is players with their names and ids shown as text.
func printableNames(players []scoring.Player) []scoring.Player {
	out := make([]scoring.Player, len(players))
	for i, p := range players {
		out[i] = scoring.Player{ID: printable(p.ID), Name: printable(p.Name)}
	}
	return out
}

// text says err in the user's language, every part of it: a file's path
// first; the match file's errors naming matches, rounds (from 1) and
// players (by name) as the people at the table know them; a damaged
// database file or one that cannot be opened, and why; a file that is
// missing or cannot be read in words. Names and ids are shown as text.
func text(env *Env, err error) string {
	t := safeTexts(env.Msg)
	var file *fileError
	var m message
	var fe *matchfile.FieldError
	var re *matchfile.RuleError
	var le *matchfile.LeagueError
	var dmg *boltdb.DamagedError
	var tr *boltdb.TroubleError
	var k keyed
	d, lines := err.(*detailed)
	switch {
	case lines:
		return text(env, d.err) + d.under()
	case errors.As(err, &file):
		return printable(file.path) + ": " + text(env, file.err)
	case errors.As(err, &m):
		return say(t, m.key, m.args)
	case errors.As(err, &fe):
		fe.Path, fe.Players = printable(fe.Path), printableNames(fe.Players)
		return fe.Text(t)
	case errors.As(err, &re):
		re.Players = printableNames(re.Players)
		return re.Text(t)
	case errors.As(err, &le):
		return le.Text(t)
	case errors.As(err, &dmg):
		return dmg.Text(t)
	case errors.As(err, &tr):
		return tr.Text(t)
	case errors.As(err, &k):
		return printable(say(t, k.Key(), k.Args()))
	case errors.Is(err, fs.ErrNotExist):
		return t("cli.file.none", nil)
	case errors.Is(err, fs.ErrPermission):
		return t("cli.file.denied", nil)
	case errors.Is(err, syscall.EISDIR):
		return t("cli.file.folder", nil)
	}
	return errorText(err)
}
