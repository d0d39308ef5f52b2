# Pacer: the two commands a new user needs are `make run` and `make test`.
# Each first installs what this machine lacks (scripts/deps.sh), then does its work.

SHELL := /usr/bin/env bash
CARGO ?= cargo
# Where `make run` serves the Cloud API simulator.
SIM_ADDR ?= 127.0.0.1:8090

.DEFAULT_GOAL := help
.PHONY: help deps run test bench build

help:
	@echo "make run    build Pacer and start it (today: the WhatsApp Cloud API simulator, demo mode)"
	@echo "make test   run every check: formatting, lints, all tests"
	@echo "make bench  measure the speed figures of DESIGN.md §5 (release build)"

deps:
	@scripts/deps.sh

build: deps
	$(CARGO) build -p pacer-cli

run: build
	@mkdir -p .pacer
	./target/debug/pacer sim --addr $(SIM_ADDR) --log .pacer/sim.jsonl

test: deps
	@scripts/test.sh

bench: deps
	$(CARGO) run --release --locked -p pacer-cli -- bench
