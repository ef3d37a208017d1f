#!/usr/bin/env bash
# quick: the short tests (go test -short) of every package, for the edit
# loop. The app package's tests share Fyne's test app, a global, so they
# cannot run in parallel within one process: its test binary is built
# once and run as two processes, each with half of its tests, beside the
# other packages' tests, so both cores work.
#   scripts/quick.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_ENABLED=0
tags="ci $(make -s tags)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test -c -tags "$tags" -o "$tmp/app.test" ./app/
mapfile -t tests < <(cd app && "$tmp/app.test" -test.list '^(Test|Example)')
shard() { # shard N: every other test, from the Nth
	local names=() i
	for ((i = $1; i < ${#tests[@]}; i += 2)); do names+=("${tests[$i]}"); done
	local IFS='|'
	(cd app && "$tmp/app.test" -test.short -test.timeout 10m -test.run "^(${names[*]})\$") >"$tmp/app$1.log" 2>&1
}
shard 0 &
a=$!
shard 1 &
b=$!
rc=0
go test -tags "$tags" -short -timeout 10m $(go list ./... | grep -v '/app$') || rc=1
for p in "$a" "$b"; do
	if wait "$p"; then :; else rc=1; fi
done
for n in 0 1; do
	if grep -q '^PASS$' "$tmp/app$n.log"; then
		echo "ok  	scorekeeper/app (half $((n + 1)) of its tests)"
	else
		cat "$tmp/app$n.log"
		rc=1
	fi
done
exit $rc
