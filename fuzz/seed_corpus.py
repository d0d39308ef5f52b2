#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (fuzz/corpus/<target>/) from the project's real fixtures:
the contact lists (tests/fixtures/lists), Meta's webhook payloads (tests/fixtures/meta), the
simulator's templates (crates/sim/src/sample_templates.json), Graph answers as the cloud crate's
tests and docs give them, and requests to every local API route.

Inputs a target found a fault with are kept beside them by hand, named `regression-*`.
Run from anywhere: python3 fuzz/seed_corpus.py
"""

import csv
import glob
import io
import json
import os
import re
import shutil
import zipfile
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
LISTS = ROOT / "tests" / "fixtures" / "lists"
META = ROOT / "tests" / "fixtures" / "meta"
SAMPLE_TEMPLATES = ROOT / "crates" / "sim" / "src" / "sample_templates.json"
SNAPSHOT = ROOT / "crates" / "cloud" / "tests" / "snapshots" / "messages__invoice_template_message.snap"
CORPUS = Path(__file__).resolve().parent / "corpus"
SECTION = b"\x1e"


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


# ---- import_csv, import_xlsx --------------------------------------------------------------

CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>"""
RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"""
WORKBOOK = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Notes" sheetId="2" r:id="rId2"/><sheet name="Customers" sheetId="1" r:id="rId1"/></sheets></workbook>"""
WORKBOOK_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>"""
STYLES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="49" applyNumberFormat="1"/></cellXfs></styleSheet>"""
EMPTY_SHEET = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>"""


def column(n):
    name = ""
    n += 1
    while n:
        n, r = divmod(n - 1, 26)
        name = chr(65 + r) + name
    return name


def workbook(rows):
    """The parts of an XLSX holding `rows`: digits as numbers (as Excel stores a typed phone
    number), other text as shared strings, and a date, a formula and an error cell."""
    strings, index = [], {}
    cells_xml = []
    for r, row in enumerate(rows, start=1):
        cells = []
        for c, value in enumerate(row):
            ref = f"{column(c)}{r}"
            digits = value.replace(" ", "")
            if digits.isdigit() and len(digits) <= 15:
                cells.append(f'<c r="{ref}"><v>{int(digits)}</v></c>')
            elif value:
                if value not in index:
                    index[value] = len(strings)
                    strings.append(value)
                cells.append(f'<c r="{ref}" t="s"><v>{index[value]}</v></c>')
        if r == 2:
            cells.append(f'<c r="{column(len(row))}{r}" s="1"><v>46357</v></c>')
            cells.append(f'<c r="{column(len(row) + 1)}{r}" t="str"><f>A2&amp;"!"</f><v>x!</v></c>')
            cells.append(f'<c r="{column(len(row) + 2)}{r}" t="e"><v>#N/A</v></c>')
            cells.append(f'<c r="{column(len(row) + 3)}{r}" t="inlineStr"><is><t>inline</t></is></c>')
        cells_xml.append(f'<row r="{r}">{"".join(cells)}</row>')
    sheet = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        f'<dimension ref="A1:{column(8)}{len(rows)}"/><sheetData>{"".join(cells_xml)}</sheetData></worksheet>'
    )
    shared = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(strings)}" uniqueCount="{len(strings)}">'
        + "".join(f"<si><t>{escape(s)}</t></si>" for s in strings)
        + "</sst>"
    )
    return [
        ("[Content_Types].xml", CONTENT_TYPES),
        ("_rels/.rels", RELS),
        ("xl/workbook.xml", WORKBOOK),
        ("xl/_rels/workbook.xml.rels", WORKBOOK_RELS),
        ("xl/styles.xml", STYLES),
        ("xl/sharedStrings.xml", shared),
        ("xl/worksheets/sheet2.xml", EMPTY_SHEET),
        ("xl/worksheets/sheet1.xml", sheet),
    ]


def write(name, parts):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for part, text in parts:
            # A fixed date: the same seeds on every run.
            info = zipfile.ZipInfo(part, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, text)
    (CORPUS / "import_xlsx" / f"{name}.xlsx").write_bytes(buffer.getvalue())
    sections = b"".join(
        SECTION + part.encode() + b"\n" + (text if isinstance(text, bytes) else text.encode())
        for part, text in parts
    )
    (CORPUS / "import_xlsx" / f"{name}.sections").write_bytes(sections)



def import_csv():
    for path in sorted(LISTS.iterdir()):
        if path.suffix in (".csv", ".txt"):
            shutil.copy(path, CORPUS / "import_csv" / path.name)


def import_xlsx():
    """Each workbook twice: as a file (a deflated ZIP, read as it is) and as sections (0x1E, the
    entry's name, a newline, its bytes), which the target zips uncompressed so that mutations
    land in the XML."""
    for csv_name, delimiter, encoding in [
        ("pk_billing.csv", ",", "utf-8"),
        ("europe_semicolon.csv", ";", "utf-8"),
        ("urdu_bom.csv", ",", "utf-8-sig"),
        ("title_rows.csv", ",", "utf-8"),
    ]:
        text = (LISTS / csv_name).read_text(encoding=encoding)
        rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
        write(csv_name.removesuffix(".csv"), workbook(rows))
    # The ODS fixture, as a file and as sections (its mimetype entry first, stored, as ODS wants).
    ods = (LISTS / "contacts.ods").read_bytes()
    (CORPUS / "import_xlsx" / "contacts.ods").write_bytes(ods)
    with zipfile.ZipFile(io.BytesIO(ods)) as z:
        (CORPUS / "import_xlsx" / "contacts.ods.sections").write_bytes(
            b"".join(SECTION + i.filename.encode() + b"\n" + z.read(i.filename) for i in z.infolist())
        )


# ---- webhook_apply --------------------------------------------------------------------------

def webhook_apply():
    """Every real payload (pywa's files hold several, by name), and bodies about what the
    target's ledger holds (wamid.FUZZ1, msg_fuzz_doubt, the invoice_ready template)."""
    out = CORPUS / "webhook_apply"
    for folder in ["pywa", "whatsapp-api-js"]:
        for path in sorted(glob.glob(str(META / folder / "*.json"))):
            value = json.load(open(path))
            base = os.path.basename(path)[:-5]
            items = [(base, value)] if "entry" in value else [(f"{base}-{k}", p) for k, p in value.items()]
            for name, payload in items:
                (out / f"{folder}-{name}.json").write_bytes(compact(payload))

    def wrap(field, value):
        return {"object": "whatsapp_business_account",
                "entry": [{"id": "200000000000001", "changes": [{"field": field, "value": value}]}]}

    meta = {"messaging_product": "whatsapp",
            "metadata": {"display_phone_number": "15550001111", "phone_number_id": "100000000000001"}}
    seeds = {
        "pacer-status-by-callback": wrap("messages", {**meta, "statuses": [
            {"id": "wamid.FRESH1", "status": "sent", "timestamp": "1700000000", "recipient_id": "16315551240",
             "biz_opaque_callback_data": "msg_fuzz_doubt"},
            {"id": "wamid.FRESH1", "status": "delivered", "timestamp": "1700000001", "recipient_id": "16315551240"}]}),
        "pacer-status-failed-retry": wrap("messages", {**meta, "statuses": [
            {"id": "wamid.FUZZ1", "status": "failed", "timestamp": "1700000002", "recipient_id": "16315551239",
             "errors": [{"code": 131026, "title": "Message undeliverable", "error_data": {"details": "x"}}]},
            {"id": "wamid.FUZZ2", "status": "failed", "timestamp": "1700000002", "recipient_id": "16315551240",
             "errors": [{"code": "131000", "title": "Something went wrong"}]}]}),
        "pacer-status-read-out-of-order": wrap("messages", {**meta, "statuses": [
            {"id": "wamid.ID", "status": "read", "timestamp": 1700000005, "recipient_id": "16315551234",
             "recipient_user_id": "US.1"},
            {"id": "wamid.ID", "status": "delivered", "timestamp": 1700000004}]}),
        "pacer-template-paused": wrap("message_template_status_update", {
            "event": "PAUSED", "message_template_id": 1500000000000002, "message_template_name": "invoice_ready",
            "message_template_language": "en_US", "reason": "LOW_QUALITY", "message_template_category": "UTILITY"}),
        "pacer-template-approved": wrap("message_template_status_update", {
            "event": "APPROVED", "message_template_id": "1500000000000002", "message_template_name": "invoice_ready",
            "message_template_language": "en_US", "reason": "NONE"}),
        "pacer-preferences": wrap("user_preferences", {**meta,
            "contacts": [{"wa_id": "16315551234", "profile": {"name": "A"}}],
            "user_preferences": [
                {"wa_id": "16315551234", "detail": "User requested to stop marketing messages",
                 "category": "marketing_messages", "value": "stop", "timestamp": 1700000000},
                {"wa_id": "+16315551235", "value": "resume", "category": "marketing_messages"}]}),
        "pacer-inbound-stop": wrap("messages", {**meta,
            "contacts": [{"wa_id": "16315551236", "user_id": "US.77", "profile": {"name": "Stop Person"}}],
            "messages": [
                {"from": "16315551236", "id": "wamid.IN1", "timestamp": "1700000000", "type": "text",
                 "text": {"body": "STOP"}},
                {"from_user_id": "US.77", "id": "wamid.IN2", "type": "button",
                 "button": {"payload": "Stop promotions", "text": "Stop promotions"}},
                {"from": "16315551236", "id": "wamid.IN3", "type": "interactive",
                 "interactive": {"type": "button_reply", "button_reply": {"id": "b1", "title": "opt out"}}}]}),
        "pacer-capability": wrap("business_capability_update", {
            "max_daily_conversations_per_business": "TIER_10K", "max_phone_numbers_per_business": 2}),
        "pacer-quality-throughput": wrap("phone_number_quality_update", {
            "display_phone_number": "15550001111", "event": "THROUGHPUT_UPGRADE", "current_limit": "TIER_UNLIMITED"}),
        "pacer-account-limit-number": wrap("account_update", {"event": "ACCOUNT_UPDATE", "current_limit": -1}),
    }
    for name, value in seeds.items():
        (out / f"{name}.json").write_bytes(compact(value))


# ---- graph_bodies ---------------------------------------------------------------------------

# The target's status table (graph_bodies.rs): the byte that picks each status.
STATUS = {200: 0, 201: 2, 204: 3, 301: 4, 400: 5, 401: 6, 403: 7, 404: 8, 408: 9, 429: 10,
          500: 11, 502: 12, 503: 13, 504: 14}
SEND, TEMPLATES, PHONE, MEDIA, OVERRIDE, CLEAR = range(6)


def graph_bodies():
    """[call][status][body 0x1E body …]: Meta's answers as `docs/meta-cloud-api.md#sending`, `#error-model` and the cloud crate's
    tests give them, and the outbound message of the cloud crate's snapshot."""

    def error(code, message, **fields):
        inner = {"message": message, "type": "OAuthException", "code": code, "fbtrace_id": "Az8or2yhqkZfEZ-_4Qn_Bam"}
        inner.update(fields)
        return compact({"error": inner})

    def template(id, name, **fields):
        base = {"id": id, "name": name, "language": "en_US", "status": "APPROVED", "category": "UTILITY"}
        base.update(fields)
        return base

    page1 = {"data": [
        template("1001", "invoice_ready", parameter_format="POSITIONAL", components=[
            {"type": "HEADER", "format": "DOCUMENT", "example": {"header_handle": ["4::aW..."]}},
            {"type": "BODY", "text": "Hi {{1}}, your invoice of {{2}} is attached.",
             "example": {"body_text": [["Ayesha", "PKR 12,500"]]}},
            {"type": "FOOTER", "text": "Reply STOP to opt out"},
            {"type": "BUTTONS", "buttons": [
                {"type": "URL", "text": "Pay", "url": "https://pay.example.com/{{1}}",
                 "example": ["https://pay.example.com/INV-1"]},
                {"type": "PHONE_NUMBER", "text": "Call us", "phone_number": "+923001234567"},
                {"type": "QUICK_REPLY", "text": "Paid"}]}]),
        template("1002", "spring_sale", category="MARKETING", parameter_format="NAMED", components=[
            {"type": "BODY", "text": "Hi {{first_name}}",
             "example": {"body_text_named_params": [{"param_name": "first_name", "example": "Ana"}]}}])],
        "paging": {"cursors": {"before": "b0", "after": "c1"},
                   "next": "https://graph.facebook.com/v25.0/1/message_templates?access_token=EAAFUZZTOKEN&after=c1"}}
    page2 = {"data": [template("1003", "old_notice", status="SOME_NEW_STATUS", category="SERVICE_2027",
                               quality_score={"score": "GREEN"}, sub_category="ORDER_STATUS", components=[
            {"type": "CAROUSEL", "cards": []},
            {"type": "BUTTONS", "buttons": [{"type": "NEW_BUTTON", "text": "?", "new_field": 1}]}])],
        "paging": {"cursors": {"before": "b1", "after": "c2"}, "next": "x"}}
    page3 = {"data": [template("1004", "login_code", category="AUTHENTICATION", status="PAUSED",
                               rejected_reason="NONE", components=[
            {"type": "BODY", "text": "*{{1}}* is your verification code."},
            {"type": "BUTTONS", "buttons": [{"type": "URL", "text": "Copy code",
             "url": "https://www.whatsapp.com/otp/code/?otp_type=COPY_CODE&code=otp{{1}}"}]}])],
        "paging": {"cursors": {"before": "b2", "after": "c3"}}}
    seeds = {
        "send-accepted": (SEND, 200, [compact({"messaging_product": "whatsapp",
            "contacts": [{"input": "+923001234567", "wa_id": "923001234567"}],
            "messages": [{"id": "wamid.HBgMOTIzMDAxMjM0NTY3FQIAERgSQUE=", "message_status": "accepted"}]})]),
        "send-held": (SEND, 200, [compact({"messaging_product": "whatsapp", "contacts": [{"input": "+923001234567"}],
            "messages": [{"id": "wamid.X", "message_status": "held_for_quality_assessment"}]})]),
        "send-no-wamid": (SEND, 200, [compact({"messages": [{"id": ""}]})]),
        "send-pair-rate": (SEND, 400, [error(131056, "(#131056) (Business Account, Consumer Account) pair rate limit hit")]),
        "send-throughput": (SEND, 429, [error(130429, "(#130429) Rate limit hit",
            error_data={"messaging_product": "whatsapp", "details": "Cloud API message throughput has been reached."})]),
        "send-token-expired": (SEND, 401, [error(190, "Error validating access token: Session has expired",
            error_subcode=463, is_transient=False, error_user_title="Token expired", error_user_msg="EAAFUZZTOKEN")]),
        "send-spam": (SEND, 400, [error("131048", "(#131048) Spam rate limit hit",
            error_data='{"details":"Message failed to send because there are restrictions"}')]),
        "send-media": (SEND, 400, [error(131053, "(#131053) Media upload error",
            error_data={"details": "Downloaded media file is not a PDF"})]),
        "send-webhook-shape": (SEND, 400, [compact({"error": {"code": 131026, "title": "Message undeliverable",
            "message": "Message undeliverable", "error_data": {"details": "x"},
            "href": "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/"}})]),
        "send-html-502": (SEND, 502, [b"<html><head><title>502 Bad Gateway</title></head><body>bad gateway</body></html>"]),
        "send-blocked": (SEND, 403, [error(368, "Temporarily blocked for policies violations", is_transient=True)]),
        "send-float-code": (SEND, 500, [compact({"error": {"code": 1.5, "message": "odd"}})]),
        "templates-three-pages": (TEMPLATES, 200, [compact(page1), compact(page2), compact(page3)]),
        "templates-repeated-cursor": (TEMPLATES, 200, [compact(page1), compact(page1)]),
        "templates-no-cursor": (TEMPLATES, 200, [compact({"data": [], "paging": {"next": "https://x"}})]),
        "templates-broken-one": (TEMPLATES, 200, [compact({"data": [{"name": "broken_one", "status": 7}]})]),
        "templates-sample": (TEMPLATES, 200, [compact({"data": json.load(open(SAMPLE_TEMPLATES))})]),
        "templates-permission": (TEMPLATES, 403, [error(200, "(#200) Requires whatsapp_business_management permission")]),
        "phone-info": (PHONE, 200, [compact({"verified_name": "Jaspers Market", "display_phone_number": "+1 631-555-5555",
            "quality_rating": "GREEN", "throughput": {"level": "STANDARD"},
            "whatsapp_business_manager_messaging_limit": "TIER_2K", "status": "CONNECTED", "name_status": "APPROVED",
            "id": "106540352242922", "platform_type": "CLOUD_API"})]),
        "phone-odd": (PHONE, 200, [compact({"whatsapp_business_manager_messaging_limit": "TIER_UNLIMITED",
            "quality_rating": "PURPLE", "throughput": {"level": "TURBO"}, "id": "1"})]),
        "media-id": (MEDIA, 200, [compact({"id": "4490709327384033"})]),
        "media-empty-id": (MEDIA, 200, [compact({"id": "  "})]),
        "media-too-large": (MEDIA, 400, [error(131052, "(#131052) Media download error",
            error_data={"details": "file too large"})]),
        "override-success": (OVERRIDE, 200, [compact({"success": True})]),
        "override-echo": (OVERRIDE, 200, [compact({"success": False, "echo": "fuzz-verify-secret"})]),
        "override-verification-failed": (OVERRIDE, 400, [error(2200,
            "Callback verification failed with the following errors: fuzz-verify-secret",
            error_user_msg="fuzz-verify-secret")]),
        "clear-success": (CLEAR, 200, [compact({"success": True})]),
        "clear-unexpected": (CLEAR, 500, [b"upstream timed out"]),
    }
    snapshot = json.loads(SNAPSHOT.read_text().split("---\n", 2)[2])
    seeds["outbound-invoice-template"] = (SEND, 500, [compact(snapshot)])
    seeds["outbound-text"] = (SEND, 400, [compact({"messaging_product": "whatsapp", "recipient_type": "individual",
        "to": "+923001234567", "type": "text", "text": {"preview_url": False, "body": "hi"},
        "context": {"message_id": "wamid.A"}, "recipient_identity_key_hash": "x"})])
    seeds["outbound-user-id"] = (TEMPLATES, 500, [compact({"messaging_product": "whatsapp", "recipient": "US.1349",
        "type": "interactive", "interactive": {"type": "button"}})])
    for name, (call, status, bodies) in seeds.items():
        (CORPUS / "graph_bodies" / name).write_bytes(bytes([call, STATUS[status]]) + b"\x1e".join(bodies))


# ---- template_render ------------------------------------------------------------------------

def template_render():
    """Each of the simulator's templates with a value for every variable, and cases Meta would
    refuse (line breaks, tabs, long values, a Word file for a PDF header, a long code)."""
    out = CORPUS / "template_render"
    templates = json.load(open(SAMPLE_TEMPLATES))
    for t in templates:
        values = {}
        for c in t["components"]:
            if c["type"] in ("HEADER", "BODY") and c.get("text"):
                place = "header" if c["type"] == "HEADER" else "body"
                for name in re.findall(r"\{\{\s*([a-z0-9_]+)\s*\}\}", c["text"]):
                    values[f"{place}.{name}"] = f"Value {name}"
            if c["type"] == "HEADER" and c.get("format") in ("DOCUMENT", "IMAGE", "VIDEO", "LOCATION"):
                media = c["format"].lower()
                values[f"header.{media}"] = {
                    "document": "https://files.example.com/inv/INV-2026-0042.pdf", "image": "1234567890",
                    "video": "https://v.example.com/a.mp4", "location": "24.8607, 67.0011 | Shop | 1 Main Road"}[media]
            for i, b in enumerate(c.get("buttons", [])):
                if "{{" in (b.get("url") or ""):
                    values[f"button.{i}"] = "INV-2026-0042"
        (out / f"{t['name']}-{t['language']}.json").write_bytes(compact({"template": t, "values": values}))
    by_name = {t["name"]: t for t in templates}
    cases = {
        "invoice-with-pdf": {"template": by_name["invoice_ready"], "values": {
            "body.1": "Ayesha", "body.2": "INV-1", "body.3": "PKR 4,500", "body.4": "15 Dec", "button.0": "INV-1"},
            "media": {"id": "4490709327384033", "filename": "INV-1.pdf"}},
        "invoice-problems": {"template": by_name["invoice_ready"], "values": {
            "body.1": "Line\nbreak", "body.2": "Tab\there", "body.3": "too     many spaces", "body.4": "x" * 1100,
            "header.document": "https://files.example.com/a.docx"}},
        "reminder-urdu": {"template": by_name["payment_reminder"], "values": {
            "body.customer_name": "علی خان", "body.amount": "Rs. 1,500", "body.due_date": "  "}},
        "login-code-long": {"template": by_name["login_code"], "values": {
            "body.1": "1234567890123456", "button.0": "12345678901234567"}},
    }
    for name, case in cases.items():
        (out / f"{name}.json").write_bytes(compact(case))


# ---- local_api ------------------------------------------------------------------------------

def local_api():
    """Requests in the target's text form (METHOD /path, headers, empty line, body; 0x1E between
    requests), over every route, with the placeholders the target fills in."""
    out = CORPUS / "local_api"
    json_type = [("content-type", "application/json")]

    def req(method, path, body=None, headers=()):
        head = f"{method} {path}\n" + "".join(f"{k}: {v}\n" for k, v in headers)
        return head.encode() + (b"" if body is None else b"\n" + compact(body))

    def seed(name, *requests):
        (out / name).write_bytes(b"\x1e".join(requests))

    seed("message-text",
         req("POST", "/v1/messages", {"to": "+923001234567", "lane": "express", "text": {"body": "Your code is 123456"},
                                      "idempotency_key": "otp-1"}, json_type),
         req("GET", "/v1/messages/$LAST"))
    seed("message-template", req("POST", "/v1/messages", {"to": "0092 300 1234567", "lane": "bulk", "template": {
        "name": "invoice_ready", "language": {"code": "en_US"}, "components": [
            {"type": "body", "parameters": [{"type": "text", "text": "Ayesha"},
                                            {"type": "currency", "currency": {"fallback_value": "PKR 12,500",
                                                                              "code": "PKR", "amount_1000": 12500000}}]},
            {"type": "button", "sub_type": "url", "index": "0", "parameters": [{"type": "text", "text": "INV-1"}]}]}},
        json_type))
    seed("message-batch",
         req("POST", "/v1/messages", {"messages": [{"to": "+923001234567", "lane": "bulk", "text": {"body": "a"}},
                                                   {"to": "+447400123456", "lane": "bulk", "text": {"body": "b"},
                                                    "idempotency_key": "k2"}]}, json_type),
         req("POST", "/v1/batches/$LAST/resume"))
    seed("message-bad", req("POST", "/v1/messages", {"to": "03001234567", "lane": "fast", "text": {"body": ""}, "extra": 1}))
    seed("message-get", req("GET", "/v1/messages/$MESSAGE"), req("GET", "/v1/stats"), req("POST", "/v1/resume"))
    seed("unauthorised", req("GET", "/v1/stats", None, [("authorization", "Bearer wrong")]), req("GET", "/nowhere?x=1"))
    seed("imports",
         req("POST", "/v1/imports", {"path": "/home/office/pk_billing.csv", "list": "Customers", "country": "PK",
                                     "columns": {"phone": "Mobile No", "name": "Customer Name"}, "tags": ["vip"]}, json_type),
         req("GET", "/v1/imports/1"), req("GET", "/v1/imports"), req("GET", "/v1/lists"))
    seed("imports-ods", req("POST", "/v1/imports", {"path": "/tmp/contacts.ods", "list": "Office", "country": "GB"}),
         req("POST", "/v1/imports", {"path": "relative.csv", "list": "x"}))
    seed("templates", req("GET", "/v1/templates"), req("POST", "/v1/templates/sync"))
    seed("campaign-flow", req("GET", "/v1/campaigns/$CAMPAIGN"), req("POST", "/v1/campaigns/$CAMPAIGN/check"),
         req("GET", "/v1/campaigns/$CAMPAIGN/preview?phone=%2B923001234567"),
         req("POST", "/v1/campaigns/$CAMPAIGN/test", {"to": "+923001234567", "sample": "+923217654321"}))
    seed("campaign-launch", req("POST", "/v1/campaigns/$CAMPAIGN/launch", {"skip_problems": True}),
         req("POST", "/v1/campaigns/$CAMPAIGN/pause"), req("POST", "/v1/campaigns/$CAMPAIGN/resume"),
         req("POST", "/v1/campaigns/$CAMPAIGN/cancel"))
    seed("campaign-report", req("GET", "/v1/campaigns/$CAMPAIGN/report?format=csv"),
         req("GET", "/v1/campaigns/$CAMPAIGN/report?format=xlsx"), req("GET", "/v1/campaigns/$CAMPAIGN/report"),
         req("POST", "/v1/campaigns/$CAMPAIGN/retry"))
    seed("campaign-pdf", req("POST", "/v1/campaigns/$PDF_CAMPAIGN/check"), req("GET", "/v1/campaigns/$PDF_CAMPAIGN/preview"),
         req("POST", "/v1/campaigns/$PDF_CAMPAIGN/clone", {"name": "Invoices again"}),
         req("POST", "/v1/campaigns/$LAST/launch"))
    seed("campaign-create",
         req("POST", "/v1/campaigns", {"name": "December invoices", "template_name": "invoice_ready",
                                       "template_language": "en_US",
                                       "audience": {"lists": ["Customers"], "tags": ["vip"]},
                                       "mapping": {"body.1": {"column": "name"}, "body.2": {"column": "Invoice No"},
                                                   "body.3": {"column": "Amount Due"}, "body.4": {"text": "15 December"},
                                                   "button.0": {"column": "Invoice No"}},
                                       "pdf": {"folder": "/srv/invoices", "column": "Invoice No"},
                                       "schedule": {"at": "2026-12-01 09:00", "time_zone": "Asia/Karachi"}}, json_type),
         req("GET", "/v1/campaigns/$LAST"), req("POST", "/v1/campaigns/$LAST/launch"), req("GET", "/v1/campaigns"))
    seed("campaign-create-named",
         req("POST", "/v1/campaigns", {"name": "Reminders 2", "template_name": "payment_reminder",
                                       "template_language": "en_US", "audience": {"lists": ["Customers", "Nobody"]},
                                       "mapping": {"body.customer_name": {"column": "Customer Name"},
                                                   "body.amount": {"text": "Rs 1"},
                                                   "body.due_date": {"column": "missing"}}}),
         req("POST", "/v1/campaigns/$LAST/test", {"to": "+92 321 7654321"}))


def main():
    for target in ["import_csv", "import_xlsx", "webhook_apply", "graph_bodies", "template_render", "local_api"]:
        (CORPUS / target).mkdir(parents=True, exist_ok=True)
    import_csv()
    import_xlsx()
    webhook_apply()
    graph_bodies()
    template_render()
    local_api()


if __name__ == "__main__":
    main()
