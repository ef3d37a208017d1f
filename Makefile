# Scorekeeper: `make run` builds and opens the app, `make test` runs every test.
# Both work on a fresh Debian machine with Go installed.

SHELL := /bin/bash
export LANG := en_US.UTF-8
GO ?= go
PKGS := gcc libgl1-mesa-dev xorg-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run build deps test race vet fmt fuzz bench

run: build
	./scorekeeper

build: deps
	$(GO) build -o scorekeeper .

# deps installs the C toolchain and GL/X11 headers a desktop build needs.
deps:
	@missing=""; for p in $(PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing$$missing"; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y $$missing; fi

# test needs no C compiler or GL headers: -tags ci uses Fyne's headless driver.
test: fmt vet
	CGO_ENABLED=0 $(GO) test -tags ci -count=1 ./...

# race runs every test under the race detector (needs gcc: cgo).
race:
	CGO_ENABLED=1 $(GO) test -tags ci -race -count=1 ./...

vet:
	CGO_ENABLED=0 $(GO) vet -tags ci ./...

fmt:
	@out=$$(gofmt -l . ); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

# fuzz runs every fuzz target for FUZZTIME each.
FUZZTIME ?= 30s
fuzz:
	@for pkg in $$(CGO_ENABLED=0 $(GO) list ./...); do \
		for t in $$(CGO_ENABLED=0 $(GO) test -tags ci -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "== $$pkg $$t"; CGO_ENABLED=0 $(GO) test -tags ci -run=NONE -fuzz="^$$t$$" -fuzztime=$(FUZZTIME) $$pkg || exit 1; \
		done; done

bench:
	CGO_ENABLED=0 $(GO) test -tags ci -run=NONE -bench=. -benchmem ./...
