#!/usr/bin/env bash
# The live table view end to end, in a real browser: builds scorekeeper,
# imports an unfinished match (a player named <img src=x onerror=...>),
# runs `serve --listen 127.0.0.1:0`, and with Debian's headless chromium
#  - checks the rendered DOM: names and totals present, the hostile name
#    as text, no element injected;
#  - saves screenshots at 390x844, light and dark, English and German,
#    into docs/screenshots/live-*.png;
#  - plays two more rounds on a second database (another device) that
#    syncs through the folder serve --folder watches, and checks that the
#    page in the browser follows (when serve --folder is available);
#  - loads a new page while 390 idle connections are held against serve
#    (130 each raw, keep-alive without a token, half a header);
#  - kills serve (no word to the page), starts it again on the same port
#    (new tokens) and checks that the page, reconnecting, says the table
#    stopped sharing;
# then stops serve with SIGINT (exit 0), checks that the open page says
# the table stopped sharing, and decodes the app's QR code with zbarimg
# (the Go test TestQRDecodes, run with CI=true).
#   scripts/live-e2e.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=en_US.UTF-8

scripts/need.sh chromium zbar-tools python3 imagemagick

make -s build
bin=$PWD/scorekeeper
work=$(mktemp -d)
serve_pid=""
browser_pid=""
cleanup() {
	[ -n "$serve_pid" ] && kill "$serve_pid" 2>/dev/null || true
	[ -n "$browser_pid" ] && kill "$browser_pid" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT
fail() {
	echo "live-e2e: $*" >&2
	exit 1
}

hostile='<img src=x onerror=alert(1)>'
python3 - "$work" "$hostile" <<'PY'
import json, sys
work, hostile = sys.argv[1], sys.argv[2]
m = json.load(open("testdata/skullking.json"))
m["id"] = "live-e2e-skullking"
m["rounds"] = m["rounds"][:3]
m["finished"] = False
m["players"][0]["name"] = hostile
json.dump(m, open(f"{work}/early.json", "w"))
m["rounds"] = json.load(open("testdata/skullking.json"))["rounds"][:4]
m["revision"] += 100
json.dump(m, open(f"{work}/later.json", "w"))
PY
db=$work/live.db
"$bin" import --db "$db" "$work/early.json" >/dev/null

# the sync folder: the match goes from this database through it to a
# second one, "the phone at the table"
folder_args=()
probe=$(timeout 3 "$bin" serve --db "$work/probe.db" --listen 127.0.0.1:0 --folder "$work" 2>&1 </dev/null || true)
if ! grep -q "not available yet" <<<"$probe"; then
	mkdir -p "$work/folder"
	folder_args=(--folder "$work/folder")
	"$bin" sync --db "$db" --folder "$work/folder" >/dev/null
	"$bin" sync --db "$work/phone.db" --folder "$work/folder" >/dev/null
fi

start_serve() { # LISTEN: runs serve, sets serve_pid and url
	: >"$work/serve.out"
	"$bin" serve --db "$db" --listen "$1" "${folder_args[@]}" >"$work/serve.out" 2>"$work/serve.err" &
	serve_pid=$!
	url=""
	for _ in $(seq 100); do
		url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/t/[0-9a-f]*' "$work/serve.out" | head -1 || true)
		[ -n "$url" ] && break
		kill -0 "$serve_pid" 2>/dev/null || fail "serve ended: $(cat "$work/serve.err")"
		sleep 0.1
	done
	[ -n "$url" ] || fail "serve printed no address"
	echo "serving $url"
}
start_serve 127.0.0.1:0

browse() { # chromium flags... URL
	timeout 60 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars "$@" 2>>"$work/chromium.log"
}

# the rendered page: names and totals as sheet.json has them, the hostile
# name as text, no element made from it
python3 -c "import urllib.request,sys; sys.stdout.write(urllib.request.urlopen(sys.argv[1]).read().decode())" "$url/sheet.json" >"$work/sheet.json"
t0=$(date +%s.%N)
browse --dump-dom "$url" >"$work/dom.html"
t1=$(date +%s.%N)
alone=$(python3 -c "print(f'{$t1-$t0:.1f}')")
check_dom() { # dom file, state file, language
	python3 - "$@" <<'PY'
import html.parser, json, sys
dom, state, lang = open(sys.argv[1]).read(), json.load(open(sys.argv[2])), sys.argv[3]
class P(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.texts, self.stack = [], [], []
    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.stack.append((tag, dict(attrs)))
    def handle_endtag(self, tag):
        if self.stack:
            self.stack.pop()
    def handle_data(self, d):
        ids = [a.get("id") for _, a in self.stack]
        self.texts.append((ids, d))
p = P()
p.feed(dom)
bad = [t for t in p.tags if t in ("img", "iframe", "object", "embed")]
assert not bad, f"injected elements: {bad}"
assert p.tags.count("script") == 1, "more than the page's own script"
standings = [d for ids, d in p.texts if "standings" in ids]
for s in state["standings"]:
    assert s["name"] in standings, f"name {s['name']!r} not shown as text in the standings"
    assert str(s["total"]) in standings, f"total {s['total']} of {s['name']!r} missing"
sheet = [d for ids, d in p.texts if "sheet" in ids]
for name in state["players"]:
    assert name in sheet, f"{name!r} not in the sheet"
for row in state["rows"]:
    assert row["head"] in sheet, f"round {row['head']} missing"
assert f'<html lang="{lang}"' in dom, f"page not in {lang}"
print(f"DOM ({lang}): {len(state['standings'])} players with their totals, {len(state['rows'])} rounds, names as text")
PY
}
check_dom "$work/dom.html" "$work/sheet.json" en
browse --accept-lang=de --dump-dom "$url" >"$work/dom-de.html"
check_dom "$work/dom-de.html" "$work/sheet.json" de
grep -q "Spielblatt" "$work/dom-de.html" || fail "no German page for Accept-Language: de"

# a new page loads while 390 idle connections are held open against serve
# from the browser's own address (130 raw, 130 keep-alive after a request
# without a token, 130 half a header): no one on the network keeps a
# guest out (SPEC 2.2, 5)
hostport=${url#http://}
hostport=${hostport%%/*}
python3 - "$hostport" >"$work/hold.out" <<'PY' &
import socket, sys, time
host, port = sys.argv[1].rsplit(":", 1)
held = []
for kind in ("raw", "keepalive", "slow"):
    for i in range(130):
        s = socket.create_connection((host, int(port)), timeout=5)
        if kind == "keepalive":
            s.sendall(f"GET / HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        elif kind == "slow":
            s.sendall(f"GET /t/{i:032d} HTTP/1.1\r\nHost: {host}\r\n".encode())
        held.append(s)
print(len(held), flush=True)
time.sleep(300)
PY
hold_pid=$!
for _ in $(seq 100); do
	[ -s "$work/hold.out" ] && break
	kill -0 "$hold_pid" 2>/dev/null || fail "could not open the idle connections"
	sleep 0.1
done
[ -s "$work/hold.out" ] || fail "the idle connections were not opened"
t0=$(date +%s.%N)
browse --dump-dom "$url" >"$work/dom-held.html"
t1=$(date +%s.%N)
kill "$hold_pid" 2>/dev/null || true
wait "$hold_pid" 2>/dev/null || true
check_dom "$work/dom-held.html" "$work/sheet.json" en >/dev/null
echo "with $(cat "$work/hold.out") idle connections held, a new page loaded in $(python3 -c "print(f'{$t1-$t0:.1f}')") s (without them $alone s; chromium's start included)"

# screenshots at a phone's size, light and dark (--force-dark-mode sets
# prefers-color-scheme: dark in this chromium), English and German
shots=docs/screenshots
mkdir -p "$shots"
for lang in en de; do
	browse --accept-lang=$lang --window-size=390,844 --screenshot="$shots/live-phone-$lang-light.png" "$url" >/dev/null
	browse --accept-lang=$lang --window-size=390,844 --force-dark-mode --screenshot="$shots/live-phone-$lang-dark.png" "$url" >/dev/null
done
python3 - "$shots"/live-phone-en-light.png "$shots"/live-phone-en-dark.png <<'PY'
import struct, subprocess, sys
def mean(path):
    d = subprocess.run(["convert", path, "ppm:-"], capture_output=True, check=True).stdout
    magic, size, depth, px = d.split(b"\n", 3)
    w, h = map(int, size.split())
    assert (w, h) == (390, 844), f"{path}: {w}x{h}"
    return sum(px) / len(px)
light, dark = mean(sys.argv[1]), mean(sys.argv[2])
assert light > 200 and dark < 60, f"light {light:.0f}, dark {dark:.0f}: the dark variant does not follow prefers-color-scheme"
print(f"screenshots 390x844: light page mean {light:.0f}, dark {dark:.0f}")
PY

# a page kept open in a browser (driven through the DevTools protocol):
# it follows what arrives and says when the connection is lost
chromium --headless --no-sandbox --disable-gpu --remote-debugging-port=0 --user-data-dir="$work/profile" about:blank 2>"$work/cdp.log" &
browser_pid=$!
port=""
for _ in $(seq 100); do
	port=$(grep -o 'DevTools listening on ws://127.0.0.1:[0-9]*' "$work/cdp.log" | grep -o '[0-9]*$' || true)
	[ -n "$port" ] && break
	sleep 0.1
done
[ -n "$port" ] || fail "chromium's DevTools port not found"
page() { # EXPR [WANT [SECONDS]]
	python3 scripts/cdp.py "$port" "$url" "$@"
}
page 'document.querySelectorAll("#sheet tbody tr").length' 3 10 >/dev/null || fail "the open page does not show the 3 rounds"
page 'document.getElementById("status").className' live 10 >/dev/null || fail "the open page is not live"
if ((${#folder_args[@]})); then
	# the phone plays round 4 and syncs; the open page follows without a
	# reload, within serve's pass interval (3 s) plus the event
	"$bin" import --db "$work/phone.db" "$work/later.json" >/dev/null
	"$bin" sync --db "$work/phone.db" --folder "$work/folder" >/dev/null
	t0=$(date +%s.%N)
	page 'document.querySelectorAll("#sheet tbody tr").length' 4 15 >/dev/null || fail "the open page did not follow the newer version from the folder"
	t1=$(date +%s.%N)
	echo "the open page shows round 4 from the folder $(python3 -c "print(f'{$t1-$t0:.1f}')") s after the phone's sync (serve passes every 3 s)"
else
	echo "serve --folder is not available in this build: the folder step is skipped"
fi

# serve killed (the page hears nothing), then started again on the same
# port with new tokens: the page, reconnecting, finds its share gone and
# says the table stopped sharing instead of reconnecting forever
kill -KILL "$serve_pid"
wait "$serve_pid" 2>/dev/null || true
serve_pid=""
page 'document.getElementById("status").className' lost 10 >/dev/null || fail "the open page does not say the connection is lost"
old_url=$url
start_serve "$hostport"
[ "$url" != "$old_url" ] || fail "the restarted serve kept the token"
old_page() { python3 scripts/cdp.py "$port" "$old_url" "$@"; }
old_page 'document.getElementById("status").className' ended 15 >/dev/null || fail "the page reconnecting to a stopped share does not say it ended: $(old_page 'document.getElementById("status").textContent')"
echo "a page reconnecting to a stopped share says: $(old_page 'document.getElementById("status").textContent')"

# the new share's page, open; serve stopped with SIGINT tells it
page 'document.getElementById("status").className' live 10 >/dev/null || fail "the new page is not live"
kill -INT "$serve_pid"
status=0
wait "$serve_pid" || status=$?
serve_pid=""
[ "$status" = 0 ] || fail "serve exited $status on SIGINT: $(cat "$work/serve.err")"
[ ! -s "$work/serve.err" ] || fail "serve wrote to stderr: $(cat "$work/serve.err")"
if python3 -c "import urllib.request; urllib.request.urlopen('$url', timeout=2)" 2>/dev/null; then
	fail "still serving after SIGINT"
fi
echo "serve stopped on SIGINT, exit 0"
page 'document.getElementById("status").className' ended 10 >/dev/null || fail "the open page does not say the table stopped sharing: $(page 'document.getElementById("status").textContent')"
echo "the open page says: $(page 'document.getElementById("status").textContent')"
kill "$browser_pid" 2>/dev/null || true
browser_pid=""

CI=true CGO_ENABLED=0 go test -count=1 -tags "ci $(make -s tags)" -run 'TestQRDecodes' ./app/ >/dev/null
echo "zbarimg decodes the app's QR code to its address"
echo "live-e2e: passed"
