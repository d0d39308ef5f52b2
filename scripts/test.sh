#!/usr/bin/env bash
# Every check `make test` runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "formatting (cargo fmt --check)"
cargo fmt --all -- --check

step "lints (clippy, warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "tests"
profile=default; [ "${CI:-}" = "true" ] && profile=ci
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run --workspace --locked --profile "$profile" 2>&1
else
  echo "(cargo-nextest not found: using cargo test; install it with 'cargo install cargo-nextest --locked' for faster runs)"
  cargo test --workspace --locked
fi

step "documentation examples"
cargo test --workspace --locked --doc
