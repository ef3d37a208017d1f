package live

import (
	"errors"
	"net"
)

// ErrNoLAN: the device has no address on a local network.
var ErrNoLAN = errors.New("no local network address (is the device on Wi-Fi or a network?)")

// LANAddr is this device's address on the local network: a private IPv4
// address of its interfaces, else any other non-loopback one; where the
// interfaces cannot be listed (Android 11 and later refuse
// net.InterfaceAddrs), the local address the system would send from to a
// private, then a public address (a UDP "connection": no packet is sent).
func LANAddr() (net.IP, error) { return lanAddr(net.InterfaceAddrs, localAddrTo) }

// probes are the addresses whose route names the local address: a
// private one first (a table's Wi-Fi without internet), then a public one.
var probes = []string{"192.168.255.254:9", "10.255.255.254:9", "8.8.8.8:53"}

// lanAddr is LANAddr with its two ways passed in, for tests.
func lanAddr(interfaces func() ([]net.Addr, error), dial func(target string) (net.IP, error)) (net.IP, error) {
	if addrs, err := interfaces(); err == nil {
		var other net.IP
		for _, a := range addrs {
			n, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			ip := n.IP.To4()
			if ip == nil || !ip.IsGlobalUnicast() {
				continue
			}
			if ip.IsPrivate() {
				return ip, nil
			}
			if other == nil {
				other = ip
			}
		}
		if other != nil {
			return other, nil
		}
	}
	for _, target := range probes {
		if ip, err := dial(target); err == nil && ip.To4() != nil && ip.IsGlobalUnicast() {
			return ip.To4(), nil
		}
	}
	return nil, ErrNoLAN
}

// localAddrTo is the local address of a UDP socket connected to target.
func localAddrTo(target string) (net.IP, error) {
	c, err := net.Dial("udp4", target)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	return c.LocalAddr().(*net.UDPAddr).IP, nil
}
