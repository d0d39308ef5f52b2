#!/usr/bin/env bash
# Runs a command with a real Secret Service: a private session bus (dbus-run-session) holding
# a GNOME keyring unlocked with a throwaway password, its files in a fresh folder.
#
#   scripts/keyring.sh <command> [args…]
#
# gnome-keyring-daemon --unlock returns before the daemon has taken its name on the bus. A
# client that asks in between makes the bus start a second daemon by D-Bus activation — one
# with no unlocked keyring, which waits for a password prompt nobody answers (on a clean
# machine the first app start then waited 30 s for its keys). So this waits until the
# unlocked daemon owns the name and a secret can be stored, read back and removed.
set -euo pipefail

if [ -z "${PACER_KEYRING_INNER:-}" ]; then
  exec env PACER_KEYRING_INNER=1 dbus-run-session -- "$0" "$@"
fi
unset PACER_KEYRING_INNER

keyrings=$(mktemp -d)
echo -n pacer-keyring | XDG_DATA_HOME="$keyrings" gnome-keyring-daemon --unlock --components=secrets >/dev/null

owned() {
  dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"
}
for _ in $(seq 100); do owned && break; sleep 0.1; done
if ! owned; then
  echo "keyring: the GNOME keyring did not start within 10 s (is gnome-keyring installed? run scripts/deps.sh)" >&2
  exit 1
fi
probe=(service pacer-keyring-probe account probe)
if ! echo -n ready | timeout 10 secret-tool store --label="Pacer keyring probe" "${probe[@]}" ||
  [ "$(timeout 10 secret-tool lookup "${probe[@]}")" != "ready" ]; then
  echo "keyring: the GNOME keyring did not store and return a secret within 10 s" >&2
  exit 1
fi
timeout 10 secret-tool clear "${probe[@]}" || true

exec "$@"
