#!/usr/bin/env bash
# The Linux installer (.deb), offline. The installed binary carries no debug information
# (stripped), so it is built in its own target folder with its own release settings, leaving
# `make bench`'s release build (which keeps line tables for profiling) alone.
set -euo pipefail
cd "$(dirname "$0")/.."
npm --prefix ui run build --silent >/dev/null
cd src-tauri
CARGO_TARGET_DIR=../target/bundle \
CARGO_PROFILE_RELEASE_DEBUG=false \
CARGO_PROFILE_RELEASE_STRIP=symbols \
TAURI_APP_PATH=. ../ui/node_modules/.bin/tauri build --bundles deb
ls -l ../target/bundle/release/bundle/deb/*.deb
