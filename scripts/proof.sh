#!/usr/bin/env bash
# `make proof`: Pacer's promises — nothing lost, nothing sent twice, no limit tripped, nobody
# let in — each checked by a run anyone can repeat, in one table (README, "Reliability").
# Bounded: about 30 minutes on 2 cores.
#
#   PROOF_FUZZ_SECONDS  seconds per fuzz target (default 120; 6 targets)
#   PROOF_SOAK_SECONDS  seconds of chaos in the soak (default 300)
#
# Each part's output goes to target/proof/<part>.log; the table to target/proof/table.md.
set -uo pipefail
cd "$(dirname "$0")/.."

fuzz_seconds=${PROOF_FUZZ_SECONDS:-120}
soak_seconds=${PROOF_SOAK_SECONDS:-300}
out=target/proof
rm -rf "$out"
mkdir -p "$out"
features=(--features pacer-desktop/custom-protocol)

part() {
  local name=$1
  shift
  printf '\n==> %s\n' "$name"
  local began=$SECONDS status=0
  "$@" >"$out/$name.log" 2>&1 || status=$?
  echo "$status $((SECONDS - began))" >"$out/$name.status"
  tail -n 12 "$out/$name.log"
  [ "$status" -eq 0 ] || echo "$name FAILED (exit $status): see $out/$name.log"
}

keyring_session() {
  dbus-run-session -- bash -c 'keyrings=$(mktemp -d); echo -n pacer-proof | XDG_DATA_HOME="$keyrings" gnome-keyring-daemon --unlock --components=secrets >/dev/null; "$@"' keyring "$@"
}

cargo build --workspace --locked "${features[@]}" --bins --tests >/dev/null 2>&1 ||
  cargo build --workspace --locked "${features[@]}" --bins --tests

# The probes: webhook signatures and replays, the tunnel's paths, the local API's key and
# address, exports, reports, the hostile environment, crash recovery.
part probes keyring_session cargo nextest run --workspace --locked "${features[@]}" \
  --no-fail-fast --status-level fail --final-status-level none \
  -E 'binary(tracking) | binary(tunnel) | binary(api_contract) | binary(local_api) | binary(hostile) | binary(reports) | binary(ledger) | binary(reconcile) | binary(serve_command) | binary(keyring) | binary(app_state)'
part fuzz scripts/fuzz.sh proof "$fuzz_seconds"
part contract scripts/contract.sh proof
part soak env SOAK_ARGS="${SOAK_ARGS:-}" scripts/soak.sh "$soak_seconds"

python3 scripts/proof_table.py "$out" | tee "$out/table.md"
failed=$(grep -L '^0 ' "$out"/*.status | wc -l)
if [ "$failed" -ne 0 ]; then
  echo "proof: $failed part(s) failed; see $out/" >&2
  exit 1
fi
