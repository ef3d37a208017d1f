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
)

// servePassEvery is how often serve --folder runs a sync pass.
const servePassEvery = 3 * time.Second

// errNoFolderSync: --folder needs the sync pass, not in this build yet.
var errNoFolderSync = errors.New("--folder is not available yet: this build has no sync pass (scorekeeper sync); serve without it")

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
		return errNoFolderSync
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
	p := &pages{env: env, srv: srv, base: "http://" + l.Addr().String(), shared: map[string]bool{}}
	if err := p.shareNew(d); err != nil {
		srv.Close(context.Background())
		<-served
		return err
	}
	if len(p.shared) == 0 {
		fmt.Fprintln(env.Stdout, env.Msg.Text("cli.serve.none", map[string]any{"Address": p.base}))
	}
	select {
	case <-ctx.Done():
	case err := <-served:
		return err
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
	base   string
	shared map[string]bool // match ids
}

// shareNew shares every match in progress not shared yet and prints its
// address.
func (p *pages) shareNew(d *boltdb.DB) error {
	open, err := d.InProgress(0)
	if err != nil {
		return err
	}
	for _, s := range open {
		if p.shared[s.ID] {
			continue
		}
		token, err := p.srv.Share(s.ID)
		if err != nil {
			fmt.Fprintf(p.env.Stderr, "scorekeeper serve: match %s: %v\n", s.ID, err)
			continue
		}
		p.shared[s.ID] = true
		fmt.Fprintln(p.env.Stdout, p.env.Msg.Text("cli.serve.line", map[string]any{
			"Game": p.env.Msg.Text("game."+s.Game, nil), "Players": names(s.Players), "URL": p.base + "/t/" + token}))
	}
	return nil
}

func names(ps []scoring.Player) string {
	n := make([]string, len(ps))
	for i, p := range ps {
		n[i] = p.Name
	}
	return strings.Join(n, ", ")
}
