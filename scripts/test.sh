#!/usr/bin/env bash
# Every check `make test` runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

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

step "fuzzing: a short run of every parser that takes outside input"
scripts/fuzz.sh smoke

step "the local API against its OpenAPI document (Schemathesis, smoke)"
scripts/contract.sh smoke

step "the desktop app end to end, in a real window"
scripts/e2e.sh
