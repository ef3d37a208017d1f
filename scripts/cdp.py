#!/usr/bin/env python3
"""Evaluates JavaScript in a page of a headless chromium through the
DevTools protocol, standard library only (a minimal WebSocket client).
Used by scripts/live-e2e.sh to watch an open page follow its events.

    cdp.py PORT URL EXPR [WANT [SECONDS]]

prints EXPR's value in the page of URL of the chromium listening on PORT
(opened in a new tab the first time); with WANT, evaluates it again until
it equals WANT (or SECONDS pass: exit 1).
"""

import base64
import json
import os
import socket
import struct
import sys
import time
import urllib.parse
import urllib.request


def page(port, url):
    """The first tab, showing url (navigated there the first time)."""
    pages = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
    tab = next(p for p in pages if p.get("type") == "page")
    ws = WS(tab["webSocketDebuggerUrl"])
    if tab.get("url") != url:
        ws.call("Page.navigate", {"url": url})
    return ws


class WS:
    def __init__(self, url):
        u = urllib.parse.urlparse(url)
        self.s = socket.create_connection((u.hostname, u.port), timeout=10)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f"GET {u.path} HTTP/1.1\r\nHost: {u.hostname}:{u.port}\r\nUpgrade: websocket\r\n"
                        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.s.recv(1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise SystemExit(f"websocket refused: {head!r}")
        self.id = 0

    def _read(self, n):
        b = b""
        while len(b) < n:
            chunk = self.s.recv(n - len(b))
            if not chunk:
                raise SystemExit("websocket closed")
            b += chunk
        return b

    def send(self, text):
        data = text.encode()
        mask = os.urandom(4)
        head = bytes([0x81])
        n = len(data)
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 1 << 16:
            head += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", n)
        self.s.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def recv(self):
        msg = b""
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            msg += self._read(n)
            if b0 & 0x80:
                return msg.decode()

    def call(self, method, params):
        self.id += 1
        self.send(json.dumps({"id": self.id, "method": method, "params": params}))
        while True:
            r = json.loads(self.recv())
            if r.get("id") == self.id:
                return r.get("result", {})

    def eval(self, expr):
        return self.call("Runtime.evaluate", {"expression": expr, "returnByValue": True}).get("result", {}).get("value")


def main():
    port, url, expr = sys.argv[1], sys.argv[2], sys.argv[3]
    want = sys.argv[4] if len(sys.argv) > 4 else None
    wait = float(sys.argv[5]) if len(sys.argv) > 5 else 10
    ws = page(port, url)
    end = time.time() + wait
    while True:
        try:
            v = ws.eval(expr)
        except Exception as e:  # the page still loading
            v = f"error: {e}"
        if want is None or str(v) == want:
            print(v)
            return
        if time.time() > end:
            print(v)
            sys.exit(1)
        time.sleep(0.05)


if __name__ == "__main__":
    main()
