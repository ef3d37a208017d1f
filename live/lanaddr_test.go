package live

import (
	"errors"
	"net"
	"testing"
)

func ipNet(s string) net.Addr {
	ip, n, _ := net.ParseCIDR(s)
	n.IP = ip
	return n
}

// TestLANAddr: the interfaces' private address first, then any other;
// where the interfaces cannot be listed (Android 11+), the UDP route.
func TestLANAddr(t *testing.T) {
	noDial := func(string) (net.IP, error) { return nil, errors.New("no route") }
	list := func(a ...net.Addr) func() ([]net.Addr, error) {
		return func() ([]net.Addr, error) { return a, nil }
	}
	refused := func() ([]net.Addr, error) { return nil, errors.New("netlinkrib: permission denied") }
	cases := []struct {
		name  string
		ifs   func() ([]net.Addr, error)
		dial  func(string) (net.IP, error)
		want  string
		fails bool
	}{
		{"private after loopback and public", list(ipNet("127.0.0.1/8"), ipNet("203.0.113.7/24"), ipNet("fe80::1/64"), ipNet("192.168.1.23/24")), noDial, "192.168.1.23", false},
		{"public only", list(ipNet("127.0.0.1/8"), ipNet("203.0.113.7/24")), noDial, "203.0.113.7", false},
		{"android: interfaces refused", refused, func(target string) (net.IP, error) {
			if target == probes[0] {
				return net.ParseIP("10.0.0.5"), nil
			}
			return nil, errors.New("no route")
		}, "10.0.0.5", false},
		{"android: only a public route", refused, func(target string) (net.IP, error) {
			if target == "8.8.8.8:53" {
				return net.ParseIP("172.20.1.9"), nil
			}
			return nil, errors.New("no route")
		}, "172.20.1.9", false},
		{"only loopback", list(ipNet("127.0.0.1/8")), func(string) (net.IP, error) { return net.ParseIP("127.0.0.1"), nil }, "", true},
		{"nothing", refused, noDial, "", true},
	}
	for _, c := range cases {
		ip, err := lanAddr(c.ifs, c.dial)
		if c.fails {
			if !errors.Is(err, ErrNoLAN) {
				t.Errorf("%s: %v, %v", c.name, ip, err)
			}
			continue
		}
		if err != nil || ip.String() != c.want {
			t.Errorf("%s: %v, %v; want %s", c.name, ip, err, c.want)
		}
	}
	if ip, err := LANAddr(); err == nil && (ip.IsLoopback() || ip.To4() == nil) {
		t.Errorf("this machine: %v", ip)
	}
}
