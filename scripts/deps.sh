#!/usr/bin/env bash
# Installs what a fresh Debian/Ubuntu machine lacks to build, run and test Pacer, and nothing
# when everything is already there (it only checks, then returns in a second or two).
#   system packages  a C toolchain, WebKitGTK and GTK (the desktop window), Xvfb and the WebKit
#                    WebDriver (end-to-end tests in a real window), GNOME Keyring (secrets)
#   npm packages     ui/ (the window) and tests/e2e/ (WebdriverIO), from their lock files
#   tools            tauri-driver (cargo install, about a minute, only when missing)
set -euo pipefail
cd "$(dirname "$0")/.."

have() { command -v "$1" >/dev/null 2>&1; }

packages=(
  build-essential pkg-config ca-certificates file
  # The desktop app (Tauri 2 on WebKitGTK 4.1).
  libwebkit2gtk-4.1-dev libgtk-3-dev libsoup-3.0-dev libjavascriptcoregtk-4.1-dev
  librsvg2-dev libxdo-dev libssl-dev
  # A real window without a screen, and WebDriver for the end-to-end tests.
  xvfb xauth webkit2gtk-driver dbus-x11 x11-utils xdotool fonts-dejavu-core
  # Letters for every language Pacer speaks (Urdu, Arabic, Hindi), in the window and its screenshots.
  fonts-noto-core
  # The OS keyring (Secret Service) the app keeps its secrets in, and its tests use.
  gnome-keyring libsecret-tools libdbus-1-dev
)
missing=()
if have dpkg-query; then
  for pkg in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
elif ! have cc; then
  echo "deps: no C compiler found and this is not a Debian/Ubuntu system; install a C toolchain, pkg-config and WebKitGTK 4.1, then run again." >&2
  exit 1
fi
if ((${#missing[@]})); then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    have sudo || { echo "deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  echo "deps: installing system packages: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! have cargo; then
  echo "deps: Rust is not installed. Install it with rustup (https://rustup.rs), open a new shell, and run make again." >&2
  exit 1
fi

# Node 20.19+ builds the window (Vite 8).
if ! have node || ! node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)'; then
  echo "deps: Node.js 20.19 or newer is needed to build the window (found: $(node --version 2>/dev/null || echo none)). Install it (https://nodejs.org or your package manager), then run make again." >&2
  exit 1
fi

# npm packages, exactly as locked, when missing or when the lock file changed.
for dir in ui tests/e2e; do
  stamp="$dir/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$dir/package-lock.json" -nt "$stamp" ]; then
    echo "deps: installing npm packages in $dir"
    npm --prefix "$dir" ci --no-audit --no-fund --loglevel=error
  fi
done

# tauri-driver drives the app window in the end-to-end tests.
if ! have tauri-driver && [ ! -x "$HOME/.cargo/bin/tauri-driver" ]; then
  echo "deps: installing tauri-driver (about a minute)"
  cargo install tauri-driver --locked --quiet
fi
