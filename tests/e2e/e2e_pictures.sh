#!/usr/bin/env bash
# e2e_pictures.sh - every picture a user has (PNG, JPEG, GIF, TGA, BMP) against ImageMagick's pixels, hostile files refused within the budget, frames saved as PNG.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
RIPPLE=${RIPPLE:-./ripple}
BG='#8cd2e2' # PICTURE_BACKGROUND: under transparent parts

# has TEXT PATTERN: TEXT matches the grep pattern
has() { printf '%s\n' "$1" | grep -q -- "$2"; }

# shown FILE OUT [OPTIONS...]: the picture as the program shows it (one still frame) into OUT.png
shown() {
	local f=$1 out=$2
	shift 2
	"$RIPPLE" --headless --frames 1 --image "$f" --save-frame "$out" "$@" >/dev/null 2>"$T/err"
}

# same_as_imagemagick NAME FILE FUZZ [CONVERT OPTIONS...]: the program's picture of FILE has
# ImageMagick's pixels (over the background, turned by its EXIF orientation), each channel within
# FUZZ (0: exactly)
same_as_imagemagick() {
	local name=$1 f=$2 fuzz=$3 diff
	shift 3
	if ! shown "$f" "$T/got.png"; then
		bad "$name: not loaded ($(cat "$T/err"))"
		return
	fi
	convert "$f[0]" "$@" +repage -background "$BG" -flatten -depth 8 "$T/want.png"
	diff=$(compare -fuzz "$fuzz" -metric AE "$T/got.png" "$T/want.png" null: 2>&1)
	check "$name: ImageMagick's pixels ($(identify -format '%wx%h' "$T/got.png"), ${diff} differ beyond $fuzz)" test "$diff" = 0
}

src=bmp/pool.bmp
# a picture with every kind of pixel: the pool, a transparent corner and a half-transparent band
convert "$src" \( -size 320x240 xc:black -fill white -draw 'rectangle 0,0 319,239' -fill black \
	-draw 'rectangle 0,0 79,59' -fill gray50 -draw 'rectangle 100,100 219,139' \) \
	-alpha off -compose CopyOpacity -composite "$T/alpha.png"
convert "$src" PNG24:"$T/rgb.png"
convert "$src" -colors 200 PNG8:"$T/paletted.png"
convert "$T/alpha.png" PNG32:"$T/rgba.png"
convert "$src" -colorspace Gray "$T/grey.png"
convert "$src" -depth 16 PNG48:"$T/deep.png"
convert "$T/alpha.png" -colorspace Gray "$T/grey-alpha.png"
convert "$T/alpha.png" -colors 64 PNG8:"$T/paletted-alpha.png"
convert "$src" -interlace PNG "$T/interlaced.png"
convert "$src" -quality 90 "$T/baseline.jpg"
convert "$src" -quality 85 -interlace Plane "$T/progressive.jpg"
convert "$src" -colorspace Gray -quality 90 "$T/grey.jpg"
convert "$src" "$T/pool.gif"
convert "$T/alpha.png" "$T/transparent.gif"
convert -delay 4 "$src" \( "$src" -negate \) "$T/animated.gif"
convert "$src" -orient TopLeft "$T/top-down.tga"
convert "$src" -orient TopLeft -compress RLE "$T/rle.tga"
convert "$T/alpha.png" -orient TopLeft "$T/rgba.tga"
convert "$src" -colors 100 -type Palette -orient TopLeft "$T/paletted.tga"
convert "$src" -colorspace Gray -orient TopLeft "$T/grey.tga"
# (over the background: ImageMagick's blend rounds differently, by one step at most)
for f in rgb:0 paletted:0 rgba:0.5% grey:0 deep:0 grey-alpha:0.5% paletted-alpha:0.5% interlaced:0; do
	same_as_imagemagick "PNG ${f%:*}" "$T/${f%:*}.png" "${f#*:}"
done
for f in baseline progressive grey; do
	same_as_imagemagick "JPEG $f" "$T/$f.jpg" 0
done
same_as_imagemagick "GIF" "$T/pool.gif" 0
same_as_imagemagick "GIF with a transparent colour" "$T/transparent.gif" 0
same_as_imagemagick "animated GIF: its first frame" "$T/animated.gif" 0
for f in top-down:0 rle:0 rgba:0.5% paletted:0 grey:0; do
	same_as_imagemagick "TGA ${f%:*}" "$T/${f%:*}.tga" "${f#*:}"
done
# ImageMagick's own TGA files are bottom-up by their header (the default origin): read by the header
convert "$src" "$T/bottom-up.tga"
same_as_imagemagick "TGA bottom-up" "$T/bottom-up.tga" 0 -flip
cp "$T/rgb.png" "$T/named-wrong.bmp"
same_as_imagemagick "a PNG named .bmp: the format told by the content" "$T/named-wrong.bmp" 0

# JPEG's EXIF orientation (lib.sh's exif); the pool takes the upright size
for o in 2 3 5 6 7 8; do
	{ printf '\377\330'; exif $o; tail -c +3 "$T/baseline.jpg"; } >"$T/exif$o.jpg"
	same_as_imagemagick "JPEG with EXIF orientation $o: upright" "$T/exif$o.jpg" 0 -auto-orient
done
check "EXIF orientation 6: a 240x320 pool" test "$(identify -format '%wx%h' "$T/got.png")" = 240x320

# BMPs the program decodes itself, unusual but valid (tests/tools/mkbad.c --good, with the pixels each
# must give in NAME.rgba; tests/e2e/bmp_check.sh holds the decoder to ImageMagick's pixels besides)
mkdir -p "$T/good"
build/mkbad --good "$T/good"
for f in "$T"/good/*.bmp; do
	if shown "$f" "$T/got.png"; then
		convert -size "$(identify -format '%wx%h' "$T/got.png")" -depth 8 rgba:"${f%.bmp}.rgba" \
			-background "$BG" -flatten "$T/want.png"
		diff=$(compare -fuzz 0.5% -metric AE "$T/got.png" "$T/want.png" null: 2>&1)
		check "BMP $(basename "$f"): shown with the pixels it holds (${diff} differ by more than ImageMagick's blend rounds)" \
			test "$diff" = 0
	else
		bad "BMP $(basename "$f"): not loaded ($(cat "$T/err"))"
	fi
done

# frames saved as PNG equal those saved as BMP, at every depth
for bpp in 8 16 24 32; do
	"$RIPPLE" --headless --frames 30 --bpp $bpp --drop 160,120,8,500 --save-frame "$T/f.png" >/dev/null 2>&1
	"$RIPPLE" --headless --frames 30 --bpp $bpp --drop 160,120,8,500 --save-frame "$T/f.bmp" >/dev/null 2>&1
	check "--bpp $bpp: the frame saved as PNG is the BMP's pixel for pixel" \
		sh -c "file '$T/f.png' | grep -q 'PNG image data' && test \"\$(compare -metric AE '$T/f.png' '$T/f.bmp' null: 2>&1)\" = 0"
done
out=$("$RIPPLE" --headless --frames 1 --save-frame "$T/f.jpg" 2>&1)
st=$?
check "--save-frame FILE.jpg: refused before the run (${out:0:80})" has "$st $out" '^2 .*must end in .png or .bmp'
convert -size 320x240 xc:white -fill black -draw 'rectangle 150,0 153,239' "$T/wall.png"
"$RIPPLE" --headless --frames 1 --view heights --walls "$T/wall.png" --save-frame "$T/walls.png" >/dev/null 2>&1
check "--walls from a PNG: the wall drawn" \
	test "$(convert "$T/walls.png" -format '%[pixel:p{151,100}]' info:)" != "$(convert "$T/walls.png" -format '%[pixel:p{50,100}]' info:)"

"$RIPPLE" --headless --frames 1 --view heights --drop 160,120,8,500 --save-frame "$T/heights.png" >/dev/null 2>&1
check "--view heights: still water mid grey, a stone's trough blue (read on a washed-out projector)" \
	test "$(convert "$T/heights.png" -format '%[pixel:p{10,10}] %[pixel:p{160,120}]' info:)" = "srgb(104,104,104) srgb(9,67,214)"
"$RIPPLE" --headless --frames 12 --view heights --drop 160,120,8,500 --save-frame "$T/heights.png" >/dev/null 2>&1
check "--view heights: the crest it bounces back to orange" \
	test "$(convert "$T/heights.png" -format '%[pixel:p{160,120}]' info:)" = "srgb(242,146,9)"

# hostile files: one line, status 2, in little time and memory
head -c 700 "$T/rgb.png" >"$T/cut.png"
head -c 3000 "$T/baseline.jpg" >"$T/cut.jpg"
head -c 900 "$T/pool.gif" >"$T/cut.gif"
head -c 5000 "$T/top-down.tga" >"$T/cut.tga"
head -c 5000 "$T/rle.tga" >"$T/cut-rle.tga"
printf '%%PDF-1.4\n%%\342\343\317\323\n1 0 obj << /Type /Catalog >> endobj\n' >"$T/paper.pdf"
printf '\211PNG\r\n\032\n\000\000\000\015IHDR\000\000\100\000\000\000\100\000\010\002\000\000\000\000\000\000\000' >"$T/claims-16384.png"
printf '\000\000\000\005IDATx\234c\000\000\000\000\000\000\000\000\000\000IEND\000\000\000\000' >>"$T/claims-16384.png"
printf '\211PNG\r\n\032\n\000\000\000\015IHDR\000\000\017\240\000\000\017\240\010\002\000\000\000\000\000\000\000' >"$T/claims-4000.png"
printf '\000\000\000\005IDATx\234c\000\000\000\000\000\000\000\000\000\000IEND\000\000\000\000' >>"$T/claims-4000.png"
mkdir -p "$T/folder.png"
: >"$T/empty.png"
for f in cut.png cut.jpg cut.gif cut.tga cut-rle.tga paper.pdf claims-16384.png claims-4000.png folder.png empty.png; do
	start=$(date +%s%N)
	out=$( (ulimit -v 1500000; timeout 20 "$RIPPLE" --headless --frames 1 --image "$T/$f") 2>&1 >/dev/null)
	st=$?
	ms=$((($(date +%s%N) - start) / 1000000))
	check "$f: refused in one line, status 2, ${ms} ms (${out:0:110})" \
		test $st = 2 -a "$(printf '%s\n' "$out" | wc -l)" = 1 -a -n "$out"
done
check "a PDF: not a picture this program reads" sh -c "'$RIPPLE' --headless --frames 1 --image '$T/paper.pdf' 2>&1 | grep -q 'not a picture this program reads (BMP, PNG, JPEG, GIF, TGA)'"
out=$("$RIPPLE" --headless --frames 1 --image "$T/claims-4000.png" 2>&1)
check "a 62-byte PNG claiming 4000x4000: out of proportion" has "$out" 'out of proportion, refused before decoding'
out=$("$RIPPLE" --headless --frames 1 --image "$T/claims-16384.png" 2>&1)
check "a PNG claiming 16384x16384: past the budget" has "$out" 'budget of 64 megapixels'
check "a folder: says it is a folder" sh -c "'$RIPPLE' --headless --frames 1 --image '$T/folder.png' 2>&1 | grep -q 'is a folder'"

# the budget: a 64-megapixel photo is shown within 1 GiB and 2 s of loading; one pixel row more is refused
convert -size 8192x8192 gradient:red-blue -quality 80 "$T/big.jpg"
/usr/bin/time -f '%M %e' -o "$T/usage" "$RIPPLE" --headless --frames 1 --size 320x240 --image "$T/big.jpg" >/dev/null 2>&1
st=$?
read -r kb secs <"$T/usage"
check "a 64-megapixel JPEG: shown (status $st), ${kb} KiB at most, ${secs} s in all" test $st = 0 -a "$kb" -lt 1048576
convert -size 8192x8193 xc:navy -quality 80 "$T/bigger.jpg"
out=$("$RIPPLE" --headless --frames 1 --size 320x240 --image "$T/bigger.jpg" 2>&1)
check "8192x8193 pixels: refused by the budget (${out:0:100})" has "$out" 'budget of 64 megapixels'

echo "e2e_pictures: $passed passed, $failed failed"
[ "$failed" = 0 ]
