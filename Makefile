# workday-ics: build, test and install with the Swift toolchain alone.
PREFIX ?= /usr/local
SWIFT ?= swift
BINDIR = $(DESTDIR)$(PREFIX)/bin
EMBEDDED = Sources/HolidayKit/Holidays/EmbeddedHolidayFiles.swift

PYTHON ?= python3
VENV = .venv
# (pytest stays at 9.1.1: under 9.2, pytest-xdist 3.8's --dist loadgroup
# silently stops grouping, pytest-xdist issue 1386; conftest.py refuses such
# a run. vdirsyncer relays the served calendar into an account through its
# `http` storage, as people run it: test_relay_vdirsyncer.py; its `caldav`
# storage and the python caldav library keep what sync wrote beside it:
# test_sync_clients.py.)
INTEROP_PACKAGES = icalendar==7.3.0 recurring-ical-events==3.8.2 vobject==0.9.9 python-dateutil==2.9.0.post0 sxtwl==2.0.7 lunar-python==1.4.8 radicale==3.9.0 xandikos==0.4.10 pyyaml==6.0.2 jinja2==3.1.6 pytest==9.1.1 \
  pytest-xdist==3.8.0 vdirsyncer==0.21.0 caldav==2.2.6

# install_debs: installs those of the Debian packages $(1) that are missing
# (apt-get, as root; the package lists are updated when an install fails),
# for the step $(2); a package that cannot be had stops the build. (make
# test runs steps at once: an install waits for another's lock.)
APT_GET = DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600
define install_debs
	@missing="$$(for p in $(1); do dpkg-query -W -f='$${db:Status-Status}' $$p 2>/dev/null | grep -qx installed || echo $$p; done)"; \
	if [ -n "$$missing" ]; then \
	  echo "$(2): installing" $$missing; \
	  $(APT_GET) install -y -q $$missing >/dev/null 2>&1 || \
	    ($(APT_GET) update -q >/dev/null 2>&1 && $(APT_GET) install -y -q $$missing >/dev/null) || \
	    { echo "$(2): cannot install $$missing (apt-get, as root)" >&2; exit 1; }; \
	fi
endef

.PHONY: bench-sync lint format check man all build test examples interop-test test-paths interop-consumers test-serve test-release docs test-docs install install-data uninstall clean embed release bench bench-compare fuzz layers deb test-deb test-picture

all: build

## build: a debug build of the library and the command-line tool
build:
	$(SWIFT) build

## release: an optimised, statically linked build of the command-line tool
## (starts in about a millisecond, needs no Swift runtime where it is copied,
## about 26 MB: no ICU, and no debugging information, neither the static
## libraries' nor its own, which is not made (-gnone: a sixth less
## processor time); its symbols stay, for backtraces), linked with lld when the toolchain
## ships it beside swift; in a build folder of its own, $(RELEASE_BUILD), so
## that SwiftPM's lock on .build does not keep it waiting for the debug
## build's tests (make test runs them at once)
TOOLCHAIN_BIN = $(dir $(realpath $(shell command -v $(SWIFT))))
LLD = $(if $(wildcard $(TOOLCHAIN_BIN)ld.lld),-Xswiftc -use-ld=lld)
RELEASE_BUILD = .build-release
RELEASE = --scratch-path $(RELEASE_BUILD) -c release -Xswiftc -static-executable $(LLD) -Xswiftc -gnone -Xlinker --strip-debug
release:
	$(SWIFT) build $(RELEASE) --product workday-ics

## test: build and run every test: Swift unit and end-to-end tests, then
## the interoperability tests against real iCalendar parsers and the other
## steps below; at its end, how long each step took and the processor time
## it used (/usr/bin/time). A second run rebuilds only what changed (make
## clean starts afresh). The steps run in four lanes at once (see below):
## on two processors the run is as long as its processor time allows, so
## each step's figure says where the time goes. A failing step fails the
## run; the others still finish.
## The programs the Swift tests run besides the tool: groff (the man page),
## bash, zsh and fish (the completions), script (a terminal for cal),
## faketime (a system clock set for one run), curl and python3 (update from
## a server on loopback), tzdata (the zones tests name besides the built-in
## Asia/Shanghai and UTC)
## (and time, whose /usr/bin/time notes each step's wall clock and processor time)
TEST_DEBS = groff-base bash zsh fish bsdutils file faketime curl python3 tzdata time
TOOLS_BUILD = .build-tools
$(TOOLS_BUILD)/.debs-installed: Makefile
	@mkdir -p $(TOOLS_BUILD)
	$(call install_debs,$(TEST_DEBS),test)
	@touch $@

# make test's debug build: a folder of its own (a contributor's .build stays
# as swift build left it, and stays incremental file by file), no debugging
# information (a fifth less processor time; no test reads it), and each
# module in one compiler process (-wmo, unoptimised still, its code generated
# on every processor: 6% less processor time than a process per few files,
# which each parse the module's other files anew, measured alternately
# 150 s and 162 s against 140 s and 154 s; a change recompiles its whole
# module, which make test's fresh clone does anyway).
# The tools that build take it as SWIFT_BUILD_FLAGS.
TEST_BUILD_FOLDER = .build-test
TEST_BUILD = --scratch-path $(TEST_BUILD_FOLDER) -debug-info-format none -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc $(shell nproc 2>/dev/null || echo 2)
# Each step is run by /usr/bin/time, which adds a line to $(TEST_TIMES): the
# wall clock, the step's name, and the user and system time of the step and
# the processes it waited for; at the end, the table of them.
TEST_TIMES = $(TOOLS_BUILD)/test-times
step = /usr/bin/time -q -a -o $(TEST_TIMES) -f "%e $(1) %U %S"
test: $(TOOLS_BUILD)/.debs-installed
	@mkdir -p $(TOOLS_BUILD) && rm -f $(TEST_TIMES) && date +%s >$(TEST_TIMES).began
	@status=0; $(MAKE) --no-print-directory -k -j4 -O test-lanes || status=$$?; \
	  echo "make test: the time of each step (wall clock, and processor time)"; \
	  awk '{ wall += $$1; cpu += $$3 + $$4; printf "  %-16s %5.0f s %6.0f s cpu\n", $$2, $$1, $$3 + $$4 } \
	    END { printf "  %-16s %5.0f s %6.0f s cpu\n", "sum", wall, cpu }' $(TEST_TIMES); \
	  printf '  %-16s %5d s\n' "start to end" "$$(($$(date +%s) - $$(cat $(TEST_TIMES).began)))"; exit $$status

# The lanes, at once (make -j4 -O: a lane's output is shown whole when it
# ends); a lane runs its steps one after another and goes on after a
# failing one (the run still fails):
# - the release build, then the interop tests against it (the binary users
#   install; the longest lane, so it goes first: the debug build and the
#   fuzz build are niced to leave it the processors);
# - the debug build (niced, in $(TEST_BUILD_FOLDER)), then the Swift tests and the steps
#   that also take SwiftPM's lock on it (examples and docs build the libraries;
#   the picture is drawn by its binary);
# - the fuzz build and run (niced), layers and lint;
# - once both builds are done, the release binary against the debug build,
#   behind nginx, and as a Debian package.
.PHONY: test-lanes lane-interop lane-release lane-swift lane-checks step-build step-interop-setup step-release \
  step-test-release step-test-serve step-test-deb step-swift-test step-examples step-test-docs step-test-picture step-fuzz step-layers \
  step-lint
test-lanes: lane-interop lane-release lane-swift lane-checks
# lane: the steps $(1), one after another; fails when one of them failed
lane = status=0; $(foreach step,$(1),$(MAKE) --no-print-directory step-$(step) || status=1;) exit $$status
lane-interop: step-release step-interop-setup
	$(call step,interop-test) $(MAKE) --no-print-directory interop-test INTEROP_TOOL=release
lane-release: step-release step-build step-interop-setup
	@+$(call lane,test-release test-serve test-deb)
lane-swift: step-build
	@+$(call lane,swift-test examples test-docs test-picture)
lane-checks:
	@+$(call lane,fuzz layers lint)
step-build:
	$(call step,build) nice -n 10 $(SWIFT) build $(TEST_BUILD) --build-tests
step-interop-setup:
	$(call step,interop-setup) $(MAKE) --no-print-directory $(VENV)/.installed interop-consumers
step-release:
	$(call step,release) $(MAKE) --no-print-directory release
step-test-release:
	$(call step,test-release) env SWIFT_BUILD_FLAGS="$(TEST_BUILD)" $(MAKE) --no-print-directory test-release
step-test-serve:
	$(call step,test-serve) $(MAKE) --no-print-directory test-serve
step-test-deb:
	$(call step,test-deb) $(MAKE) --no-print-directory test-deb
step-swift-test:
	$(call step,swift-test) env SWIFT=$(SWIFT) SWIFT_BUILD_FLAGS="$(TEST_BUILD)" .tools/swift-test
step-examples:
	$(call step,examples) env SWIFT_BUILD_FLAGS="$(TEST_BUILD)" $(MAKE) --no-print-directory examples
step-test-docs:
	$(call step,test-docs) env SWIFT_BUILD_FLAGS="$(TEST_BUILD)" $(MAKE) --no-print-directory test-docs
step-test-picture:
	$(call step,test-picture) env SWIFT_BUILD_FLAGS="$(TEST_BUILD)" $(MAKE) --no-print-directory test-picture
step-fuzz:
	$(call step,fuzz) nice -n 15 .tools/fuzz --runs
step-layers:
	$(call step,layers) $(MAKE) --no-print-directory layers
step-lint:
	$(call step,lint) $(MAKE) --no-print-directory lint

## examples: every Swift block of README.md and of the DocC articles
## compiles on its own against the libraries' public API (HolidayKit,
## HolidayKitICalendar, HolidayKitCalDAV), as an app's
## main.swift, and runs (a manifest block loads with SwiftPM); a few seconds
examples:
	.tools/examples

## interop-test: generated calendars through icalendar, recurring-ical-events,
## vobject and python-dateutil, installed from PyPI into .venv, and through
## libical, icalendar-ruby and sabre/vobject (interop-consumers); sync
## against Radicale, Xandikos and sabre/dav on loopback; with the
## differential harness of test-paths (200 random requests); in
## INTEROP_WORKERS processes at once (pytest-xdist: each test on a server of
## its own, on a free port). INTEROP_TOOL says which build of the tool
## they run: build (the debug build, the default: the quickest to rebuild
## after a change) or release (make test: the binary users install, which
## answers in a fraction of the debug build's processor time)
INTEROP_WORKERS ?= 4
INTEROP_TOOL ?= build
INTEROP_BINARY = "$$($(SWIFT) build $(if $(filter release,$(INTEROP_TOOL)),$(RELEASE)) --show-bin-path)/workday-ics"
interop-test: $(VENV)/.installed interop-consumers $(INTEROP_TOOL)
	WORKDAY_ICS=$(INTEROP_BINARY) LIBICAL_CHECK="$(CURDIR)/$(LIBICAL_CHECK)" \
	  $(VENV)/bin/python -m pytest -q -n $(INTEROP_WORKERS) --dist loadgroup Tests/Interop

## test-paths: the differential harness alone (Tests/Interop/test_paths.py,
## which interop-test runs too): N random requests (default 200) from SEED
## (default: a new seed, printed), each answered by every path (expanded
## and compact through the tool's reader, recurring-ical-events, libical
## and sabre/vobject; the command line and a configuration; the query
## commands), which must agree. `make test-paths N=5000 SEED=42` replays.
test-paths: $(VENV)/.installed interop-consumers $(INTEROP_TOOL)
	WORKDAY_ICS=$(INTEROP_BINARY) LIBICAL_CHECK="$(CURDIR)/$(LIBICAL_CHECK)" \
	  PATHS_N="$(N)" PATHS_SEED="$(SEED)" $(VENV)/bin/python -m pytest -q Tests/Interop/test_paths.py

## interop-consumers: the consumers outside Python, from the distribution's
## packages (installed when missing, with apt-get; it fails when it cannot,
## and the tests do not run without them), and the small C program over
## libical built into $(INTEROP_BUILD); sabre/dav with SQLite, the CalDAV
## server sync is tested against besides Radicale and Xandikos (PyPI), and
## openssl for the HTTPS tests; systemd for systemd-analyze, which checks
## the recipes' units; tzdata for the zones the tests name (Europe/Berlin…)
INTEROP_BUILD = .build-interop
INTEROP_DEBS = gcc libc6-dev pkg-config libical-dev ruby ruby-icalendar php-cli php-sabre-vobject \
  php-sabre-dav php-sqlite3 openssl systemd tzdata
LIBICAL_CHECK = $(INTEROP_BUILD)/libical-check
interop-consumers: $(LIBICAL_CHECK)

$(INTEROP_BUILD)/.debs-installed: Makefile
	@mkdir -p $(INTEROP_BUILD)
	$(call install_debs,$(INTEROP_DEBS),interop-consumers)
	@touch $@

$(LIBICAL_CHECK): Tests/Interop/consumers/libical_check.c $(INTEROP_BUILD)/.debs-installed
	$(CC) -std=c99 -O1 -Wall -Wextra -Werror -o $@ $< $$(pkg-config --cflags --libs libical)

## docs: the libraries' documentation as static sites in .build/docs (the
## DocC catalogs Sources/HolidayKit/HolidayKit.docc and, under
## .build/docs/HolidayKitICalendar, Sources/HolidayKitICalendar/HolidayKitICalendar.docc,
## with the symbol graphs of the public API, warnings as errors; fails for
## a public declaration without a doc comment, or a public type in no topic
## group or in no Swift example of its catalog's articles)
docs:
	.tools/docs

## test-docs: docs, then Chromium (installed from Debian's packages when
## missing) loads each overview page from a server on loopback and must show it
test-docs:
	$(call install_debs,chromium,test-docs)
	.tools/docs --check-in-browser

## test-picture: `cal --format svg` in a real browser: headless Chromium
## (with a CJK font, both installed from Debian's packages when missing)
## renders a year the debug build draws to a PNG of A4 landscape, which must
## be drawn (.tools/picture-check)
test-picture:
	$(call install_debs,chromium fonts-wqy-microhei,test-picture)
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product workday-ics
	.tools/picture-check "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/workday-ics"

## test-release: the statically linked release binary answers as the debug
## build does, the provisional year (the Chinese calendar) included
test-release: release
	.tools/release-test "$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics" "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/workday-ics"

## deb: a Debian package of the release binary, with the man page and the
## bash, zsh and fish completions, in $(DEB_OUT)/workday-ics_VERSION_ARCH.deb
## (built with dpkg-deb alone; see .tools/deb)
DEB_OUT = .build-deb
deb: release
	.tools/deb "$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics" $(DEB_OUT)

## test-deb: the package passes lintian (installed when missing) with no
## error or warning, installs into a scratch root with dpkg --root, and the
## installed binary, man page and bash completion work from there
DEB_DEBS = lintian man-db bsdextrautils
test-deb: release
	$(call install_debs,$(DEB_DEBS),test-deb)
	.tools/deb-test "$$(.tools/deb "$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics" $(DEB_OUT))"

## test-serve: nginx serves the calendar while the release binary (as
## deployed; a fifth of the debug build's time per run) regenerates it 200
## times and it is fetched 2000+ times; every response must be a whole
## calendar. nginx is installed from the distribution's packages when
## missing and possible.
test-serve: $(VENV)/.installed release
	$(call install_debs,nginx-light,test-serve)
	PATH="$$PATH:/usr/sbin" $(VENV)/bin/python .tools/serve-test "$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics"

$(VENV)/.installed: Makefile
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check $(INTEROP_PACKAGES)
	touch $@

## bench: release builds of the tool and the benchmark, then one table of
## figures against the project's targets (see Documentation/performance.md), the
## one-year run beside a static Swift "hello" built here, alternated; then
## bench-compare, the Python peer, and bench-sync, in the same run.
BENCH_HELLO = .build/bench-hello/hello
bench: release
	$(SWIFT) build $(RELEASE) --product workday-ics-bench
	@mkdir -p $(dir $(BENCH_HELLO))
	@echo 'print("hello")' > $(dir $(BENCH_HELLO))main.swift
	$(SWIFT)c -O -static-executable $(dir $(BENCH_HELLO))main.swift -o $(BENCH_HELLO) 2>/dev/null
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics-bench" "$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics" $(BENCH_HELLO)
	@bin="$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics"; \
	  echo "release binary: $$(stat -c %s "$$bin") bytes (target: at most 30 MB); loaded parts (size):"; size "$$bin"
	$(MAKE) --no-print-directory bench-compare
	$(MAKE) --no-print-directory bench-sync

## bench-sync: sync's first run of a year (248 events) against Radicale,
## Xandikos and sabre/dav behind a loopback proxy adding BENCH_SYNC_DELAY
## seconds (default 0.1) to every request, beside the sequential bound (one
## request at a time) and its target, a quarter of it; then the second run,
## which must be one request (Tests/Interop/bench_sync.py);
## BENCH_SYNC_FLAGS=--timeline shows where each first run's time went
## (discovery's round trips, the first and last write, the token)
BENCH_SYNC_DELAY ?= 0.1
BENCH_SYNC_FLAGS ?=
bench-sync: release $(VENV)/.installed interop-consumers
	$(VENV)/bin/python Tests/Interop/bench_sync.py "$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics" \
	  --delay $(BENCH_SYNC_DELAY) $(BENCH_SYNC_FLAGS)

## bench-compare: workday-ics against the Python a user would otherwise write
## (python-dateutil and icalendar, in .venv-bench), whole processes
bench-compare: release
	.tools/bench-compare "$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics"

## fuzz: libFuzzer targets (RRULE text, holiday-cn JSON, value parsers, the
## configuration file, generate's command line, calendar text, the .ics
## reader behind diff and its write/read round trip), each for
## FUZZ_TIME seconds from the committed seeds; make test runs each for a
## fixed number of inputs (.tools/fuzz --runs), what its 10 s gave while
## make test's lanes shared the machine
FUZZ_TIME ?= 60
fuzz:
	.tools/fuzz $(FUZZ_TIME)

## install: the release binary into $(PREFIX)/bin (default /usr/local/bin),
## with install-data
install: release install-data
	install -d $(BINDIR)
	install -m 755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/workday-ics" $(BINDIR)/workday-ics

## install-data: the man page and the bash, zsh and fish completions, each
## in its conventional folder under $(PREFIX)/share
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
install-data:
	install -d $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 644 Sources/WorkdayCLI/Documentation/workday-ics.1 $(MANDIR)/workday-ics.1
	install -m 644 Sources/WorkdayCLI/Completions/workday-ics.bash $(BASHDIR)/workday-ics
	install -m 644 Sources/WorkdayCLI/Completions/_workday-ics $(ZSHDIR)/_workday-ics
	install -m 644 Sources/WorkdayCLI/Completions/workday-ics.fish $(FISHDIR)/workday-ics.fish

uninstall:
	rm -f $(BINDIR)/workday-ics $(MANDIR)/workday-ics.1 $(BASHDIR)/workday-ics $(ZSHDIR)/_workday-ics \
	  $(FISHDIR)/workday-ics.fish

## embed: regenerate the built-in copy of holidays/*.json after updating them
embed:
	.tools/embed-holidays holidays > $(EMBEDDED).tmp
	$(SWIFT) format --configuration .swift-format $(EMBEDDED).tmp > $(EMBEDDED).formatted.tmp
	mv $(EMBEDDED).formatted.tmp $(EMBEDDED)
	rm $(EMBEDDED).tmp

## lint: swift-format (the toolchain's own) over every Swift file, with the
## committed .swift-format; make format fixes what it reports
SWIFT_FILES = Sources Tests Package.swift
lint:
	$(SWIFT) format lint --strict --configuration .swift-format --recursive $(SWIFT_FILES)

## format: swift-format rewrites every Swift file in place as lint wants it
format:
	$(SWIFT) format --in-place --configuration .swift-format --recursive $(SWIFT_FILES)

## check: everything but the tests, before a commit: the format (lint),
## the folders' layers, the build with the tests (incremental, in .build),
## every public declaration documented (docs) and the documentation's
## Swift blocks compiling and running (examples); make -k goes on after a
## failing one and names each
check:
	@$(MAKE) --no-print-directory -k lint layers check-build docs examples

.PHONY: check-build
check-build:
	$(SWIFT) build --build-tests

## man: rewrites the man page's option lists (between .\" BEGIN OPTIONS NAME
## and .\" END OPTIONS) from the option declarations in
## Sources/WorkdayCLI/Options; a test checks the committed page is up to date
MAN_PAGE = Sources/WorkdayCLI/Documentation/workday-ics.1
man: build
	"$$($(SWIFT) build --show-bin-path)/workday-ics" __man < $(MAN_PAGE) > $(MAN_PAGE).tmp
	mv $(MAN_PAGE).tmp $(MAN_PAGE)

## layers: the compiler proves HolidayKit's folders depend one way (dates →
## holiday data and recurrence → the law → the workday policy): each folder
## type-checks with only the folders below it, by swift build (a scratch
## package in .build-layers with a target per folder; the targets above
## HolidayKit are SwiftPM's to keep one way)
layers:
	.tools/layers

clean:
	rm -rf .build $(TEST_BUILD_FOLDER) $(RELEASE_BUILD) $(VENV) .venv-bench $(TOOLS_BUILD) $(INTEROP_BUILD) $(DEB_OUT) \
	  .build-fuzz .build-examples .build-layers
