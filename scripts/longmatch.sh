#!/usr/bin/env bash
# longmatch.sh: times the real binary on a Skull King match of 100,000
# rounds (SPEC 5: scoring is linear in rounds, under 1 s at 100,000):
# score (text and JSON), then import and check on a fresh database.
# The file (about 40 MB) is written to a temporary folder and removed.
#   scripts/longmatch.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_ENABLED=0 LANG=en_US.UTF-8
tags="ci $(make -s tags)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
LONGMATCH_OUT=$work/long.json go test -tags "$tags" -run=NONE -bench=ScoreFile100kRounds -benchtime=1x ./cli/ >/dev/null
go build -tags "$tags" -o "$work/scorekeeper" .
ls -l "$work/long.json"
t() { echo "== $*"; /usr/bin/time -f '%es %MKB' "$work/scorekeeper" "$@" >/dev/null; }
t score "$work/long.json"
t score --format json "$work/long.json"
t import --db "$work/db" "$work/long.json"
t check --db "$work/db"
