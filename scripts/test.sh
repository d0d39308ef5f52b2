#!/usr/bin/env bash
# Every check `make test` runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

# CI builds from a clean clone once, on a disk of limited size: incremental compilation's cache
# (gigabytes for the workspace's tests) would only take room there.
if [ "${CI:-}" = "true" ]; then export CARGO_INCREMENTAL=0; fi

# CI's disk is not much larger than one debug build of every test plus the instrumented fuzz
# build: once a step's binaries have done their work, CI removes them (a local run keeps them,
# so the next run is quick). Prints what it freed.
free_in_ci() {
  [ "${CI:-}" = "true" ] || return 0
  local before after
  before=$(df -Pm . | awk 'NR == 2 { print $4 }')
  "$@"
  after=$(df -Pm . | awk 'NR == 2 { print $4 }')
  echo "(CI: freed $((after - before)) MB of disk; $after MB free)"
}

# The test executables cargo built in target/debug/deps (its own files, one link each: the
# programs `pacer`, `pacer-desktop` … are linked from target/debug too and stay, so the
# end-to-end step does not link them again).
remove_test_executables() {
  find target/debug/deps -maxdepth 1 -type f -perm -u+x -links 1 ! -name '*.so' ! -name '*.d' -delete
}

# One feature set for every cargo command: the app embeds the built window (ui/dist), so Tauri
# is compiled once, not once per feature set.
features=(--features pacer-desktop/custom-protocol)

step "the docs: every pointer into docs/ lands, nothing cites a file outside the repository"
scripts/check_docs.py

step "the window: type check, unit tests (Vitest), build"
npm --prefix ui run typecheck --silent
(cd ui && npx vitest run --reporter=dot)
npm --prefix ui run build --silent >/dev/null

step "formatting (cargo fmt --check)"
cargo fmt --all -- --check
(cd fuzz && cargo fmt -- --check)

step "lints (clippy, warnings are errors)"
cargo clippy --workspace --all-targets --locked "${features[@]}" -- -D warnings

# Tests run inside a private session bus with an unlocked GNOME keyring (scripts/keyring.sh):
# the app's secrets go to a real Secret Service, as on a desktop.
keyring_session() { scripts/keyring.sh "$@"; }

step "tests"
profile=default; [ "${CI:-}" = "true" ] && profile=ci
if cargo nextest --version >/dev/null 2>&1; then
  keyring_session cargo nextest run --workspace --locked "${features[@]}" --profile "$profile" 2>&1
else
  echo "(cargo-nextest not found: using cargo test; install it with 'cargo install cargo-nextest --locked' for faster runs)"
  keyring_session cargo test --workspace --locked "${features[@]}"
fi

step "the chaos soak: 40 s of kills, Meta's faults and outages, then every message checked"
scripts/soak.sh 40

step "documentation examples"
cargo test --workspace --locked "${features[@]}" --doc

free_in_ci remove_test_executables

step "fuzzing: a short run of every parser that takes outside input"
scripts/fuzz.sh smoke
free_in_ci rm -rf fuzz/target

step "the local API against its OpenAPI document (Schemathesis, smoke)"
scripts/contract.sh smoke

step "the desktop app end to end, in a real window"
scripts/e2e.sh
