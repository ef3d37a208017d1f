#!/usr/bin/env bash
# scale.sh: time per match and peak memory of the real binary's demo,
# import, export (CSV, JSON) and check at two sizes (SPEC 5: at most 1.5x
# per match at 100,000 as at 10,000, under 150 MB). Memory is sampled
# from /proc/PID/status every 50 ms: peak RSS (VmHWM), and the peaks of
# its two parts, anonymous (RssAnon: the Go heap, stacks) and file-backed
# (RssFile: the pages of the database file that bbolt's read-only memory
# map has touched, which the kernel shares with its page cache and can
# drop at any time; reading every match touches the whole file).
#   scripts/scale.sh              # 10000 and 100000 (about 1 GB under $TMPDIR)
#   scripts/scale.sh 2000 20000
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] && sizes=("$@") || sizes=(10000 100000)
work=$(mktemp -d "${TMPDIR:-/tmp}/scorekeeper-scale.XXXXXX")
trap 'rm -rf "$work"' EXIT
CGO_ENABLED=0 go build -tags "ci $(make -s tags)" -o "$work/sk" .
run() { # name n command...
	local name=$1 n=$2; shift 2
	local start=$EPOCHREALTIME hwm=0 anon=0 file=0 k v
	"$@" >/dev/null &
	local pid=$!
	while [ -r "/proc/$pid/status" ]; do
		while read -r k v _; do
			case $k in
			VmHWM:) hwm=$v ;;
			RssAnon:) ((v > anon)) && anon=$v ;;
			RssFile:) ((v > file)) && file=$v ;;
			esac
		done <"/proc/$pid/status" 2>/dev/null || true
		sleep 0.05
	done
	wait "$pid"
	awk -v name="$name" -v n="$n" -v s="$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { print b - a }')" \
		-v hwm="$hwm" -v anon="$anon" -v file="$file" \
		'BEGIN { printf "%-12s %7d matches  %7.2f s  %6.1f us/match  peak RSS %4d MB (anon %4d MB, file %4d MB)\n", name, n, s, s / n * 1e6, hwm / 1024, anon / 1024, file / 1024 }'
}
for n in "${sizes[@]}"; do
	db="$work/demo-$n.db"
	run demo "$n" "$work/sk" demo --db "$db" --matches "$n"
	run export-csv "$n" "$work/sk" export --db "$db" --format csv -o "$work/all.csv"
	run export-json "$n" "$work/sk" export --db "$db" --format json -o "$work/all.json"
	run check "$n" "$work/sk" check --db "$db"
	rm -f "$db" "$work/all.csv"; rm -rf "$db.backups"
	run import "$n" "$work/sk" import --db "$work/import-$n.db" "$work/all.json"
	rm -rf "$work/import-$n.db" "$work/import-$n.db.backups" "$work/all.json"
done
