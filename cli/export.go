package cli

import (
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
	out := fs.String("o", "", "write to `FILE` (written whole or not at all) instead of stdout")
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
	write := func(w io.Writer) error {
		if *format == "bgstats" {
			return writeBGStats(d, *match, w)
		}
		if *format == "csv" {
			return d.ExportCSV(w, ids, csvfile.Options{Semicolon: *semicolon})
		}
		return d.ExportJSON(w, ids)
	}
	if *out == "" {
		return write(env.Stdout)
	}
	return boltdb.WriteFileAtomic(*out, write)
}
