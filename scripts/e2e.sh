#!/usr/bin/env bash
# The desktop end-to-end suite: builds the window's files and the app (with the UI embedded),
# then drives the real window under Xvfb through tauri-driver, inside a private session bus
# with an unlocked GNOME keyring (so secrets go to a real Secret Service, never to disk).
# Screenshots of every screen land in target/e2e-screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "the window's files (ui/dist), the app (UI embedded) and the pacer command"
npm --prefix ui run build --silent >/dev/null
# The same feature set as `make test`'s other cargo commands, so nothing is rebuilt.
cargo build --workspace --locked --features pacer-desktop/custom-protocol --bins

step "end-to-end flows in the real window (Xvfb, tauri-driver, WebKitWebDriver)"
[ -d tests/e2e/node_modules ] || npm --prefix tests/e2e ci --silent
rm -rf target/e2e-screenshots
export PATH="$HOME/.cargo/bin:$PATH"
timeout 900 xvfb-run -a -s "-screen 0 1920x1080x24" scripts/keyring.sh npm --prefix tests/e2e test
