#!/usr/bin/env bash
# need: install the Debian packages given that are not installed
# (apt-get update once, then apt-get install -y; sudo when not root).
# A package removed with its configuration kept ("deinstall ok
# config-files", which `dpkg -s` still answers for) counts as missing.
#   scripts/need.sh PACKAGE...
set -euo pipefail
missing=()
for p in "$@"; do
	status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
	[ "$status" = "install ok installed" ] || missing+=("$p")
done
((${#missing[@]})) || exit 0
echo "installing ${missing[*]}"
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
$sudo apt-get update
$sudo apt-get install -y "${missing[@]}"
