// Package widgets holds the app's generic widgets and layouts: the
// stepper, rows of big choice buttons, layouts that fit a phone and a
// desktop, and a small chart drawn from canvas primitives. Nothing here
// knows the games or the database.
package widgets
