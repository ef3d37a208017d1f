#!/usr/bin/env bash
# make.sh rebuilds NotoEmoji-Newer.ttf and runes.txt: the glyphs of Noto Emoji
# (monochrome, SIL OFL 1.1) for the emoji that Fyne's bundled fonts (EmojiOne
# Color, Noto Sans, Inter Symbols) lack, such as 🦜 and 🥳.
# Needs npm and Debian's fonttools (apt-get install fonttools python3-fonttools).
# Usage: assets/fonts/make.sh   (from anywhere; writes next to itself)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
fyne=$(cd "$here/../.." && go list -m -f '{{.Dir}}' fyne.io/fyne/v2)/theme/font
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent @expo-google-fonts/noto-emoji@0.4.7 >/dev/null && tar xzf ./*.tgz)
src="$work/package/400Regular/NotoEmoji_400Regular.ttf"
cp "$work/package/LICENSE_FONT" "$here/OFL.txt"
/usr/bin/python3 - "$src" "$fyne" "$here/runes.txt" <<'PY'
import sys
from fontTools.ttLib import TTFont
src, fyne, out = sys.argv[1:]
have = set()
for name in ["EmojiOneColor.otf", "NotoSans-Regular.ttf", "InterSymbols-Regular.ttf"]:
    have |= set(TTFont(f"{fyne}/{name}").getBestCmap())
# left out: the text variation selector, tag characters, private use
def skip(c):
    return c == 0xFE0E or 0xE0000 <= c <= 0xE007F or 0xE000 <= c <= 0xF8FF or c >= 0xF0000
runes = sorted(c for c in TTFont(src).getBestCmap() if c not in have and not skip(c))
with open(out, "w") as f:
    f.write("".join(f"{c:X}\n" for c in runes))
PY
# with the space: Fyne's shaper keeps a space in the face of the emoji before it
(cat "$here/runes.txt"; echo 20) >"$work/unicodes.txt"
pyftsubset "$src" --unicodes-file="$work/unicodes.txt" --layout-features='' \
	--drop-tables+=vhea,vmtx,STAT,gasp,GSUB --name-IDs='*' --output-file="$work/subset.ttf"
# Fyne measures a line by its first font's space, which is this one's: take
# Noto Sans's units per em, line metrics and space width, so text measures the same;
# a rune no font has is shaped in it too: the same width as Noto Sans's box
/usr/bin/python3 - "$work/subset.ttf" "$fyne/NotoSans-Regular.ttf" "$here/NotoEmoji-Newer.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem
src, sans, out = sys.argv[1:]
f, s = TTFont(src), TTFont(sans)
scale_upem(f, s["head"].unitsPerEm)
for a in ("ascent", "descent", "lineGap"):
    setattr(f["hhea"], a, getattr(s["hhea"], a))
for a in ("sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent"):
    setattr(f["OS/2"], a, getattr(s["OS/2"], a))
f["OS/2"].fsSelection = (f["OS/2"].fsSelection & ~128) | (s["OS/2"].fsSelection & 128)
space = s["hmtx"][s.getBestCmap()[0x20]]
f["hmtx"][f.getBestCmap()[0x20]] = space
f["hmtx"][".notdef"] = s["hmtx"][".notdef"]
f.save(out)
PY
echo "$(wc -l <"$here/runes.txt") emoji, $(stat -c %s "$here/NotoEmoji-Newer.ttf") bytes"
