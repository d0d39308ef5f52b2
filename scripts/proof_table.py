"""The table `make proof` prints: each promise, the check behind it, the figure it produced and
its verdict, read from the parts' logs in target/proof/ and the soak's target/soak/figures.json.

The probes are ordinary tests; each prints one or more `proof: …` lines (the figure) that
nextest shows with `--success-output final`. A row is `ok` only when every test it names ran
and passed."""

import json
import re
import sys
from pathlib import Path

# promise, check (in words), tests (names as nextest prints them, or a binary prefix "bin:")
PROBES = [
    ("Only Meta gets in through the webhook", "forged signatures; replays days later", [
        "signatures_are_checked_on_the_raw_bytes_exactly_as_meta_signs",
        "duplicates_reordering_skipped_deliveries_big_batches_and_replays_end_as_meta_said",
    ]),
    ("Meta unreachable holds messages, fails none", "no internet for 10 min (Pacer time), a name that does not resolve, a TLS failure, a proxy's page, a Wi-Fi login, Meta's half-hour outage", [
        "bin:offline",
    ]),
    ("No web page gets into the local API", "DNS rebinding with the key; Origin, Sec-Fetch-Site, foreign Host; bodies that are not JSON", [
        "a_web_page_after_dns_rebinding_cannot_import_the_credentials_file_even_with_the_key",
        "each_rule_of_the_door_refuses_a_web_page_on_its_own_before_the_key",
        "programs_on_this_machine_still_get_in",
        "plain_text_and_form_bodies_are_refused_with_415_and_do_nothing",
        "the_receivers_other_paths_answer_only_programs_on_this_computer",
    ]),
    ("A caller with the key reads only what the user offered", "paths outside the allowed folders, links out, uploads; a credentials file as contacts", [
        "an_import_reads_a_named_file_only_inside_the_folders_the_person_allowed",
        "a_campaign_s_invoice_folder_must_lie_in_an_allowed_folder",
        "an_uploaded_list_is_imported_and_deleted_afterwards",
        "an_upload_declared_larger_than_2_gb_is_refused_before_it_is_read",
        "a_credentials_file_imported_as_contacts_comes_back_in_no_answer",
        "an_error_about_a_10_kb_line_quotes_at_most_64_characters_of_it",
    ]),
    ("No fixed key anywhere", "two demo data folders; the sources", [
        "each_demo_data_folder_gets_its_own_private_key_kept_across_restarts",
        "no_fixed_key_is_left_in_the_programs_sources",
    ]),
    ("The webhook receiver holds up to the internet", "unsigned 4 MB floods, malformed signatures, slow and trickling clients, caps, addresses", [
        "fifty_unsigned_4_mb_posts_are_refused_before_their_bodies_are_read",
        "a_signature_that_is_not_well_formed_is_refused_on_the_head_alone",
        "two_hundred_slow_clients_do_not_keep_a_real_webhook_waiting_and_are_cut_off",
        "connections_beyond_the_cap_are_closed_at_once_and_served_again_once_others_leave",
        "a_body_that_trickles_in_is_answered_408_at_the_deadline_and_not_stored",
        "posts_beyond_the_cap_on_bodies_read_at_once_are_answered_503_and_nothing_is_lost",
        "the_receiver_listens_beyond_this_computer_only_when_asked",
        "a_webhook_address_beyond_loopback_is_refused_unless_asked_for_and_the_inbox_retention_is_a_setting",
    ]),
    ("Each delivery kept once, the inbox bounded", "the same body 10,000 times; retention; the WAL after a burst", [
        "the_same_signed_body_ten_thousand_times_is_stored_once",
        "applied_bodies_older_than_the_retention_are_let_go_and_what_refers_to_them_stays_intact",
        "the_wal_file_is_cut_back_to_its_limit_after_a_big_burst",
    ]),
    ("Stale and repeated deliveries change nothing", "messages stamped a day ago, wamids replayed days later, stop/resume out of order", [
        "a_customers_window_runs_from_when_they_wrote_not_from_when_the_webhook_came",
        "a_customer_message_delivered_again_days_later_changes_nothing",
        "marketing_stop_and_resume_apply_in_the_order_the_customer_chose_them",
        "a_customer_opted_out_before_the_upgrade_stays_out_when_an_older_resume_arrives",
    ]),
    ("Hostile files are refused, memory flat", "a 10 MB spreadsheet declaring 10 GB; an invoice swapped for a link; a pipe named like an invoice", [
        "a_10_gb_spreadsheet_bomb_is_refused_from_its_directory_with_memory_flat",
        "an_invoice_swapped_for_a_link_to_a_private_key_before_upload_is_refused",
        "office::campaigns::pdf::tests::an_invoice_replaced_after_its_check_is_refused_when_read",
        "office::campaigns::pdf::tests::a_pipe_or_a_device_named_like_an_invoice_is_refused_without_waiting",
    ]),
    ("A crashed task is never silent, nothing said twice", "a panic in the sender, the database writer, the applier, the scheduler, a launch", [
        "a_panic_in_the_webhook_applier_is_shown_in_plain_words_and_it_restarts_and_applies_the_next_update",
        "after_the_sender_stops_with_an_internal_error_new_messages_get_503_and_nothing_is_written",
        "after_the_database_writer_stops_with_an_internal_error_new_messages_get_503_and_nothing_is_written",
        "a_message_committed_as_the_sender_stops_is_answered_202_with_its_id_and_sent_after_a_restart",
        "a_launch_that_panics_midway_is_shown_as_failed_and_launching_again_queues_the_rest_once",
        "a_panic_in_the_campaign_scheduler_is_shown_and_a_campaign_due_after_it_still_launches",
    ]),
    ("Slow file work stalls nothing", "a 100,000-recipient invoice check while webhooks and the API are used", [
        "a_100000_recipient_invoice_check_leaves_webhooks_the_api_and_home_answering_promptly",
    ]),
    ("Tunnel programs get no secret and end with Pacer", "real tunnel programs: their environment and arguments; Pacer SIGKILLed", [
        "a_tunnel_program_gets_none_of_pacers_secrets_and_its_address_is_read",
        "a_named_cloudflared_tunnel_gets_its_token_only_in_tunnel_token",
        "ngrok_gets_its_authtoken_only_in_ngrok_authtoken",
        "a_sigkilled_pacer_leaves_no_tunnel_program_running",
    ]),
    ("No secret in Debug or diagnostics", "every struct holding a secret; Copy diagnostics with a tunnel token", [
        "structs_holding_secrets_print_them_redacted",
        "the_apps_structs_holding_secrets_print_them_redacted",
        "copy_diagnostics_shows_the_tunnel_without_arguments_and_no_secret",
    ]),
    ("The tunnel serves nothing but /webhook", "encoded and dotted paths, through a stand-in tunnel", [
        "only_the_webhook_is_reachable_through_the_tunnel",
    ]),
    ("The local API opens only to its key, only on this machine", "every operation without the key; addresses beyond loopback", [
        "the_key_opens_the_api_only_as_a_bearer_header_and_is_never_echoed",
        "an_api_without_a_key_lets_nobody_in",
        "requests_without_the_right_key_are_refused_and_queue_nothing",
        "the_local_api_never_listens_beyond_this_machine",
    ]),
    ("Secrets never written down; data the user's alone", "`pacer serve` end to end, trace logs, exports, a SIGKILL; file modes", [
        "after_a_whole_run_no_file_log_or_export_holds_a_secret_and_the_data_is_private",
        "a_new_file_gets_the_schema_and_only_its_owner_may_read_it",
    ]),
    ("Exports never run formulas", "CSV and XLSX report of names like =HYPERLINK(…)", [
        "csv_export_escapes_every_cell_a_spreadsheet_would_run",
        "xlsx_export_writes_text_never_formulas_and_keeps_phone_numbers_as_text",
    ]),
    ("Invoices come only from their folder", "names from the spreadsheet", [
        "office::campaigns::pdf::tests::names_that_leave_the_folder_are_refused",
    ]),
    ("A full or locked disk loses nothing", "disk full, every write refused, another program's lock", [
        "a_full_disk_pauses_sending_says_why_and_carries_on_by_itself_once_space_is_back",
        "a_write_that_finds_the_disk_full_undoes_its_whole_group_and_every_caller_hears_so",
        "a_database_that_refuses_every_write_is_told_apart_and_meta_answers_from_meanwhile_are_recorded_once",
        "delivery_updates_stored_before_writes_failed_are_applied_once_the_database_takes_them",
        "another_program_holding_the_database_pauses_sending_until_it_lets_go",
        "a_lock_held_at_start_is_waited_for_and_one_held_too_long_is_named",
    ]),
    ("A bad database file is never overwritten", "damaged, cut short, newer schema, not a database", [
        "a_damaged_database_is_refused_with_a_clear_message_and_left_as_it_was",
        "a_database_from_a_newer_pacer_is_refused_and_left_untouched",
        "a_file_that_is_not_a_database_is_refused_and_left_untouched",
    ]),
    ("Clock jumps move no wait", "system clock set while sending and while stopped", [
        "setting_the_system_clock_forwards_and_backwards_while_sending_moves_no_wait",
        "a_clock_set_back_while_pacer_was_stopped_stretches_no_wait",
    ]),
    ("Never two senders", "a second Pacer on the same data folder", [
        "a_second_pacer_on_the_same_data_folder_is_refused_and_never_sends",
    ]),
    ("Crashes send nothing twice", "SIGKILL mid-run; Pacer stopped mid-send; webhooks unreachable; stopped after Meta's failure came, before its answer", [
        "killed_three_times_mid_run_every_recipient_still_gets_exactly_one_message",
        "bin:reconcile",
        "bin:status_before_answer",
    ]),
    ("The limit is reached, never exceeded", "bulk run against the simulator's sliding second", [
        "a_bulk_run_reaches_the_limit_and_never_exceeds_it",
    ]),
    ("No campaign wakes a customer at night", "a campaign launched minutes before its hours close, on a scaled clock", [
        "a_campaign_launched_minutes_before_its_hours_close_sends_then_waits_for_nine",
    ]),
    ("An office of desks has one sender", "an office Pacer, three desks and a system as processes; a wrong code, a revoked desk, a changed certificate, the office killed mid-run", [
        "an_office_of_desks_and_a_system_sends_through_one_pacer",
        "of_two_office_pacers_for_one_number_the_newer_holds_sending_and_says_why",
        "bin:sharing",
    ]),
    ("A desk never sends, and says when the office is away", "the window as a desk of a real office Pacer: the office stopped and started again, the desk withdrawn", [
        "a_desk_pairs_works_through_the_office_and_says_when_it_cannot",
    ]),
    ("A desk does only what its role allows", "each role against every kind of route; the API key and a path on the office PC", [
        "each_role_calls_what_it_may_and_the_audit_log_names_the_desk",
        "every_route_of_the_local_api_has_its_roles_decided",
    ]),
    ("Nobody's change is overwritten silently; every hand is in the log", "two desks and the office PC's own window acting on one campaign, each with the version it saw", [
        "a_desk_acting_on_a_campaign_someone_changed_since_is_told_who_and_nothing_is_done",
        "the_office_window_records_what_it_does_and_refuses_a_campaign_changed_since",
    ]),
    ("A desk's files reach the office; the office's own stay closed", "a folder of invoices, a poster, a sample, a reply's file and a do-not-contact list handed over from a desk; paths on the office's disk named by a desk", [
        "a_desk_hands_its_files_to_the_office_and_works_on_the_office_s_tables",
        "host::readable::tests::over_the_office_listener_only_what_desks_uploaded_resolves",
    ]),
]


def read(path):
    try:
        return Path(path).read_text(errors="replace")
    except OSError:
        return ""


def status(out, part):
    text = read(out / f"{part}.status").split()
    if len(text) != 2:
        return "not run", None
    return ("ok" if text[0] == "0" else "FAILED"), int(text[1])


def n(value):
    return f"{value:,}"


def grouped(text):
    """Thousands separators in the figures tests print (1500 → 1,500)."""
    return re.sub(r"(?<![\d.,])\d{4,}(?![\d.,])", lambda m: f"{int(m.group()):,}", text)


def nextest_results(log):
    """{test name: (passed, [proof lines])} from nextest's output."""
    results = {}
    current = None
    header = re.compile(r"^\s*(PASS|FAIL|SIGSEGV|SIGABRT|TIMEOUT|LEAK)\S*\s+\[.*?\]\s+(?:\(\s*\d+/\d+\)\s+)?(\S+)\s+(\S+)\s*$")
    for line in log.splitlines():
        m = header.match(line)
        if m:
            verdict, binary, name = m.groups()
            current = (binary, name)
            passed, lines = results.get(current, (True, []))
            results[current] = (passed and verdict == "PASS", lines)
            continue
        m = re.match(r"^\s*proof: (.*)$", line)
        if m and current:
            passed, lines = results[current]
            figure = grouped(m.group(1))
            if figure not in lines:
                lines.append(figure)
    return results


def probe_rows(out):
    results = nextest_results(read(out / "probes.log"))
    rows = []
    for promise, check, tests in PROBES:
        ran, passed, found, figures = 0, 0, 0, []
        for test in tests:
            if test.startswith("bin:"):
                binary = test[4:]
                matched = [(k, v) for k, v in results.items() if k[0].endswith("::" + binary)]
            else:
                matched = [(k, v) for k, v in results.items() if k[1] == test]
            if not matched:
                continue
            found += 1
            for _, (ok, lines) in matched:
                ran += 1
                passed += ok
                figures += lines
        # Every test named ran (a binary: at least one of its tests).
        complete = found == len(tests)
        verdict = "ok" if ran and passed == ran and complete else ("not run" if not ran else "FAILED")
        figure = "; ".join(figures) or f"{passed} of {ran} tests passed"
        rows.append((promise, f"{check} ({ran} test{'s' if ran != 1 else ''})", figure, verdict))
    return rows


def outage_row(out):
    results = nextest_results(read(out / "outage.log"))
    figures = [line for ok, lines in results.values() for line in lines]
    ok = bool(results) and all(ok for ok, _ in results.values()) and status(out, "outage")[0] == "ok"
    return ("A lost connection fails no message", "10 real minutes without internet, OTPs and bulk posted throughout",
            "; ".join(figures) or "not run", "ok" if ok else ("not run" if not results else "FAILED"))


def soak_rows(out):
    verdict, _ = status(out, "soak")
    try:
        f = json.loads(read("target/soak/figures.json"))
    except ValueError:
        f = None
    if not f:
        return [("Nothing lost, nothing sent twice, no limit tripped", "the chaos soak", "no figures", verdict)]
    chaos = f.get("chaos", {})
    faults = f.get("faults", {})
    soak = f"chaos soak, {f['chaos_s']:.0f} s (seed {f['seed']})"
    limit = f.get("limit", {})
    return [
        ("Nothing lost", soak,
         f"{n(f['messages'])} messages ({n(f['otps'])} OTPs, {n(f['bulk'])} API bulk, "
         f"{n(f['campaign_recipients'])} in {f['campaigns']} campaigns) through "
         f"{chaos.get('kills', 0)} SIGKILLs, {chaos.get('outages', 0)} Meta outages, "
         f"the receiver down {chaos.get('receiver_down_s', 0):.0f} s and {n(sum(faults.values()))} "
         f"injected faults: {n(f['missing'])} lost, {n(f['not_final'])} not final", verdict),
        ("Nothing sent twice", soak + ": the simulator's record",
         f"{n(f['duplicates'])} duplicates, {n(f['idempotency_problems'])} idempotency keys answered twice",
         verdict),
        ("No limit tripped", soak + ": requests in any sliding second",
         f"at most {n(limit.get('max_requests', f['max_requests_in_one_second']))} of "
         f"{n(f['mps_limit'])}; {n(limit.get('throttled', f['throttled']))} × 130429; "
         f"{n(f['pair_rule_breaches'])} pair-rule breaches"
         + (f" (as handled: {n(limit['max_requests_raw'])} and {n(limit['throttled_raw'])} × 130429, "
            f"the simulator's own thread paused {n(limit['pauses_20ms'])} times ≥ 20 ms, "
            f"up to {limit['longest_pause_ms']:.0f} ms)" if limit else ""), verdict),
        ("Every status exact", soak + ": Pacer's final status vs the simulator's",
         f"{n(f['statuses_equal'])} equal, {n(f['statuses_different'])} different", verdict),
    ]


def fuzz_row(out):
    verdict, _ = status(out, "fuzz")
    lines = [l for l in read(out / "fuzz.log").splitlines() if re.match(r"^\S+\s+runs ", l)]
    runs = sum(int(m.group(1)) for l in lines if (m := re.search(r"runs (\d+)", l)))
    crashes = sum(int(m.group(1)) for l in lines if (m := re.search(r"crashes (\d+)", l)))
    targets = len({l.split()[0] for l in lines})
    return ("Outside input never crashes Pacer",
            f"libFuzzer on {targets} parsers: import, webhooks, Graph answers, local API, templates",
            f"{n(runs)} inputs, {n(crashes)} crashes, hangs or memory overruns", verdict)


def contract_row(out):
    verdict, _ = status(out, "contract")
    log = read(out / "contract.log")
    requests = sum(int(x.replace(",", "")) for x in re.findall(r"([\d,]+) requests in all", log))
    return ("The local API does what its document says",
            "Schemathesis against openapi/local-api.yaml",
            f"{n(requests)} generated requests: no 5xx, no answer outside the document"
            if verdict == "ok" else "failures: see contract.log", verdict)


def markup_row(out):
    verdict, _ = status(out, "markup")
    return ("Names with markup show as text", "Vitest: a contact named <img onerror=…>, in the real components",
            "rendered as text, no element created" if verdict == "ok" else "see markup.log", verdict)


def import_row(out):
    verdict, _ = status(out, "import")
    log = read(out / "import.log")

    def find(pattern):
        m = re.search(pattern, log)
        return m.group(1) if m else "?"

    rows = find(r"import ([\d,]+) messy rows")
    size = find(r"file size \(MB\)\s+(\d+)")
    peak = find(r"  peak memory \(MB\)\s+(\d+)")
    seconds = find(r"messy rows \(s\)\s+([\d.]+)")
    read_peak = find(r"its peak memory \(MB\)\s+(\d+)")
    read_seconds = find(r"dedupe only \(s\)\s+([\d.]+)")
    figure = (f"{size} MB, {rows} rows: peak {peak} MB saving to SQLite ({seconds} s); "
              f"peak {read_peak} MB reading, normalising and deduping ({read_seconds} s)"
              if rows != "?" else "see import.log")
    return ("A 1 GB list imports in bounded memory", "`pacer bench --only import --import-mb 1000`, a generated messy list",
            figure, verdict)


def main(out):
    out = Path(out)
    rows = soak_rows(out) + probe_rows(out) + [outage_row(out), fuzz_row(out), contract_row(out), markup_row(out), import_row(out)]
    print("| promise | check | figure | |")
    print("|---|---|---|---|")
    for promise, check, figure, verdict in rows:
        figure = figure.replace("|", "\\|")
        print(f"| {promise} | {check} | {figure} | {verdict} |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "target/proof")
