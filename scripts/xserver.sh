# xserver.sh, sourced by the scripts that run the app under Xvfb.
# xserver SIZE DIR: starts an Xvfb of SIZE (e.g. 1280x1024) on a free
# display and waits until it accepts clients; sets DISPLAY and xpid. Xvfb
# picks the number itself: another X server on a fixed one, or one still
# shutting down, made the first app start fail. -noreset: without it the
# server resets when its last client leaves, and the next window failed
# to open (4 runs in 5 of startup.sh failed so).
xserver() {
	rm -f "$2/display"
	Xvfb -displayfd 3 -noreset -screen 0 "$1"x24 3>"$2/display" >/dev/null 2>&1 &
	xpid=$!
	local i
	for i in $(seq 100); do
		[ -s "$2/display" ] && break
		[ "$i" -lt 100 ] && kill -0 "$xpid" 2>/dev/null || { echo "Xvfb did not start" >&2; exit 1; }
		sleep 0.1
	done
	export DISPLAY=":$(cat "$2/display")"
}
