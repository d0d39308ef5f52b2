#!/usr/bin/env bash
# The local API's contract (openapi/local-api.yaml), checked against a running Pacer.
#
#   scripts/contract.sh smoke   about a minute; what `make test` runs (fixed seed)
#   scripts/contract.sh proof   about seven minutes, 20 times the examples (a new seed each run)
#
# Starts `pacer demo` (the engine with a simulated Meta in one process) on free loopback ports
# with a fresh data folder, gives it a list, campaigns and messages to work on, and runs
# Schemathesis against the document: every operation with valid and invalid requests, then
# chains of requests following the document's links. A run fails on any 5xx, any answer the
# document does not describe (status, content type, headers, body), any invalid request
# accepted, any request let in without the key, a panic in Pacer's log, or Pacer dying.
#
# Schemathesis is installed, pinned (scripts/contract-requirements.txt), in a venv under
# target/tools/venv the first time. Reports (JUnit, HAR) go to target/contract/<mode>/.
# CONTRACT_SEED and CONTRACT_EXAMPLES override the seed and the examples per operation.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

mode=${1:-smoke}
case "$mode" in
  smoke) examples=${CONTRACT_EXAMPLES:-50}; seed=${CONTRACT_SEED:-20261130}; budget=600 ;;
  proof) examples=${CONTRACT_EXAMPLES:-1000}; seed=${CONTRACT_SEED:-$((RANDOM * 32768 + RANDOM))}; budget=3600 ;;
  *) echo "usage: scripts/contract.sh [smoke|proof]" >&2; exit 2 ;;
esac

step() { printf '\n==> %s\n' "$*"; }

# ---- Schemathesis, in its own venv -----------------------------------------------------------
venv=target/tools/venv
requirements=scripts/contract-requirements.txt
if [ ! -x "$venv/bin/schemathesis" ] || [ "$requirements" -nt "$venv/.installed" ]; then
  step "installing Schemathesis in $venv (once)"
  make_venv() { rm -rf "$venv" && python3 -m venv "$venv" >/dev/null 2>&1; }
  if ! make_venv; then
    # Debian and Ubuntu ship venv's pip bootstrap in a package of its own.
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "contract: python3 cannot make a venv here; installing python3-venv"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
    make_venv || { echo "contract: python3 -m venv still fails; install python3-venv" >&2; exit 1; }
  fi
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  touch "$venv/.installed"
fi

# ---- Pacer ------------------------------------------------------------------------------------
step "building pacer"
# The same feature set as `make test`'s other cargo commands, so nothing is rebuilt there.
cargo build --workspace --locked --features pacer-desktop/custom-protocol --bin pacer
pacer=${CARGO_TARGET_DIR:-$root/target}/debug/pacer

run=$(mktemp -d "${TMPDIR:-/tmp}/pacer-contract.XXXXXX")
pid=""
stop_pacer() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  pid=""
}
cleanup() {
  status=$?
  stop_pacer
  rm -rf "$run"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Three free loopback ports: the simulator, the local API, the webhook receiver.
read -r sim_port api_port hook_port < <(python3 -c '
import socket
s = [socket.socket() for _ in range(3)]
for x in s: x.bind(("127.0.0.1", 0))
print(*(x.getsockname()[1] for x in s))
')
base=http://127.0.0.1:$api_port
key=""

step "starting pacer demo (local API on $base, data in $run)"
# Without PACER_API_KEY the demo makes a random key for its data folder and keeps it in
# $run/api-key (readable by this user alone); the run reads it from there.
env -u PACER_API_KEY "$pacer" demo --db "$run/demo.db" --sim-addr "127.0.0.1:$sim_port" \
  --api-addr "127.0.0.1:$api_port" --webhook-addr "127.0.0.1:$hook_port" >"$run/pacer.log" 2>&1 &
pid=$!
for _ in $(seq 300); do
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "contract: pacer demo stopped before it answered:" >&2; cat "$run/pacer.log" >&2; exit 1
  fi
  [ -s "$run/api-key" ] && key=$(tr -d '[:space:]' <"$run/api-key")
  [ -n "$key" ] && curl -fsS -o /dev/null -H "Authorization: Bearer $key" "$base/v1/stats" 2>/dev/null && break
  sleep 0.2
done
curl -fsS -o /dev/null -H "Authorization: Bearer $key" "$base/v1/stats" \
  || { echo "contract: pacer demo did not answer within 60 s:" >&2; cat "$run/pacer.log" >&2; exit 1; }

# What Schemathesis reads is the repository's file; the served one must be the same bytes.
curl -fsS -H "Authorization: Bearer $key" "$base/v1/openapi.yaml" -o "$run/served.yaml"
cmp -s "$run/served.yaml" openapi/local-api.yaml \
  || { echo "contract: GET /v1/openapi.yaml is not openapi/local-api.yaml (a stale build?)" >&2; exit 1; }

"$venv/bin/python" scripts/contract.py seed "$base" "$key" "$run" "$run/schemathesis.toml"

# ---- the run ----------------------------------------------------------------------------------
reports=$root/target/contract/$mode
rm -rf "$reports"; mkdir -p "$reports"
# One worker: Hypothesis's internal caches are not thread-safe (with two, a run once failed
# inside Hypothesis itself, not on anything Pacer answered).
schemathesis() {
  # GET /v1/events is a stream that stays open: every example would wait out the request
  # timeout. Its contract is checked by the engine's tests (crates/engine/tests/events.rs).
  # --foreground: Ctrl-C reaches Schemathesis (timeout would otherwise shield it in a group
  # of its own), and its exit status 130 stops the script below.
  (cd "$run" && timeout --foreground "$budget" "$root/$venv/bin/schemathesis" --config-file "$run/schemathesis.toml" \
    --no-color run "$root/openapi/local-api.yaml" --url "$base" --seed "$seed" --workers 1 \
    --request-timeout 30 --exclude-operation-id followEvents "$@")
}
verdict=0
# Pass 1, the contract: every check but positive_data_acceptance (valid by the document is not
# enough to be accepted: a number must be a real number, a template approved, a file present,
# which a schema cannot say) and the two probes of pass 2, which re-send each request changed
# and so would hide its answer from the report.
step "Schemathesis, the contract ($mode): $examples examples per operation, seed $seed"
schemathesis --checks all \
  --exclude-checks positive_data_acceptance,ignored_auth,unsupported_method \
  --max-examples "$examples" --report junit,har \
  --report-junit-path "$reports/contract.junit.xml" --report-har-path "$reports/contract.har" \
  || verdict=$?
interrupted() { case "$verdict" in 130 | 143) exit "$verdict" ;; esac; }
interrupted
# Pass 2, the probes: every operation without the key (401, nothing done) and with every method
# the document does not give it (405, JSON).
step "Schemathesis, the key and the methods ($mode)"
schemathesis --checks ignored_auth,unsupported_method,not_a_server_error,content_type_conformance \
  --phases examples,fuzzing --max-examples 5 --report junit \
  --report-junit-path "$reports/probes.junit.xml" \
  || verdict=$?
interrupted
if [ "$verdict" -eq 124 ]; then
  echo "contract: Schemathesis did not finish within $budget s" >&2
fi

step "what Pacer answered, per operation"
"$venv/bin/python" scripts/contract.py summary openapi/local-api.yaml "$reports/contract.har" || true

if ! kill -0 "$pid" 2>/dev/null; then
  echo "contract: pacer demo died during the run:" >&2; tail -50 "$run/pacer.log" >&2; verdict=1
elif grep -n "panicked" "$run/pacer.log" >&2; then
  echo "contract: Pacer panicked during the run (above; the log is in $reports/pacer.log)" >&2; verdict=1
fi
stop_pacer
cp "$run/pacer.log" "$reports/pacer.log"

if [ "$verdict" -ne 0 ]; then
  echo "contract: FAILED (seed $seed; reports in $reports)" >&2
  exit "$verdict"
fi
echo "contract: the local API matches openapi/local-api.yaml ($mode, seed $seed)"
