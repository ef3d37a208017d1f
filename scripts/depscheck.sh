#!/usr/bin/env bash
# depscheck: which Debian packages each make command installs, checked
# with a fake dpkg-query (every package removed, its configuration kept:
# that counts as missing) and apt-get (records what it is asked for) on
# the PATH. `make run`, build, install and package install
# only the desktop build's packages; test and e2e add the end-to-end ones.
#   scripts/depscheck.sh
set -euo pipefail
cd "$(dirname "$0")/.."
fake=$(mktemp -d)
trap 'rm -rf "$fake"' EXIT
printf '#!/bin/sh\nprintf "deinstall ok config-files"\n' >"$fake/dpkg-query"
printf '#!/bin/sh\n[ "$1" = install ] && shift 2 && echo "$@" >>"%s/asked"\nexit 0\n' "$fake" >"$fake/apt-get"
printf '#!/bin/sh\nexec "$@"\n' >"$fake/sudo"
chmod +x "$fake"/*
build=$(sed -n "s/^BUILD_PKGS := //p" Makefile)
e2e=$(sed -n "s/^E2E_PKGS := //p" Makefile)
fail=0
# asks TARGET WANT: the packages the deps targets TARGET reaches ask apt-get for
asks() {
	rm -f "$fake/asked"
	PATH="$fake:$PATH" make -s "$1" >/dev/null
	got=$(tr ' ' '\n' <"$fake/asked" | grep . | sort | tr '\n' ' ')
	want=$(tr ' ' '\n' <<<"$2" | grep . | sort | tr '\n' ' ')
	[ "$got" = "$want" ] || { echo "make $1 installs: $got; want: $want" >&2; fail=1; }
}
asks deps "$build"
asks deps-e2e "$build $e2e"
# which deps target each command reaches (make -n prints the need.sh calls)
for t in run build install package test e2e; do
	out=$(PATH="$fake:$PATH" make -n "$t" 2>/dev/null)
	has_e2e=0
	grep -qF "scripts/need.sh $e2e" <<<"$out" && has_e2e=1
	grep -qF "scripts/need.sh $build" <<<"$out" || { echo "make $t installs no build packages" >&2; fail=1; }
	case $t in
	test | e2e) [ $has_e2e = 1 ] || { echo "make $t does not install $e2e" >&2; fail=1; } ;;
	*) [ $has_e2e = 0 ] || { echo "make $t installs $e2e" >&2; fail=1; } ;;
	esac
done
[ $fail = 0 ] && echo "depscheck: run, build, install, package install $build; test and e2e add $e2e"
exit $fail
