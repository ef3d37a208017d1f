#!/usr/bin/env bash
# measure.sh: the benchmark and start-up figures of docs/PERFORMANCE.md, in one
# run (these machines are shared and noisy: compare ratios within a run).
#   scripts/measure.sh            # benchmarks, then start-up under Xvfb
#   SKIP_STARTUP=1 scripts/measure.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=en_US.UTF-8 CGO_ENABLED=0
tags="ci $(make -s tags)"
echo "== scoring (one match each; statistics and league over simulated matches)"
go test -tags "$tags" -run=NONE -bench=. -benchmem ./scoring/... | grep -E '^(Benchmark|ok)'
echo "== storage at 10,000 demo matches (save vs bare bbolt commits, list, export, check, stats)"
go test -tags "$tags" -run=NONE -bench='SaveRound|List|Open|Stats|League' ./storage/boltdb/ | grep -E '^(Benchmark|ok)'
go test -tags "$tags" -run=NONE -bench='ExportCSV|Check' -benchtime=3x ./storage/boltdb/ | grep -E '^(Benchmark|ok)'
echo "== app at 10,000 matches: from the tap until the data is applied"
go test -tags "$tags" -run=NONE -bench=OpenScreens -benchtime=20x ./app/ | grep -E '^(Benchmark|ok)'
if [ -z "${SKIP_STARTUP:-}" ]; then
	echo "== start-up next to a bare Fyne window"
	CGO_ENABLED=1 bash scripts/startup.sh 7 10000
fi
