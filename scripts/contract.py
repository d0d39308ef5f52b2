"""Helpers of scripts/contract.sh (the local API's contract run), in the venv's Python.

  contract.py seed BASE_URL KEY RUN_DIR CONFIG_OUT
      Gives the fresh Pacer something to work on — a list imported from a fixture (copied into
      the data folder's imports/, the folder the API may read), campaigns in
      several states, messages and a batch — and writes the Schemathesis configuration: the key,
      the checks, and dictionaries of real values (campaign and message ids, template names,
      numbers, files) that generated requests use part of the time, so that the document's
      success answers are exercised and checked, not only its refusals.

  contract.py summary DOCUMENT HAR_FILE
      Prints, per operation of the document, how many requests were sent and the statuses they
      got, from the run's HAR report.
"""

import collections
import json
import pathlib
import re
import shutil
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

import yaml

REPO = pathlib.Path(__file__).resolve().parent.parent


class Api:
    def __init__(self, base, key):
        self.base = base
        self.key = key

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Authorization", f"Bearer {self.key}")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return answer.status, json.loads(answer.read() or b"null")
        except urllib.error.HTTPError as refused:
            return refused.code, json.loads(refused.read() or b"null")

    def expect(self, status, method, path, body=None):
        got, answer = self.call(method, path, body)
        if got != status:
            sys.exit(f"contract: seeding {method} {path} answered {got}, expected {status}: {answer}")
        return answer


def seed(base, key, run_dir, config_out):
    api = Api(base, key)
    run = pathlib.Path(run_dir)

    # The demo reads its templates from the simulator just after it starts.
    deadline = time.monotonic() + 60
    while True:
        templates = api.expect(200, "GET", "/v1/templates")
        if any(t["name"] == "hello_world" and t["usable"] for t in templates):
            break
        if time.monotonic() > deadline:
            sys.exit("contract: the demo's templates never appeared in GET /v1/templates")
        time.sleep(0.2)

    # Files named through the API are read only in the data folder's imports/ (the demo makes
    # it); the fixtures' own folder and the data folder itself are refused (403).
    fixtures = REPO / "tests" / "fixtures" / "lists"
    offered = run / "imports"
    december = offered / "december.csv"
    shutil.copy(fixtures / "pk_billing.csv", december)
    (offered / "empty.csv").write_bytes(b"")
    (offered / "invoices").mkdir()
    api.expect(200, "POST", "/v1/imports", {"path": str(december), "list": "December", "country": "PK"})
    imports = [i["id"] for i in api.expect(200, "GET", "/v1/imports")]

    def campaign(name):
        spec = {
            "name": name,
            "template_name": "hello_world",
            "template_language": "en_US",
            "audience": {"lists": ["December"]},
            "mapping": {},
        }
        return api.expect(201, "POST", "/v1/campaigns", spec)["id"]

    draft = campaign("December invoices")
    running = campaign("December reminder")
    api.expect(202, "POST", f"/v1/campaigns/{running}/launch", {"skip_problems": True})
    paused = campaign("December paused")
    api.expect(202, "POST", f"/v1/campaigns/{paused}/launch", {})
    api.expect(200, "POST", f"/v1/campaigns/{paused}/pause")
    cancelled = campaign("December cancelled")
    api.expect(200, "POST", f"/v1/campaigns/{cancelled}/cancel")
    # Only cancel gets this one, so the others still have campaigns to work on after it ran.
    to_cancel = campaign("December to cancel")

    hello = {"name": "hello_world", "language": {"code": "en_US"}}
    one = api.expect(202, "POST", "/v1/messages", {"to": "+923001234567", "lane": "express", "template": hello})
    keyed = api.expect(
        202,
        "POST",
        "/v1/messages",
        {"to": "+923217654321", "lane": "express", "template": hello, "idempotency_key": "contract-otp-1"},
    )
    batch = api.expect(
        202,
        "POST",
        "/v1/messages",
        {"messages": [{"to": "+923331234567", "lane": "bulk", "template": hello}]},
    )

    dictionaries = {
        "campaign_ids": [draft, running, paused, cancelled, "cmp_0000000000000000"],
        "cancel_ids": [to_cancel, cancelled, "cmp_0000000000000000"],
        "message_ids": [one["id"], keyed["id"], batch["messages"][0]["id"], "msg_00000000000000000000000000"],
        "batch_ids": [batch["batch"], running, "batch_00000000000000000000"],
        "import_ids": imports + [999],
        "templates": ["hello_world", "login_code", "invoice_ready", "autumn_promo", "flash_deal", "no_such_template"],
        "languages": ["en_US", "en", "ur"],
        "lists": ["December", "Nobody"],
        "phones": ["+923001234567", "+92 300 1234567", "0092 321 7654321", "+919871234567", "03001234567", "+92 300"],
        "files": [
            str(december),
            str(offered / "empty.csv"),
            str(offered / "invoices"),
            str(offered / "missing.csv"),
            str(offered / ".." / "demo.db"),
            str(fixtures / "contacts.ods"),
            str(fixtures / "europe_semicolon.csv"),
            str(fixtures / "no_header.csv"),
            str(fixtures / "urdu_bom.csv"),
            "december.csv",
        ],
        "folders": [str(offered / "invoices"), str(offered / "missing"), str(run)],
        "columns": ["Customer Name", "Mobile No", "Invoice No", "City", "phone", "name"],
        "countries": ["PK", "IN", "ZZ"],
        "keys": ["contract-otp-1", "contract-otp-2"],
        "times": ["2026-12-01 09:00", "2099-01-01 00:00", "soon"],
        "zones": ["Asia/Karachi", "UTC", "Mars/Olympus"],
        "formats": ["json", "csv", "xlsx", "CSV"],
    }
    bindings = {
        "body.template_name": "templates",
        "body.template_language": "languages",
        "body.audience.lists[*]": "lists",
        "body.list": "lists",
        "body.path": "files",
        "body.country": "countries",
        "body.columns.phone": "columns",
        "body.to": "phones",
        "body.sample": "phones",
        "body.messages[*].to": "phones",
        "body.template.name": "templates",
        "body.template.language.code": "languages",
        "body.messages[*].template.name": "templates",
        "body.messages[*].template.language.code": "languages",
        "body.idempotency_key": "keys",
        "body.pdf.folder": "folders",
        "body.pdf.column": "columns",
        "body.schedule.at": "times",
        "body.schedule.time_zone": "zones",
        "query.phone": "phones",
        "query.format": "formats",
    }
    ids = {
        "campaign_ids": [
            "getCampaign", "checkCampaign", "previewCampaign", "testCampaign", "launchCampaign",
            "pauseCampaign", "resumeCampaign", "retryCampaign", "cloneCampaign", "campaignReport",
            "campaignRecipients",
        ],
        "cancel_ids": ["cancelCampaign"],
        "message_ids": ["getMessage"],
        "batch_ids": ["resumeBatch"],
        "import_ids": ["getImport"],
    }

    failing_warnings = [
        "missing_auth", "unused_openapi_auth", "missing_deserializer", "unsupported_regex",
        "unresolvable_reference", "dictionary_mismatch", "unmatched_filter",
    ]
    shown_warnings = failing_warnings + ["base_url_mismatch", "method_not_allowed", "rate_limited", "timeout_units"]

    def toml(value):
        return json.dumps(value, ensure_ascii=False)

    lines = [
        "# Written by scripts/contract.py seed for one run; see scripts/contract.sh.",
        "[auth.openapi.key]",
        f"bearer = {toml(key)}",
        "",
        "[generation]",
        'database = "none"',
        "",
        "# A warning that the document itself is broken fails the run. Two are left out: most",
        "# generated imports and campaigns are refused (files must exist, templates be approved),",
        "# which is the API being stricter than a schema can say, not a fault.",
        "[warnings]",
        f"display = {toml(shown_warnings)}",
        f"fail-on = {toml(failing_warnings)}",
        "",
    ]
    for name, values in dictionaries.items():
        lines += [f"[dictionaries.{name}]", f"values = {toml(values)}", ""]
    lines.append("[parameters]")
    lines += [f"{toml(k)} = {{ dictionary = {toml(v)}, probability = 0.6 }}" for k, v in bindings.items()]
    lines.append("")
    for dictionary, operations in ids.items():
        lines += [
            "[[operations]]",
            f"include-operation-id = {toml(operations)}",
            f'parameters = {{ "path.id" = {{ dictionary = {toml(dictionary)}, probability = 0.8 }} }}',
            "",
        ]
    pathlib.Path(config_out).write_text("\n".join(lines))
    print(
        f"contract: seeded 1 import, 5 campaigns (draft, launched, paused, cancelled, one to cancel), 3 messages; "
        f"{sum(len(v) for v in dictionaries.values())} known values in {len(dictionaries)} dictionaries"
    )


def summary(document, har_file):
    spec = yaml.safe_load(pathlib.Path(document).read_text())
    operations = []
    for path, methods in spec["paths"].items():
        pattern = re.compile("^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path)) + "$")
        for method, operation in methods.items():
            operations.append((method.upper(), pattern, f"{method.upper()} {path}"))
    counts = collections.defaultdict(collections.Counter)
    entries = json.loads(pathlib.Path(har_file).read_text())["log"]["entries"]
    for entry in entries:
        method = entry["request"]["method"]
        path = urllib.parse.urlsplit(entry["request"]["url"]).path
        name = next(
            (n for m, p, n in operations if m == method and p.match(path)),
            f"{method} (not in the document)",
        )
        counts[name][entry["response"]["status"]] += 1
    width = max(len(n) for _, _, n in operations) + 2
    print(f"{'operation':<{width}}{'requests':>9}  statuses")
    for _, _, name in operations + [(None, None, n) for n in sorted(counts) if "not in the document" in n]:
        statuses = counts.get(name, {})
        shown = ", ".join(f"{s}×{n}" for s, n in sorted(statuses.items()))
        print(f"{name:<{width}}{sum(statuses.values()):>9}  {shown or '—'}")
    total = sum(sum(c.values()) for c in counts.values())
    success = sum(n for c in counts.values() for s, n in c.items() if 200 <= s < 300)
    print(f"{len(entries)} requests in all ({total} counted), {success} answered with success (2xx).")


if __name__ == "__main__":
    command, *args = sys.argv[1:] or [""]
    if command == "seed" and len(args) == 4:
        seed(*args)
    elif command == "summary" and len(args) == 2:
        summary(*args)
    else:
        sys.exit(__doc__)
