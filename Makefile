# Scorekeeper: `make run` builds and opens the app, `make test` runs every test.
# Both work on a fresh Debian machine with Go installed.

SHELL := /bin/bash
export LANG := en_US.UTF-8
GO ?= go
# any Go from 1.21 on fetches the toolchain go.mod asks for through the
# module proxy; some distributions' Go turns that off in its go.env.
export GOTOOLCHAIN ?= auto
# BUILD_PKGS is all a desktop build needs (run, build, install, package):
# the C toolchain, GL and X11 headers; Fyne 2.8 builds its desktop driver
# for X11 and Wayland (picked at run time): libwayland-dev and
# libxkbcommon-dev are its Wayland headers.
BUILD_PKGS := gcc libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev
# E2E_PKGS are what the end-to-end scripts add (test, e2e): syncthing
# (with curl and python3) runs scripts/syncthing-e2e.sh; chromium,
# zbar-tools (zbarimg) and imagemagick (convert) run scripts/live-e2e.sh.
E2E_PKGS := syncthing curl python3 chromium zbar-tools imagemagick
# TAGS are the build tags of every build and test, the same `fyne package`
# is given: migrated_fynedo (the app calls Fyne from other goroutines only
# through fyne.Do; `fyne package` adds it from FyneApp.toml) and
# accessibility (Fyne 2.8's screen-reader bridge on Android, iOS, Windows
# and macOS; it compiles to nothing on Linux). Not no_emoji: Fyne's
# bundled emoji font draws emoji in names where the system has none.
TAGS := migrated_fynedo accessibility

.PHONY: run build install package deps deps-e2e depscheck test unit e2e quick lint tools race vet vetgl fmt fuzz bench tags

# BIN holds the lint tools at pinned versions (git-ignored).
BIN := $(CURDIR)/.bin
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
DEADCODE := golang.org/x/tools/cmd/deadcode@v0.52.0
GOCYCLO := github.com/fzipp/gocyclo/cmd/gocyclo@v0.6.0
FYNE := fyne.io/tools/cmd/fyne@v1.7.4

run: build
	./scorekeeper

build: deps
	$(GO) build -tags "$(TAGS)" -o scorekeeper .

# install puts scorekeeper in $(go env GOPATH)/bin (on the PATH, the
# README's commands run as written).
install: deps
	$(GO) install -tags "$(TAGS)" .

# package makes dist/Scorekeeper.tar.xz with `fyne package`, run in a copy
# of the tree: it removes the binary it builds and bumps FyneApp.toml's Build.
package: deps
	@set -e; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	git ls-files -co --exclude-standard -z | tar -c --null -T - | tar -x -C "$$tmp"; \
	(cd "$$tmp" && $(GO) run $(FYNE) package --target linux --release --tags "$$(echo $(TAGS) | tr ' ' ,)"); \
	mkdir -p dist; mv "$$tmp"/*.tar.xz dist/; ls -l dist

# tags prints TAGS (for the scripts that build the app).
tags:
	@echo "$(TAGS)"

# apt installs the Debian packages of $(1) that are missing.
apt = @scripts/need.sh $(1)

# deps installs what a desktop build needs, and nothing more.
deps:
	$(call apt,$(BUILD_PKGS))

# deps-e2e adds what the end-to-end scripts run.
deps-e2e: deps
	$(call apt,$(E2E_PKGS))

# depscheck proves which packages each command asks for (fake dpkg and
# apt-get on the PATH; nothing is installed).
depscheck:
	@scripts/depscheck.sh

# Per-package time limits, set on purpose (go test's default is 10m): the
# slowest package (storage/boltdb) takes under 1 minute, and about 6
# under the race detector on two shared cores.
TIMEOUT := 10m
RACE_TIMEOUT := 25m

# test runs every test: the checks, the Go tests (unit: no C compiler or
# GL headers needed, the ci tag selects Fyne's headless driver) and the
# end-to-end scripts (e2e).
test: deps-e2e fmt vet vetgl lint unit e2e

unit:
	CGO_ENABLED=0 $(GO) test -tags "ci $(TAGS)" -count=1 -timeout $(TIMEOUT) ./...

# e2e: the sync folder through two real Syncthing instances on loopback,
# and the live table view in a real browser (headless chromium) with its
# QR code read back by zbarimg; the real binary (build).
e2e: deps-e2e build
	scripts/syncthing-e2e.sh
	scripts/live-e2e.sh

# quick: the short tests, for the edit loop (the app's in two processes).
quick:
	@scripts/quick.sh

# lint: staticcheck, go.mod and go.sum tidy, no dead code, no function
# above cyclomatic complexity 20 (30 for tests), and no shared file that
# names a game (scripts/gamenames: only a game's own files and the
# registries do; docs/DESIGN.md, "How to add a game").
lint: tools
	@fail=0; \
	echo "== depscheck"; scripts/depscheck.sh || fail=1; \
	echo "== staticcheck"; CGO_ENABLED=0 $(BIN)/staticcheck -tags "ci $(TAGS)" ./... || fail=1; \
	echo "== go mod tidy -diff"; $(GO) mod tidy -diff || fail=1; \
	echo "== deadcode"; out=$$(CGO_ENABLED=0 $(BIN)/deadcode -test -tags "ci $(TAGS)" ./...) || fail=1; \
	if [ -n "$$out" ]; then echo "$$out"; fail=1; fi; \
	echo "== gocyclo -over 20"; $(BIN)/gocyclo -over 20 -ignore '_test\.go$$' . || fail=1; \
	echo "== gocyclo -over 30 (tests)"; $(BIN)/gocyclo -over 30 . || fail=1; \
	echo "== gamenames"; CGO_ENABLED=0 $(GO) run ./scripts/gamenames . || fail=1; \
	exit $$fail

tools: $(BIN)/staticcheck $(BIN)/deadcode $(BIN)/gocyclo
$(BIN)/staticcheck:
	GOBIN=$(BIN) $(GO) install $(STATICCHECK)
$(BIN)/deadcode:
	GOBIN=$(BIN) $(GO) install $(DEADCODE)
$(BIN)/gocyclo:
	GOBIN=$(BIN) $(GO) install $(GOCYCLO)

# race runs every test under the race detector (needs gcc: cgo).
race:
	CGO_ENABLED=1 $(GO) test -tags "ci $(TAGS)" -race -count=1 -timeout $(RACE_TIMEOUT) ./...

vet:
	CGO_ENABLED=0 $(GO) vet -tags "ci $(TAGS)" ./...

# vetgl vets the real (cgo, OpenGL) build.
vetgl: deps
	$(GO) vet -tags "$(TAGS)" ./...

fmt:
	@out=$$(gofmt -l . ); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

# fuzz runs every fuzz target for FUZZTIME each.
FUZZTIME ?= 30s
fuzz:
	@for pkg in $$(CGO_ENABLED=0 $(GO) list ./...); do \
		for t in $$(CGO_ENABLED=0 $(GO) test -tags "ci $(TAGS)" -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "== $$pkg $$t"; CGO_ENABLED=0 $(GO) test -tags "ci $(TAGS)" -run=NONE -fuzz="^$$t$$" -fuzztime=$(FUZZTIME) $$pkg || exit 1; \
		done; done

bench:
	CGO_ENABLED=0 $(GO) test -tags "ci $(TAGS)" -run=NONE -bench=. -benchmem ./...
