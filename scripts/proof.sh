#!/usr/bin/env bash
# `make proof`: Pacer's promises — nothing lost, nothing sent twice, no limit tripped, nobody
# let in — each checked by a run anyone can repeat, printed as one table (the README's
# "Reliability" section shows the latest). Bounded: about an hour on 2 cores (53 to 56 minutes on 2026-12-02).
#
#   PROOF_FUZZ_SECONDS    seconds per fuzz target (default 90; 6 targets, beside the contract run)
#   PROOF_SOAK_SECONDS    seconds of chaos in the soak (default 300)
#   PROOF_IMPORT_MB       size of the generated contact list for the big import (default 1000: 1 GB)
#
# Each part's output goes to target/proof/<part>.log, the table to target/proof/table.md.
set -uo pipefail
cd "$(dirname "$0")/.."

fuzz_seconds=${PROOF_FUZZ_SECONDS:-90}
soak_seconds=${PROOF_SOAK_SECONDS:-300}
import_mb=${PROOF_IMPORT_MB:-1000}
out=target/proof
rm -rf "$out"
mkdir -p "$out"
features=(--features pacer-desktop/custom-protocol)
began_all=$SECONDS

# Runs one part, its output to target/proof/<name>.log, its exit code and seconds to .status.
part() {
  local name=$1
  shift
  local began=$SECONDS status=0
  "$@" >"$out/$name.log" 2>&1 || status=$?
  echo "$status $((SECONDS - began))" >"$out/$name.status"
  if [ "$status" -eq 0 ]; then
    printf '    %-9s ok (%d s)\n' "$name" "$((SECONDS - began))"
  else
    printf '    %-9s FAILED (exit %d): see %s/%s.log\n' "$name" "$status" "$out" "$name"
  fi
}

keyring_session() { scripts/keyring.sh "$@"; }

echo "==> building (the tests, pacer, and pacer in release mode for the big import)"
[ -f ui/dist/index.html ] || npm --prefix ui run build --silent >/dev/null
cargo build --workspace --locked "${features[@]}" --bins --tests >"$out/build.log" 2>&1 &&
  cargo build --release --locked -p pacer-cli >>"$out/build.log" 2>&1 ||
  { tail -n 30 "$out/build.log"; echo "proof: the build failed" >&2; exit 1; }

# The probes: one test each, named in scripts/proof_table.py, which reads their `proof:` lines.
probes='test(=signatures_are_checked_on_the_raw_bytes_exactly_as_meta_signs)
  | test(=duplicates_reordering_skipped_deliveries_big_batches_and_replays_end_as_meta_said)
  | test(=only_the_webhook_is_reachable_through_the_tunnel)
  | test(=the_key_opens_the_api_only_as_a_bearer_header_and_is_never_echoed)
  | test(=an_api_without_a_key_lets_nobody_in)
  | test(=requests_without_the_right_key_are_refused_and_queue_nothing)
  | test(=the_local_api_never_listens_beyond_this_machine)
  | test(=after_a_whole_run_no_file_log_or_export_holds_a_secret_and_the_data_is_private)
  | test(=a_new_file_gets_the_schema_and_only_its_owner_may_read_it)
  | test(=csv_export_escapes_every_cell_a_spreadsheet_would_run)
  | test(=xlsx_export_writes_text_never_formulas_and_keeps_phone_numbers_as_text)
  | test(=office::campaigns::pdf::tests::names_that_leave_the_folder_are_refused)
  | binary(hostile)
  | test(=a_database_from_a_newer_pacer_is_refused_and_left_untouched)
  | test(=a_file_that_is_not_a_database_is_refused_and_left_untouched)
  | test(=a_bulk_run_reaches_the_limit_and_never_exceeds_it)
  | test(=a_campaign_launched_minutes_before_its_hours_close_sends_then_waits_for_nine)
  | test(=killed_three_times_mid_run_every_recipient_still_gets_exactly_one_message)
  | test(=an_office_of_desks_and_a_system_sends_through_one_pacer) | binary(sharing)
  | test(=of_two_office_pacers_for_one_number_the_newer_holds_sending_and_says_why)
  | test(=each_role_calls_what_it_may_and_the_audit_log_names_the_desk)
  | test(=a_desk_pairs_works_through_the_office_and_says_when_it_cannot)
  | test(=every_route_of_the_local_api_has_its_roles_decided)
  | test(=a_desk_acting_on_a_campaign_someone_changed_since_is_told_who_and_nothing_is_done)
  | test(=the_office_window_records_what_it_does_and_refuses_a_campaign_changed_since)
  | test(=a_desk_hands_its_files_to_the_office_and_works_on_the_office_s_tables)
  | test(=host::readable::tests::over_the_office_listener_only_what_desks_uploaded_resolves)
  | binary(reconcile) | binary(offline) | binary(status_before_answer)
  | binary(doors) | binary(intake) | binary(stale) | binary(files) | binary(supervision)
  | binary(tunnel_secrets) | binary(secrets_in_debug) | binary(diagnostics)
  | test(=each_demo_data_folder_gets_its_own_private_key_kept_across_restarts)
  | test(=no_fixed_key_is_left_in_the_programs_sources)
  | test(=a_webhook_address_beyond_loopback_is_refused_unless_asked_for_and_the_inbox_retention_is_a_setting)
  | test(=office::campaigns::pdf::tests::an_invoice_replaced_after_its_check_is_refused_when_read)
  | test(=office::campaigns::pdf::tests::a_pipe_or_a_device_named_like_an_invoice_is_refused_without_waiting)'

echo "==> the probes (signatures, tunnel, key, files, exports, hostile machine, crashes)"
part probes keyring_session cargo nextest run --workspace --locked "${features[@]}" \
  --no-fail-fast --success-output final --failure-output final \
  --status-level pass --final-status-level none -E "$probes"
echo "==> ten real minutes without internet"
part outage cargo nextest run --workspace --locked "${features[@]}" --run-ignored only \
  --no-fail-fast --success-output final --failure-output final \
  --status-level pass --final-status-level none -E 'binary(offline)'
part markup npm --prefix ui test -- src/screens/contacts/Contacts.test.tsx -t "markup show as text"

# These three measure nothing against the clock (the import's figure is memory), so they share
# the cores; the soak, which counts requests per second, runs alone after them.
echo "==> fuzzing ($fuzz_seconds s a target), the local API's contract and a big import ($import_mb MB), side by side"
part fuzz scripts/fuzz.sh proof "$fuzz_seconds" &
fuzzing=$!
part import target/release/pacer bench --only import --import-mb "$import_mb" &
importing=$!
part contract scripts/contract.sh proof
wait "$fuzzing" "$importing"

echo "==> the chaos soak ($soak_seconds s)"
part soak env SOAK_ARGS="${SOAK_ARGS:-}" scripts/soak.sh "$soak_seconds"

echo
python3 scripts/proof_table.py "$out" | tee "$out/table.md"
echo
echo "make proof: $(( (SECONDS - began_all) / 60 )) min; logs in $out/"
failed=$(grep -L '^0 ' "$out"/*.status | wc -l)
if [ "$failed" -ne 0 ]; then
  echo "proof: $failed part(s) failed; see $out/" >&2
  exit 1
fi
