package cli

import (
	"errors"
	"fmt"
	"io"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/csvfile"
)

func runExport(env *Env, args []string) error {
	fs := flags("export")
	db := dbFlag(fs)
	format := fs.String("format", "", "csv or json, or bgstats (with --match: a link that opens the finished match in BG Stats)")
	match := fs.String("match", "", "export only the match with this `ID`")
	out := fs.String("o", "", "write to `FILE` (a regular file is replaced whole or not at all; a device or pipe is written to; - is stdout) instead of stdout")
	semicolon := fs.Bool("semicolon", false, "CSV with ; and a byte order mark, for spreadsheets in German locales")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	if *format != "csv" && *format != "json" && *format != "bgstats" {
		return usageError{fmt.Sprintf("--format must be csv or json (or bgstats with --match), not %q", *format)}
	}
	if *format == "bgstats" && *match == "" {
		return usageError{"--format bgstats needs --match ID (one finished match)"}
	}
	d, err := openDB(env, *db, true)
	if err != nil {
		return err
	}
	defer d.Close()
	var ids []string
	if *match != "" {
		ids = []string{*match}
	}
	// A damaged match is left out and named after all the others were
	// written (the file is then kept): exit status 1.
	var skipped error
	write := func(w io.Writer) error {
		var err error
		switch *format {
		case "bgstats":
			return writeBGStats(d, *match, w)
		case "csv":
			err = d.ExportCSV(w, ids, csvfile.Options{Semicolon: *semicolon})
		default:
			err = d.ExportJSON(w, ids)
		}
		if se := (*boltdb.SkippedError)(nil); errors.As(err, &se) {
			skipped = err
			return nil
		}
		return err
	}
	if err := writeOutput(env.Stdout, *out, d.Path(), write); err != nil {
		return err
	}
	return skipped
}
