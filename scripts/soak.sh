#!/usr/bin/env bash
# The chaos soak: `pacer serve` under OTP bursts, API batches and campaigns, against a
# simulated Meta with 5xx, timeouts and resets after acceptance, outages and latency spikes;
# killed with SIGKILL at random moments and restarted; its webhook receiver unreachable for a
# stretch. Then every message is checked against the simulator's record (see `pacer soak
# --help`). Exits non-zero if any promise broke.
#
#   scripts/soak.sh [SECONDS]   seconds of chaos (default 300, `make soak`); Pacer then gets
#                               the time it needs to make every message final (usually
#                               15-45 s more). `make test` runs 40 s: 60 to 90 s in all.
#   SOAK_SEED=N                 replay a run (the seed is printed; default: a new one each run)
#   SOAK_ARGS="..."             more `pacer soak` options, e.g. "--kills 10 --receiver-down 60"
#
# Figures go to target/soak/figures.json; a failed run keeps its files (ledger, simulator
# log, Pacer's log) in target/soak/run-<seed>/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-300}
seed=${SOAK_SEED:-$(( (RANDOM << 15 | RANDOM) % 1000000 ))}

# The same feature set as `make test`'s other cargo commands, so nothing is rebuilt (the app,
# built with them, embeds the window's files).
[ -f ui/dist/index.html ] || npm --prefix ui run build --silent >/dev/null
build() { cargo build --workspace --locked --features pacer-desktop/custom-protocol --bins; }
build
if ! ./target/debug/pacer soak --help >/dev/null 2>&1; then
  # Another checkout sharing this target directory put its own `pacer` there, and cargo,
  # finding this checkout's build up to date, did not copy it back: build it again.
  touch crates/cli/src/main.rs
  build
fi

mkdir -p target/soak
run="target/soak/run-$seed"
rm -rf "$run"
# shellcheck disable=SC2086 # SOAK_ARGS is a list of options
if ./target/debug/pacer soak --duration "$seconds" --seed "$seed" --dir "$run" \
    --json target/soak/figures.json ${SOAK_ARGS:-}; then
  rm -rf "$run"
else
  echo "soak: failed; the run's files are in $run (replay with SOAK_SEED=$seed scripts/soak.sh $seconds)" >&2
  exit 1
fi
