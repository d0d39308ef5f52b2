# Pacer: the two commands a new user needs are `make run` and `make test`.
# Each first installs what this machine lacks (scripts/deps.sh), then does its work.

SHELL := /usr/bin/env bash
CARGO ?= cargo

.DEFAULT_GOAL := help
.PHONY: help deps run test bench build

help:
	@echo "make run    build Pacer and start it in demo mode (a simulated Meta; no account needed)"
	@echo "make test   run every check: formatting, lints, all tests"
	@echo "make bench  measure the speed figures of DESIGN.md §5 (release build)"

deps:
	@scripts/deps.sh

build: deps
	$(CARGO) build -p pacer-cli

run: build
	./target/debug/pacer demo

test: deps
	@scripts/test.sh

bench: deps
	$(CARGO) run --release --locked -p pacer-cli -- bench
