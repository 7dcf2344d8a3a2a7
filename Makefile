# workday-ics: build, test and install with the Swift toolchain alone.
PREFIX ?= /usr/local
SWIFT ?= swift
BINDIR = $(DESTDIR)$(PREFIX)/bin
EMBEDDED = Sources/HolidayKit/Holidays/EmbeddedHolidayFiles.swift

.PHONY: all build test install uninstall clean embed release

all: build

## build: a debug build of the library and the command-line tool
build:
	$(SWIFT) build

## release: an optimised build of the command-line tool
release:
	$(SWIFT) build -c release --product workday-ics

## test: build from scratch and run every test
test:
	rm -rf .build
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## install: the release binary into $(PREFIX)/bin (default /usr/local/bin)
install: release
	install -d $(BINDIR)
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/workday-ics" $(BINDIR)/workday-ics

uninstall:
	rm -f $(BINDIR)/workday-ics

## embed: regenerate the built-in copy of holidays/*.json after updating them
embed:
	.tools/embed-holidays holidays > $(EMBEDDED).tmp
	mv $(EMBEDDED).tmp $(EMBEDDED)

clean:
	rm -rf .build
