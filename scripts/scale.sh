#!/usr/bin/env bash
# scale.sh: time per match and peak memory (RSS, /usr/bin/time -v) of the
# real binary's demo, import, export (CSV, JSON) and check at two sizes
# (SPEC 5: at most 1.5x per match at 100,000 as at 10,000, under 150 MB).
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
	/usr/bin/time -f "%e %M" -o "$work/t" "$@" >/dev/null
	read -r secs kb <"$work/t"
	awk -v name="$name" -v n="$n" -v s="$secs" -v kb="$kb" \
		'BEGIN { printf "%-12s %7d matches  %7.2f s  %6.1f us/match  peak RSS %4d MB\n", name, n, s, s / n * 1e6, kb / 1024 }'
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
