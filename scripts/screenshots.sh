#!/usr/bin/env bash
# Screenshots of the real app under Xvfb: phone (360x740) and desktop
# (1024x700), English and German, light and dark, on a demo database.
# Writes docs/screenshots/<size>-<lang>-<look>-<screen>.png.
#   scripts/screenshots.sh            # the full set
#   SCREENS="home entry:skull" scripts/screenshots.sh   # some screens only
# A look is the theme, then -hc for high contrast and the text size in
# percent when not 100: light, dark-hc, light-150, dark-hc-150.
#   LOOKS="light-150 dark-hc" scripts/screenshots.sh   # other looks
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/xserver.sh
export LANG=en_US.UTF-8

scripts/need.sh xvfb imagemagick xdotool gcc libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev python3

# the screenshots tag adds SCOREKEEPER_SCREEN (open a screen at start) and the demo league
go build -tags "$(make -s tags) screenshots" -o scorekeeper .
out=docs/screenshots
mkdir -p "$out"
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

# A demo database, plus one match of each game still in progress.
db=$work/demo.db
./scorekeeper demo --db "$db" --matches 40 --seed 7 >/dev/null
./scorekeeper export --db "$db" --format json -o "$work/demo.json"
python3 - "$work" <<'PY'
import json, sys, datetime
now = datetime.datetime.now(datetime.timezone.utc)
# the demo's people by name: a testdata player with the same name is them
demo = json.load(open(f"{sys.argv[1]}/demo.json"))
known = {p["name"]: p["id"] for m in demo["matches"] for p in m["players"]}
def rename(v, ids):
    if isinstance(v, dict):
        return {ids.get(k, k): rename(x, ids) for k, x in v.items()}
    if isinstance(v, list):
        return [rename(x, ids) for x in v]
    return ids.get(v, v) if isinstance(v, str) else v
keep = {"skullking": 3, "skipbo": 2, "skull": 3, "skuck": 2}
for i, g in enumerate(["skuck", "skull", "skipbo", "skullking"]):
    m = json.load(open(f"testdata/{g}.json"))
    m = rename(m, {p["id"]: known[p["name"]] for p in m["players"] if p["name"] in known})
    m["id"] = f"screenshot-{g}"
    m["rounds"] = m["rounds"][:keep[g]]
    m["finished"] = False
    m["updated"] = (now + datetime.timedelta(minutes=i)).strftime("%Y-%m-%dT%H:%M:%SZ")
    json.dump(m, open(f"{sys.argv[1]}/{g}.json", "w"))
# the Skull King match edited apart on another device (its last round
# undone there): a conflict for the Conflicts screen
m["rounds"] = m["rounds"][:-1]
m["updated"] = (now + datetime.timedelta(minutes=5)).strftime("%Y-%m-%dT%H:%M:%SZ")
json.dump(m, open(f"{sys.argv[1]}/skullking-apart.json", "w"))
PY
./scorekeeper import --db "$db" "$work"/{skuck,skull,skipbo,skullking}.json >/dev/null
./scorekeeper import --db "$db" "$work/skullking-apart.json" >/dev/null

all="home new new:skullking entry:skullking bonus:skullking secret:skullking entry:skipbo entry:skull entry:skuck sheet:skullking sheet:skuck standings:skullking standings:skuck share:skullking history players settings rules stats playerstats:skullking playerstats:skuck chart:skullking league leagues newleague syncsettings conflicts"

shoot() { # size lang look screens...
	local size=$1 lang=$2 look=$3; shift 3
	local w=${size%x*} h=${size#*x}
	local name=phone; [ "$w" -gt 500 ] && name=desktop
	local home=$work/home-$lang-$look
	local theme=${look%%-*} contrast=false text=100
	[[ $look == *-hc* ]] && contrast=true
	[[ $look =~ -([0-9]+)$ ]] && text=${BASH_REMATCH[1]}
	mkdir -p "$home/.config/fyne/net.scorekeeper.app"
	printf '{"language":"%s","theme":"%s","highContrast":%s,"textSize":%s}' "$lang" "$theme" "$contrast" "$text" \
		>"$home/.config/fyne/net.scorekeeper.app/preferences.json"
	# each combination starts from the same database: drafts are kept in it,
	# and the secret:skullking shot leaves a secret pass that the next
	# combination's entry:skullking would open on
	cp "$db" "$home/demo.db"
	for screen in "$@"; do
		local s=${screen/home/}
		HOME=$home XDG_CONFIG_HOME=$home/.config FYNE_SCALE=1 LANG=en_US.UTF-8 \
			SCOREKEEPER_DB=$home/demo.db SCOREKEEPER_SYNC_DIR=$home/sync SCOREKEEPER_SCREEN=$s ./scorekeeper >"$work/app.log" 2>&1 &
		local pid=$!
		local win=""
		for _ in $(seq 50); do
			win=$(xdotool search --name '^Scorekeeper$' 2>/dev/null | head -1) && [ -n "$win" ] && break
			sleep 0.2
		done
		sleep 1
		if [ -n "$win" ]; then
			xdotool windowmove "$win" 0 0 windowsize "$win" "$w" "$h" || true
		fi
		sleep 2
		import -window root -crop "${w}x${h}+0+0" "$out/$name-$lang-$look-${screen/:/-}.png"
		kill "$pid" 2>/dev/null || true
		for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		if kill -0 "$pid" 2>/dev/null; then # not quitting: keep its goroutines for a look
			kill -QUIT "$pid" 2>/dev/null || true
			sleep 1
			cp "$work/app.log" "$out/../hang-$name-$lang-$look-${screen/:/-}.log"
			echo "warning: the app did not quit on $screen (goroutines in docs/hang-*.log)" >&2
			kill -9 "$pid" 2>/dev/null || true
		fi
		wait "$pid" 2>/dev/null || true
		# quitting must keep the settings (an exit in the middle of Fyne's
		# write of them once left the file empty)
		grep -q "\"theme\":\"$theme\"" "$home/.config/fyne/net.scorekeeper.app/preferences.json" ||
			{ echo "error: the app lost its preferences quitting $screen" >&2; exit 1; }
	done
}

# ONLY="360x740 en light" takes one combination only (with SCREENS or all screens).
if [ -n "${ONLY:-}" ]; then
	set -- $ONLY
	xserver "$1" "$work"
	shoot "$1" "$2" "$3" ${SCREENS:-$all}
	kill $xpid
	echo "screenshots in $out"
	exit 0
fi

run_size() { # size: every screen in both languages and every look
	xserver "$1" "$work"
	local lang look
	for lang in en de; do
		for look in ${LOOKS:-light dark}; do
			shoot "$1" "$lang" "$look" ${SCREENS:-$all}
		done
	done
	kill $xpid
	wait $xpid 2>/dev/null || true
}

run_size 360x740
run_size 1024x700
echo "screenshots in $out"
