#!/usr/bin/env bash
# startup.sh: time until the window is mapped, and peak memory (VmHWM),
# of scorekeeper next to a bare Fyne window built by the same toolchain,
# under Xvfb; on an empty database and on one with MATCHES demo matches.
# Usage: scripts/startup.sh [RUNS] [MATCHES]   (defaults 7 and 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/xserver.sh
runs=${1:-7}
matches=${2:-10000}
export LANG=en_US.UTF-8

scripts/need.sh xvfb xdotool gcc libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev

work=$(mktemp -d)
xpid="" # the Xvfb, once xserver started it
trap '[ -z "$xpid" ] || kill "$xpid" 2>/dev/null || true; rm -rf "$work"' EXIT
tags=$(make -s tags)
go build -tags "$tags" -o "$work/scorekeeper" .
go build -o "$work/bare" ./scripts/barewindow                       # Fyne as it comes
go build -tags "$tags" -o "$work/bare-tags" ./scripts/barewindow   # with the app's build tags
export HOME="$work/home"   # a clean Fyne settings folder
mkdir -p "$HOME"

xserver 1280x1024 "$work"

# measure TITLE CMD...: prints "ms kB" for one start. With $settle set,
# it waits until that file exists (at most 120 s) instead of 1 s.
measure() {
	local title=$1; shift
	local t0 t1 pid hwm
	t0=$(date +%s%N)
	"$@" >/dev/null 2>"$work/stderr.txt" &
	pid=$!
	until xdotool search --onlyvisible --name "^${title}\$" >/dev/null 2>&1; do
		sleep 0.005
		kill -0 "$pid" 2>/dev/null || { echo "$title exited before its window showed: $*" >&2; cat "$work/stderr.txt" >&2; return 1; }
	done
	t1=$(date +%s%N)
	sleep 1 # let it settle: lists filled, first frames drawn
	if [ -n "${settle:-}" ]; then
		for _ in $(seq 1200); do compgen -G "$settle" >/dev/null && break; sleep 0.1; done
	fi
	hwm=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
	kill "$pid"; wait "$pid" 2>/dev/null || true
	echo "$(( (t1 - t0) / 1000000 )) $hwm"
}

# median of column $1 of stdin
median() { sort -n -k"$1" | awk -v c="$1" '{v[NR]=$c} END {print v[int((NR+1)/2)]}'; }

report() { # label file
	printf '%-28s %6s ms %8s kB\n' "$1" "$(median 1 <"$2")" "$(median 2 <"$2")"
}

"$work/scorekeeper" demo --db "$work/full.db" --matches "$matches" --seed 1 >/dev/null
# The first start on a new file walks its pages (no verified stamp yet)
# and makes the daily backup once the window shows: it is kept apart,
# and waits for the backup, so the runs below see the file as a user's
# later starts do.
settle="$work/full.db.backups/*.db" SCOREKEEPER_DB="$work/full.db" measure Scorekeeper "$work/scorekeeper" >"$work/first.txt"
empty() {
	rm -f "$work/empty.db"
	SCOREKEEPER_DB="$work/empty.db" measure Scorekeeper "$work/scorekeeper" >>"$work/empty.txt"
}
full() { SCOREKEEPER_DB="$work/full.db" measure Scorekeeper "$work/scorekeeper" >>"$work/full.txt"; }
for i in $(seq "$runs"); do # interleaved, so load changes hit all alike
	measure Bare "$work/bare" >>"$work/bare.txt"
	measure Bare "$work/bare-tags" >>"$work/bare-tags.txt"
	# in turns: a start right after one that made a new file (its syncs
	# still being written out) is slower
	if ((i % 2)); then empty; full; else full; empty; fi
done
echo "median of $runs starts (time to a mapped window, peak RSS):"
report "bare Fyne window" "$work/bare.txt"
report "bare, same build tags" "$work/bare-tags.txt"
report "scorekeeper, empty db" "$work/empty.txt"
report "scorekeeper, $matches matches" "$work/full.txt"
report "  its first start (one)" "$work/first.txt"
# ratios LABEL BAREFILE: the app's medians over the bare window's
ratios() {
	awk -v b="$(median 1 <"$2")" -v e="$(median 1 <"$work/empty.txt")" -v f="$(median 1 <"$work/full.txt")" \
		-v bm="$(median 2 <"$2")" -v em="$(median 2 <"$work/empty.txt")" -v fm="$(median 2 <"$work/full.txt")" -v l="$1" \
		'BEGIN { printf "ratios to %s: time %.2fx empty, %.2fx full; memory %.2fx empty, %.2fx full\n", l, e/b, f/b, em/bm, fm/bm }'
}
ratios bare "$work/bare.txt"
ratios "bare with the same tags" "$work/bare-tags.txt"
