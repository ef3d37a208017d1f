// Package widgets holds the app's generic widgets and layouts: the
// stepper, rows of big choice buttons, layouts that fit a phone and a
// desktop, rooms that keep space for messages so controls stay under
// the finger (rooms.go), and a small chart drawn from canvas primitives. Nothing here
// knows the games or the database.
package widgets
