package live

import (
	"net"
	"sync"
)

// limitListener accepts at most n connections open at once; the next
// waits in the kernel's queue until one closes, or until done is closed.
func limitListener(l net.Listener, n int, done <-chan struct{}) net.Listener {
	return &limited{Listener: l, sem: make(chan struct{}, n), done: done}
}

type limited struct {
	net.Listener
	sem  chan struct{}
	done <-chan struct{}
}

func (l *limited) Accept() (net.Conn, error) {
	select {
	case l.sem <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.sem
		return nil, err
	}
	return &limitedConn{Conn: c, release: func() { <-l.sem }}, nil
}

type limitedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
