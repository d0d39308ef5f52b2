#!/usr/bin/env bash
# Installs what a fresh Debian/Ubuntu machine lacks to build, run and test Pacer, and nothing
# when everything is already there (it only checks, then returns in well under a second).
set -euo pipefail

have() { command -v "$1" >/dev/null 2>&1; }

# System packages: a C compiler and linker (for the TLS and SQLite crates), pkg-config, CA
# certificates (for talking to Meta over HTTPS).
packages=(build-essential pkg-config ca-certificates)
missing=()
if have dpkg-query; then
  for pkg in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
elif ! have cc; then
  echo "deps: no C compiler found and this is not a Debian/Ubuntu system; install a C toolchain and pkg-config, then run again." >&2
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
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! have cargo; then
  echo "deps: Rust is not installed. Install it with rustup (https://rustup.rs), open a new shell, and run make again." >&2
  exit 1
fi
