#!/usr/bin/env bash
# Fuzzing (issue 7): builds the cargo-fuzz targets in fuzz/ and runs each for a bounded time,
# starting from the corpora kept in fuzz/corpus/.
#
#   scripts/fuzz.sh smoke [seconds] [target…]   about 20 s a target (make test)
#   scripts/fuzz.sh proof [seconds] [target…]   about 5 min a target (make proof)
#
# Prints, per target, the runs executed, the speed, the corpus it ended with (inputs/size), the
# peak memory and the crashes found; exits non-zero on any crash, timeout (an input taking over
# 10 s: a hang) or memory over 1 GB, naming the reproducer (fuzz/artifacts/<target>/…). Replay
# one with
#   TMPDIR=$(mktemp -d) fuzz/target/x86_64-unknown-linux-gnu/release/<target> <reproducer>
# What a run discovers stays out of fuzz/corpus/ (that is the kept, small seed set); see
# fuzz/README.md to add inputs to it.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-smoke}
case "$mode" in
  smoke) seconds=${2:-20} ;;
  proof) seconds=${2:-300} ;;
  *) echo "usage: scripts/fuzz.sh smoke|proof [seconds] [target…]" >&2; exit 2 ;;
esac
shift $(($# < 2 ? $# : 2))
requested=("$@")

# The fuzz build is one more build of the whole engine, instrumented: let other work on the
# machine go first.
run_nice() { nice -n 10 "$@"; }

# cargo-fuzz drives a stable toolchain: its instrumentation flags are stable `-C` flags (no
# sanitizer is used: the code under test is safe Rust), and RUSTC_BOOTSTRAP lets the few
# unstable options cargo-fuzz may still pass through.
export RUSTC_BOOTSTRAP=1
CARGO_FUZZ_VERSION=0.13.2
if ! cargo fuzz --version 2>/dev/null | grep -q "$CARGO_FUZZ_VERSION"; then
  echo "==> installing cargo-fuzz $CARGO_FUZZ_VERSION"
  run_nice cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
fi

echo "==> building the fuzz targets (fuzz/target)"
(cd fuzz && run_nice cargo fuzz build --sanitizer none --codegen-units 16)

all=(import_csv import_xlsx webhook_apply graph_bodies local_api template_render)
if [ ${#requested[@]} -eq 0 ]; then targets=("${all[@]}"); else targets=("${requested[@]}"); fi
declare -A dictionary=(
  [import_csv]=csv.dict [import_xlsx]=xml.dict [webhook_apply]=json.dict
  [graph_bodies]=json.dict [local_api]=local_api.dict [template_render]=json.dict
)

# Inputs a run discovers, the targets' ledgers and files: in memory where possible, and gone
# when the run ends.
scratch_root=/dev/shm
[ -d "$scratch_root" ] && [ -w "$scratch_root" ] || scratch_root=${TMPDIR:-/tmp}
work=$(mktemp -d "$scratch_root/pacer-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT

bin=fuzz/target/x86_64-unknown-linux-gnu/release
failed=()
summary=()
for target in "${targets[@]}"; do
  if [ -z "${dictionary[$target]:-}" ]; then
    echo "unknown target $target (targets: ${all[*]})" >&2
    exit 2
  fi
  echo "==> $target: ${seconds}s"
  mkdir -p "$work/$target/found" "$work/$target/tmp" "fuzz/artifacts/$target"
  log="$work/$target/log"
  status=0
  # The corpus kept in the repo is read; new inputs go to the scratch folder (the first one).
  TMPDIR="$work/$target/tmp" "$bin/$target" \
    -max_total_time="$seconds" -rss_limit_mb=1024 -timeout=10 \
    -dict="fuzz/dicts/${dictionary[$target]}" \
    -artifact_prefix="fuzz/artifacts/$target/" -print_final_stats=1 \
    "$work/$target/found" "fuzz/corpus/$target" </dev/null >"$log" 2>&1 || status=$?
  runs=$(grep -a -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  speed=$(grep -a -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  corpus=$(grep -a -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' "$log" | tail -1 | cut -d' ' -f2 || true)
  rss=$(grep -a -o 'stat::peak_rss_mb: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  reproducers=$(grep -a -o 'Test unit written to .*' "$log" | sed 's/Test unit written to //' || true)
  crashes=$(printf '%s' "$reproducers" | grep -c . || true)
  if [ "$status" -ne 0 ] && [ "$crashes" -eq 0 ]; then
    crashes=1
  fi
  summary+=("$(printf '%-16s runs %-9s exec/s %-6s corpus %-12s peak RSS %-8s crashes %s' \
    "$target" "${runs:-?}" "${speed:-?}" "${corpus:-?}" "${rss:-?}MB" "$crashes")")
  # Indented here; the summary at the end is the one to read (scripts/proof_table.py does).
  echo "  ${summary[-1]}"
  if [ "$status" -ne 0 ]; then
    failed+=("$target")
    # What libFuzzer said about the fault: the panic or the signal, and the reproducer.
    grep -a -E "panicked at|ERROR: libFuzzer|SUMMARY|Test unit written|out-of-memory|timeout" "$log" |
      head -20 | sed 's/^/    /'
    [ -n "$reproducers" ] || echo "    (no reproducer written; full log below)"
    [ -n "$reproducers" ] || tail -40 "$log" | sed 's/^/    /'
  fi
done

echo
echo "==> fuzzing summary ($mode, ${seconds}s a target)"
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]} (reproducers in fuzz/artifacts/)"
  exit 1
fi
echo "no crash, hang or memory overrun in ${#targets[@]} targets"
