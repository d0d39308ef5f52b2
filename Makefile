# Pacer: the two commands a new user needs are `make run` and `make test`.
# Each first installs what this machine lacks (scripts/deps.sh), then does its work.

SHELL := /usr/bin/env bash
CARGO ?= cargo
# Every cargo command builds with the window embedded, so Tauri is compiled once.
FEATURES := --features pacer-desktop/custom-protocol

.DEFAULT_GOAL := help
.PHONY: help deps run demo test e2e bench bench-desktop bundle build contract soak proof

help:
	@echo "make run     build Pacer and open its window (demo mode on a first start: no Meta account needed)"
	@echo "make test    run every check: formatting, lints, all tests, the window end to end"
	@echo "make bench   measure the figures of `docs/sending.md#targets` (release builds; the desktop's under Xvfb)"
	@echo "make demo    the headless demo: the engine and a simulated Meta, no window"
	@echo "make e2e     only the end-to-end tests in a real window (Xvfb)"
	@echo "make bundle  build the Linux installer (.deb) in target/bundle/release/bundle/deb/"
	@echo "make contract the local API against its OpenAPI document, the long run (about 8 minutes)"
	@echo "make soak    the chaos soak: kills, faults and outages for 5 minutes, then every message checked"
	@echo "make proof   every promise checked by a run anyone can repeat, in one table (about an hour on 2 cores)"

deps:
	@scripts/deps.sh

build: deps
	npm --prefix ui run build --silent >/dev/null
	$(CARGO) build --workspace --locked $(FEATURES) --bins

run: build
	@if [ -z "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}" ]; then \
	  echo "There is no display to open Pacer's window on (DISPLAY is not set)."; \
	  echo "Run 'make run' from a desktop session, or 'make demo' for the headless demo."; \
	  exit 1; \
	fi
	./target/debug/pacer-desktop

demo: build
	./target/debug/pacer demo

test: deps
	@scripts/test.sh

e2e: deps
	@scripts/e2e.sh

bench: deps
	$(CARGO) run --release --locked -p pacer-cli -- bench
	@scripts/bench-desktop.sh

# Only the desktop figures: installer size, time to the window, idle memory, table scrolling.
bench-desktop: deps
	@scripts/bench-desktop.sh

# The .deb bundles here, offline. AppImage, MSI and DMG download their tools from the
# internet at bundle time: build those on a connected machine (README, "Installers").
bundle: deps
	@scripts/bundle.sh

# The local API against openapi/local-api.yaml: Schemathesis, 1,000 examples per operation.
contract: deps
	@scripts/contract.sh proof

# Five minutes of chaos against `pacer serve` (SIGKILLs, Meta's faults and outages, the webhook
# receiver unreachable), then every message checked against the simulator (SOAK_SEED replays).
soak: deps
	@scripts/soak.sh 300

# Fuzzing, the local API's contract, the chaos soak and the probes, in one table (README,
# "Reliability").
proof: deps
	@scripts/proof.sh
