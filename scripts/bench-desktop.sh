#!/usr/bin/env bash
# The desktop figures (`docs/sending.md#targets`): builds the release app and its .deb, then measures them
# in a real window under Xvfb (tests/e2e/bench.js).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bundle.sh >/dev/null
export PATH="$HOME/.cargo/bin:$PATH"
timeout 900 xvfb-run -a -s "-screen 0 1280x800x24" scripts/keyring.sh node tests/e2e/bench.js
