#!/usr/bin/env bash
# The sync folder end to end with real Syncthing (Debian's 1.19): two
# Syncthing instances on loopback, each with its own home, discovery,
# relays and NAT off, share one folder; two Scorekeeper databases sync
# through it with `scorekeeper sync`. It shows convergence, a concurrent
# edit becoming a conflict on both sides, a deletion reaching the other
# side and staying deleted, a Syncthing conflict copy being absorbed, a
# folder that lost its files filled again by the device that holds them
# for a third one (issue 23), and the edits of a copied database and of a
# restored backup kept (issue 19). Edits made as a device saves them go
# through scripts/syncedit (storage's Save). Waits poll Syncthing's REST
# API (no fixed sleeps); everything runs in a temporary folder removed at
# the end, and both instances are stopped. About a minute.
#
#   scripts/syncthing-e2e.sh            # uses ./scorekeeper (make build)
#   SCOREKEEPER=path/to/binary scripts/syncthing-e2e.sh
#   SKIP="copied restored" scripts/syncthing-e2e.sh   # without those cases
set -euo pipefail
cd "$(dirname "$0")/.."
sk=${SCOREKEEPER:-./scorekeeper}
[ -x "$sk" ] || { echo "no $sk: run make build first" >&2; exit 1; }
command -v syncthing >/dev/null || { echo "needs syncthing (apt-get install syncthing)" >&2; exit 1; }
command -v curl >/dev/null || { echo "needs curl" >&2; exit 1; }

work=$(mktemp -d)
CGO_ENABLED=0 go build -o "$work/syncedit" ./scripts/syncedit
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
	rm -rf "$work"
}
trap cleanup EXIT
export LANG=C.UTF-8 LC_ALL=C.UTF-8
start=$SECONDS

step() { printf '\n== %s (%ds)\n' "$*" $((SECONDS - start)); }
fail() { echo "FAIL: $*" >&2; exit 1; }
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# --- two Syncthing homes: keys, then each other's device and the folder
declare -A gui key id sync port
for s in a b; do
	syncthing generate --home="$work/$s/st" --no-default-folder >/dev/null 2>&1
	gui[$s]=$(free_port)
	port[$s]=$(free_port)
	sync[$s]=$work/$s/folder
	mkdir -p "${sync[$s]}/.stfolder"
	id[$s]=$(python3 -c 'import sys, xml.etree.ElementTree as E; print(E.parse(sys.argv[1]).getroot().find("device").get("id"))' "$work/$s/st/config.xml")
	key[$s]=$(python3 -c 'import sys, xml.etree.ElementTree as E; print(E.parse(sys.argv[1]).getroot().find("gui/apikey").text)' "$work/$s/st/config.xml")
done
configure() { # side, other side
	python3 - "$work/$1/st/config.xml" "${gui[$1]}" "${port[$1]}" "${id[$1]}" "${id[$2]}" "${port[$2]}" "${sync[$1]}" <<'EOF'
import sys, xml.etree.ElementTree as E
path, gui, port, me, other, other_port, folder = sys.argv[1:]
tree = E.parse(path)
root = tree.getroot()
root.find("gui/address").text = "127.0.0.1:" + gui
opts = root.find("options")
for name, value in {"listenAddress": "tcp://127.0.0.1:" + port, "globalAnnounceEnabled": "false",
                    "localAnnounceEnabled": "false", "relaysEnabled": "false", "natEnabled": "false",
                    "urAccepted": "-1", "autoUpgradeIntervalH": "0", "crashReportingEnabled": "false",
                    "startBrowser": "false", "reconnectionIntervalS": "1"}.items():
    el = opts.find(name)
    if el is None:
        el = E.SubElement(opts, name)
    el.text = value
dev = E.SubElement(root, "device", id=other, name="other", compression="metadata", introducer="false")
E.SubElement(dev, "address").text = "tcp://127.0.0.1:" + other_port
f = E.Element("folder", id="scores", label="scores", path=folder, type="sendreceive",
              rescanIntervalS="1", fsWatcherEnabled="true", fsWatcherDelayS="1")
for d in (me, other):
    E.SubElement(f, "device", id=d)
E.SubElement(f, "minDiskFree", unit="%").text = "0"
E.SubElement(f, "maxConflicts").text = "-1"
root.insert(0, f)
tree.write(path)
EOF
}
configure a b
configure b a
for s in a b; do
	STNODEFAULTFOLDER=1 syncthing serve --home="$work/$s/st" --no-browser --no-restart >"$work/$s/st.log" 2>&1 &
	pids+=($!)
done

api() { # side, method, path
	curl -fsS -X "$2" -H "X-API-Key: ${key[$1]}" "http://127.0.0.1:${gui[$1]}$3"
}
field() { python3 -c 'import json, sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1"; }
# digest: the folder's files (not Syncthing's own) and their content
digest() {
	(cd "$1" && find . -path ./.stfolder -prune -o -type f ! -name '.syncthing.*' ! -name '~syncthing~*' -print0 |
		sort -z | xargs -0 -r sha256sum | sha256sum)
}
# settle: wait until both instances are idle with nothing to pull and both
# folders hold the same files (Syncthing's REST API, polled)
settle() {
	local deadline=$((SECONDS + 90))
	for s in a b; do api $s POST "/rest/db/scan?folder=scores" >/dev/null; done
	while ((SECONDS < deadline)); do
		local ok=1
		for s in a b; do
			local st
			st=$(api $s GET "/rest/db/status?folder=scores") || { ok=0; break; }
			[ "$(field state <<<"$st")" = idle ] && [ "$(field needTotalItems <<<"$st")" = 0 ] || ok=0
		done
		if ((ok)) && [ "$(digest "${sync[a]}")" = "$(digest "${sync[b]}")" ]; then
			return 0
		fi
		sleep 0.2
	done
	tail -20 "$work/a/st.log" "$work/b/st.log" >&2
	fail "the two folders did not settle within 90 s"
}
skdo() { # side, command...: scorekeeper on the side's database
	local s=$1
	shift
	"$sk" "$1" --db "$work/$s/s.db" "${@:2}"
}
skync() { # side [pattern]: one sync pass, output shown and kept in $out; it must match pattern
	out=$(skdo "$1" sync --folder "${sync[$1]}")
	sed "s/^/  $1: /" <<<"$out"
	[ -z "${2:-}" ] || grep -q -- "$2" <<<"$out" || fail "$1's sync does not say: $2"
}
same() { # the two databases hold the same matches
	[ "$(skdo a export --format json)" = "$(skdo b export --format json)" ] || fail "the databases differ: $*"
}
# saved: a database's edit as a device saves it (its own device id counts it)
saved() { # database path, match id, new name of the first player
	"$work/syncedit" "$@" || fail "the edit of $2 could not be saved"
}
# holds: a database's export has every name given
holds() { # database path, what, name...
	local db=$1 what=$2 got
	shift 2
	got=$("$sk" export --db "$db" --format json)
	for name in "$@"; do
		grep -qF -- "$name" <<<"$got" || fail "$what does not hold \"$name\""
	done
}
# edit: a scripted edit on one side: export the match, rename its first
# player, count the edit in its version vector as a device of its own
# would, import it (it contains the stored version, so it replaces it)
edit() { # side, match id, new name
	skdo "$1" export --format json --match "$2" -o "$work/edit.json"
	python3 - "$work/edit.json" "$3" "editor-$1" <<'EOF'
import json, sys
path, name, dev = sys.argv[1:]
m = json.load(open(path))
m["players"][0]["name"] = name
m["revision"] += 1
m["versions"] = m.get("versions") or {}
m["versions"][dev] = m["versions"].get(dev, 0) + 1
json.dump(m, open(path, "w"))
EOF
	# (output captured first: grep -q on a pipe would end the writer with SIGPIPE)
	local got
	got=$(skdo "$1" import "$work/edit.json")
	grep -q "updated 1" <<<"$got" || fail "the edit on $1 did not replace the match: $got"
}
# ids: the ids of a side's matches, conflict copies ("<id>~<hash>") left out
ids() { skdo "$1" export --format json | python3 -c 'import json, sys; print("\n".join(m["id"] for m in json.load(sys.stdin)["matches"] if "~" not in m["id"]))'; }
# pick: the first id of a side's matches that is not one of the others given
# (no head on a pipe: under pipefail the writer's SIGPIPE would end the script)
pick() {
	local list
	list=$(ids "$1")
	shift
	python3 -c 'import sys; print(next(i for i in sys.argv[2:] if i not in sys.argv[1].split()))' "$*" $list
}

step "two Syncthing instances on loopback"
for s in a b; do
	deadline=$((SECONDS + 60))
	until api $s GET /rest/system/ping >/dev/null 2>&1; do
		((SECONDS < deadline)) || fail "syncthing $s did not start"
		sleep 0.2
	done
done
deadline=$((SECONDS + 60))
until [ "$(api a GET /rest/system/connections | python3 -c 'import json, sys; print(json.load(sys.stdin)["connections"][sys.argv[1]]["connected"])' "${id[b]}")" = True ]; do
	((SECONDS < deadline)) || fail "the instances did not connect"
	sleep 0.2
done
echo "connected"

step "convergence: a has 30 matches, b 5 others"
skdo a demo --matches 30 --seed 1 >/dev/null
skdo b demo --matches 5 --seed 2 >/dev/null
skync a
settle
skync b "^added 30,"
settle
skync a "^added 5,"
settle
skync b
same "after syncing both ways"
echo "both databases export the same 35 matches"

step "a concurrent edit becomes a conflict on both sides"
m=$(pick a)
edit a "$m" "Anne on a"
edit b "$m" "Anne on b"
skync a
settle
skync b "conflict waiting: match $m has 2 versions"
settle
skync a "conflict waiting: match $m has 2 versions"
settle
skync b
same "after the conflict"

step "a deletion reaches the other side and stays deleted"
d=$(pick a "$m")
skdo a export --format json --match "$d" -o "$work/old.json"
python3 - "$work/old.json" "$work/tomb.json" <<'EOF'
import json, sys
m = json.load(open(sys.argv[1]))
v = m.get("versions") or {}
v["editor-a"] = v.get("editor-a", 0) + 1
json.dump({"format": "scorekeeper.match", "version": 1, "id": m["id"], "deleted": True,
           "updated": "2026-11-23T12:00:00Z", "versions": v}, open(sys.argv[2], "w"))
EOF
skdo a import "$work/tomb.json" >/dev/null
skync a
settle
skync b "deleted: match $d"
# an old copy comes back (a device that was away writes it)
[ -f "${sync[b]}/matches/$d.json" ] || fail "no file of $d in the folder"
cp "$work/old.json" "${sync[b]}/matches/$d.json"
settle
skync a
skync b
settle
for s in a b; do
	list=$(ids $s)
	! grep -qx "$d" <<<"$list" || fail "$d came back on $s"
done
same "after the deletion"
echo "$d stays deleted on both sides"

step "a Syncthing conflict copy is absorbed"
c=$(pick a "$m" "$d")
# both sides write the match while the two instances cannot reach each
# other: when they meet again, Syncthing keeps one file and renames the
# other to <name>.sync-conflict-<date>-<time>-<device>.json
api a POST "/rest/system/pause?device=${id[b]}" >/dev/null
api b POST "/rest/system/pause?device=${id[a]}" >/dev/null
edit a "$c" "Carl on a"
edit b "$c" "Carl on b"
skync a
skync b
api a POST "/rest/system/resume?device=${id[b]}" >/dev/null
api b POST "/rest/system/resume?device=${id[a]}" >/dev/null
settle
copies=$(find "${sync[a]}/matches" -name '*.sync-conflict-*' | wc -l)
((copies > 0)) || fail "Syncthing made no conflict copy"
echo "Syncthing made $copies conflict copy: $(cd "${sync[a]}/matches" && ls -- *.sync-conflict-*)"
skync a "absorbed and removed"
settle
skync b
settle
skync a
[ -z "$(find "${sync[a]}" "${sync[b]}" -name '*.sync-conflict-*')" ] || fail "a conflict copy is left"
grep -q "conflict waiting: match $c has 2 versions" <<<"$out" || fail "a does not show the conflict of $c"
skync b "conflict waiting: match $c has 2 versions"
same "after absorbing the conflict copy"

step "a folder that lost its files is filled again (issue 23)"
# a is gone (its database moved away); the folder's files are removed on
# a's side and Syncthing removes them on b's. b, which only read them,
# writes everything it holds again, and c, a new device on a's side,
# receives it all.
mv "$work/a/s.db" "$work/a.away.db"
for k in matches players leagues devices; do rm -rf "${sync[a]:?}/$k"; done
settle
[ -z "$(find "${sync[b]}" -name '*.json')" ] || fail "the removals did not reach b"
skync b "written [1-9]"
settle
c_out=$("$sk" sync --db "$work/c.db" --folder "${sync[a]}")
sed "s/^/  c: /" <<<"$c_out"
[ "$("$sk" export --db "$work/c.db" --format json)" = "$(skdo b export --format json)" ] || fail "c does not hold what b holds"
mv "$work/a.away.db" "$work/a/s.db"
skync a
settle
skync b
same "after the refill"
echo "c received everything b holds"

# wanted: a case not named in SKIP
wanted() { [[ " ${SKIP:-} " != *" $1 "* ]]; }

if wanted copied; then
step "a copied database: the copy's edit and the original's are both kept (issue 19)"
# a's database copied to a third phone, which syncs on b's side: one save
# on the copy, two on the original
y=$(pick a "$m" "$d" "$c")
cp "$work/a/s.db" "$work/copy.db"
saved "$work/copy.db" "$y" "Yara on the copy"
saved "$work/a/s.db" "$y" "Yara on a"
saved "$work/a/s.db" "$y" "Yara on a again"
"$sk" sync --db "$work/copy.db" --folder "${sync[b]}" | sed "s/^/  copy: /"
skync a
settle
skync b
settle
skync a
"$sk" sync --db "$work/copy.db" --folder "${sync[b]}" | sed "s/^/  copy: /"
settle
skync b
for db in "$work/a/s.db" "$work/b/s.db" "$work/copy.db"; do
	holds "$db" "$db" "Yara on the copy" "Yara on a again"
done
echo "both edits of $y are on every device"
fi

if wanted restored; then
step "a restored backup: its edit is kept (issue 19)"
# a saves twice and syncs; its file is damaged and check --repair
# restores the newest backup (lower counts of a's own id); one save after
x=$(pick a "$m" "$d" "$c" "${y:-}")
saved "$work/a/s.db" "$x" "Xaver first"
saved "$work/a/s.db" "$x" "Xaver before the damage"
skync a
settle
skync b
python3 -c 'import os, sys; p = sys.argv[1]; os.truncate(p, os.path.getsize(p) // 2)' "$work/a/s.db"
"$sk" check --db "$work/a/s.db" --repair | sed "s/^/  a: /"
saved "$work/a/s.db" "$x" "Xaver after the restore"
skync a
settle
skync b
settle
skync a
for db in "$work/a/s.db" "$work/b/s.db"; do
	holds "$db" "$db" "Xaver after the restore" "Xaver before the damage"
done
echo "the edit after the restore and the one before are on both devices"
fi

step "passed"
