package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"scorekeeper/live"
	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb"
	"scorekeeper/storage/syncfolder"
)

// servePassEvery is how often serve --folder runs a sync pass (tests
// shorten it).
var servePassEvery = 3 * time.Second

func runServe(env *Env, args []string) error {
	fs := flags("serve")
	db := dbFlag(fs)
	listen := fs.String("listen", "", "`ADDR` to listen on, host:port (default: this machine's local network address, any free port); 127.0.0.1:0 for this machine only")
	folder := fs.String("folder", "", "sync `DIR`: run a sync pass on it every few seconds and follow what arrives")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	if *folder != "" {
		if fi, err := os.Stat(*folder); err != nil || !fi.IsDir() {
			return errors.New(env.text("cli.sync.nofolder", map[string]any{"Dir": *folder}))
		}
	}
	addr := *listen
	if addr == "" {
		ip, err := live.LANAddr()
		if err != nil {
			return fmt.Errorf("%w; give an address with --listen", err)
		}
		addr = net.JoinHostPort(ip.String(), "0")
	}
	d, err := openDB(env, *db, *folder == "")
	if err != nil {
		return err
	}
	defer d.Close()
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := live.New(d, live.Options{})
	served := make(chan error, 1)
	go func() { served <- srv.Serve(l) }()
	p := &pages{env: env, srv: srv, db: d, base: "http://" + l.Addr().String(), shared: map[string]bool{}}
	if *folder != "" {
		p.folder = syncfolder.Dir(*folder)
		p.pass() // what waits in the folder first
	}
	if err := p.shareNew(); err != nil {
		srv.Close(context.Background())
		<-served
		return err
	}
	if len(p.shared) == 0 {
		fmt.Fprintln(env.Stdout, env.text("cli.serve.none", map[string]any{"Address": p.base}))
	}
	tick := time.NewTicker(servePassEvery)
	defer tick.Stop()
loop:
	for {
		select {
		case <-ctx.Done():
			break loop
		case err := <-served:
			return err
		case <-tick.C:
			if p.folder != nil {
				p.pass()
				if err := p.shareNew(); err != nil {
					p.warn(err)
				}
			}
		}
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Close(shut); err != nil {
		return err
	}
	return <-served
}

// pages are the matches serve shares, one line each when first shared.
type pages struct {
	env    *Env
	srv    *live.Server
	db     *boltdb.DB
	folder syncfolder.Folder // nil without --folder
	base   string
	shared map[string]bool // match ids
}

// pass runs one sync pass and tells the pages of every match it brought.
// A failed pass is reported on stderr; the next one tries again.
func (p *pages) pass() {
	rep, err := syncfolder.PassNamed(p.db, p.folder, hostName())
	if err != nil {
		p.warn(err)
	}
	for _, b := range rep.Broken {
		p.warn(&fileError{path: b.Name, err: b.Why})
	}
	for _, ids := range [][]string{rep.Added, rep.Updated, rep.Deleted} {
		for _, id := range ids {
			p.srv.Notify(id)
		}
	}
}

// shareNew shares every match in progress not shared yet and prints its
// address.
func (p *pages) shareNew() error {
	open, err := p.db.InProgress(0)
	if err != nil {
		return err
	}
	for _, s := range open {
		if p.shared[s.ID] {
			continue
		}
		token, err := p.srv.Share(s.ID)
		if err != nil {
			p.warn(fmt.Errorf("match %s: %w", s.ID, err))
			continue
		}
		p.shared[s.ID] = true
		fmt.Fprintln(p.env.Stdout, p.env.text("cli.serve.line", map[string]any{
			"Game": p.env.Msg.Text("game."+s.Game, nil), "Players": names(s.Players), "URL": p.base + "/t/" + token}))
	}
	return nil
}

// warn reports what went wrong on stderr; serve goes on.
func (p *pages) warn(err error) {
	fmt.Fprintf(p.env.Stderr, "scorekeeper serve: %s\n", text(p.env, err))
}

func names(ps []scoring.Player) string {
	n := make([]string, len(ps))
	for i, p := range ps {
		n[i] = p.Name
	}
	return strings.Join(n, ", ")
}
