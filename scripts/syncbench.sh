#!/usr/bin/env bash
# syncbench.sh: the real binary's `sync` on a sync folder of N matches
# (default 10,000), under /usr/bin/time -v: seconds and peak RSS of
#   - the day's first command that opens the database read-write (an
#     import that changes nothing): its daily backup (storage/boltdb,
#     BackupIfDue) reads the whole file, so it is measured apart,
#   - the first pass of a database of N matches (writes every file),
#   - the first pass of an empty database over that folder (reads them all),
#   - the next pass of the first database (it hashes the files it wrote),
#   - a pass with 10 changed: 5 matches edited here, 5 on the other device
#     (the issue's bar: under 1 s, peak under 150 MB; SPEC 5),
#   - a pass with nothing changed,
#   - the reading database's pass after the folder lost every file (issue
#     23: it writes all N again), and the pass after it.
#   scripts/syncbench.sh            # 10000
#   scripts/syncbench.sh 100000     # about 1 GB under $TMPDIR
#   SCOREKEEPER=path/to/binary scripts/syncbench.sh   # that binary, not built
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
work=$(mktemp -d "${TMPDIR:-/tmp}/scorekeeper-syncbench.XXXXXX")
trap 'rm -rf "$work"' EXIT
sk=${SCOREKEEPER:-}
if [ -z "$sk" ]; then
	CGO_ENABLED=0 go build -tags "ci $(make -s tags)" -o "$work/sk" .
	sk=$work/sk
fi
folder=$work/folder
mkdir -p "$folder"
run() { # label, command...: runs it under time -v, prints seconds and peak RSS
	local label=$1
	shift
	sync # what the commands before wrote reaches the disk first: it is not this one's cost
	/usr/bin/time -v -o "$work/time" "$@" >"$work/out"
	awk -v label="$label" -F': ' '
		/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i] }
		/Maximum resident set size/ { rss = $2 }
		END { printf "%-44s %7.2f s  peak RSS %4d MB\n", label, s, rss / 1024 }' "$work/time"
	sed 's/^/    /' "$work/out" | head -3
}
# edit: rename the first player of 5 matches on one side, counted in the
# version vector as an edit of its own, and import them together
edit() { # db, id...
	local db=$1
	shift
	local files=()
	for id in "$@"; do
		"$sk" export --db "$db" --format json --match "$id" -o "$work/$id.json"
		files+=("$work/$id.json")
	done
	python3 - "$db" "${files[@]}" <<'PY'
import json, sys
for path in sys.argv[2:]:
    m = json.load(open(path))
    m["players"][0]["name"] += " (edited)"
    m["revision"] += 1
    v = m.get("versions") or {}
    v["bench-" + sys.argv[1][-4:]] = v.get("bench-" + sys.argv[1][-4:], 0) + 1
    m["versions"] = v
    json.dump(m, open(path, "w"))
PY
	"$sk" import --db "$db" "${files[@]}" >/dev/null
}
"$sk" demo --db "$work/a.db" --matches "$n" >/dev/null
mapfile -t ids < <("$sk" export --db "$work/a.db" --format csv | awk -F, 'NR > 1 && !seen[$1]++ { print $1 }' | head -10)
"$sk" export --db "$work/a.db" --format json --match "${ids[0]}" -o "$work/same.json"
run "the day's first open (its backup), an import" "$sk" import --db "$work/a.db" "$work/same.json"
run "first pass, $n matches to write" "$sk" sync --db "$work/a.db" --folder "$folder"
run "first pass of an empty database, $n to read" "$sk" sync --db "$work/b.db" --folder "$folder"
# the files a pass wrote are seen within their time's clock tick: the next
# pass compares their hashes once (docs/DESIGN.md, "racily clean")
run "the next pass (hashes what the first wrote)" "$sk" sync --db "$work/a.db" --folder "$folder"
edit "$work/b.db" "${ids[@]:5:5}"
"$sk" sync --db "$work/b.db" --folder "$folder" >/dev/null
edit "$work/a.db" "${ids[@]:0:5}"
run "a pass with 10 changed (5 here, 5 there)" "$sk" sync --db "$work/a.db" --folder "$folder"
run "a pass with nothing changed" "$sk" sync --db "$work/a.db" --folder "$folder"
rm -r "$folder/matches" "$folder/players" "$folder/leagues" 2>/dev/null || true
run "the reader's pass over the emptied folder" "$sk" sync --db "$work/b.db" --folder "$folder"
run "the pass after it (hashes what it wrote)" "$sk" sync --db "$work/b.db" --folder "$folder"
