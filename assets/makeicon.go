//go:build ignore

// makeicon draws icon.png: a score sheet with a running total on a
// rounded teal square. Run: go run makeicon.go
package main

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
)

const size = 512

func main() {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	teal := color.NRGBA{0x0f, 0x5e, 0x6e, 0xff}
	paper := color.NRGBA{0xfb, 0xf6, 0xe9, 0xff}
	ink := color.NRGBA{0x2b, 0x35, 0x3f, 0xff}
	gold := color.NRGBA{0xf2, 0xb1, 0x34, 0xff}
	rounded(img, 0, 0, size, size, 96, teal)
	rounded(img, 104, 72, 408, 440, 28, paper)
	for i := 0; i < 6; i++ { // the sheet's rows
		y := 150 + i*48
		rect(img, 140, y, 372, y+6, ink)
	}
	rect(img, 236, 120, 242, 410, ink) // the column between bid and points
	for i := 0; i < 4; i++ {           // a tally of four strokes and a slash
		x := 270 + i*22
		rect(img, x, 312, x+8, 392, gold)
	}
	for t := 0.0; t <= 1; t += 0.002 {
		x := int(258 + t*100)
		y := int(396 - t*90)
		disc(img, x, y, 6, gold)
	}
	f, err := os.Create("icon.png")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		panic(err)
	}
}

func rect(img *image.NRGBA, x0, y0, x1, y1 int, c color.NRGBA) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			img.SetNRGBA(x, y, c)
		}
	}
}

func disc(img *image.NRGBA, cx, cy, r int, c color.NRGBA) {
	for y := cy - r; y <= cy+r; y++ {
		for x := cx - r; x <= cx+r; x++ {
			if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r {
				img.SetNRGBA(x, y, c)
			}
		}
	}
}

func rounded(img *image.NRGBA, x0, y0, x1, y1, r int, c color.NRGBA) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			dx := math.Max(0, math.Max(float64(x0+r-x), float64(x-(x1-r-1))))
			dy := math.Max(0, math.Max(float64(y0+r-y), float64(y-(y1-r-1))))
			if dx*dx+dy*dy <= float64(r*r) {
				img.SetNRGBA(x, y, c)
			}
		}
	}
}
