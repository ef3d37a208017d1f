package cli

import (
	"fmt"
	"io"
	"time"

	"scorekeeper/storage/bgstats"
	"scorekeeper/storage/boltdb"
)

// writeBGStats writes the BG Stats import link of one finished match
// (its play date in the local time zone).
func writeBGStats(d *boltdb.DB, id string, w io.Writer) error {
	m, err := d.Get(id)
	if err != nil {
		return err
	}
	p, err := bgstats.PlayOf(m, time.Local)
	if err != nil {
		return fmt.Errorf("match %s: %w", id, err)
	}
	link, err := p.URL()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, link)
	return err
}
