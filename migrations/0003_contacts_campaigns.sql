-- Contacts, lists and tags (`docs/sending.md#import-and-dedupe`), campaigns (`#templates-and-campaigns`), and uploaded media.

-- One row per customer, keyed by the normalised number (E.164).
CREATE TABLE contacts (
    id          INTEGER PRIMARY KEY,
    phone       TEXT    NOT NULL UNIQUE,
    name        TEXT,
    -- Every other column of the imports, as a JSON object of text values (newest wins).
    attributes  TEXT    NOT NULL DEFAULT '{}',
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE lists (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE,
    created_at  INTEGER NOT NULL
);

CREATE TABLE list_members (
    list_id     INTEGER NOT NULL REFERENCES lists (id),
    contact_id  INTEGER NOT NULL REFERENCES contacts (id),
    added_at    INTEGER NOT NULL,
    PRIMARY KEY (list_id, contact_id)
) WITHOUT ROWID;
CREATE INDEX list_members_contact ON list_members (contact_id);

CREATE TABLE contact_tags (
    contact_id  INTEGER NOT NULL REFERENCES contacts (id),
    tag         TEXT    NOT NULL,
    PRIMARY KEY (contact_id, tag)
) WITHOUT ROWID;
CREATE INDEX contact_tags_tag ON contact_tags (tag);

-- Every import and its report (JSON), for "download the report" later.
CREATE TABLE imports (
    id          INTEGER PRIMARY KEY,
    file_name   TEXT    NOT NULL,
    list_id     INTEGER REFERENCES lists (id),
    report      TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);

-- A campaign: template + audience + mapping (+ PDFs), launched into the ledger as one batch
-- whose id is the campaign's id.
CREATE TABLE campaigns (
    id                  TEXT    PRIMARY KEY,
    name                TEXT    NOT NULL,
    template_name       TEXT    NOT NULL,
    template_language   TEXT    NOT NULL,
    audience            TEXT    NOT NULL,
    mapping             TEXT    NOT NULL,
    pdf_folder          TEXT,
    pdf_column          TEXT,
    schedule_at         INTEGER,
    time_zone           TEXT,
    state               TEXT    NOT NULL CHECK (state IN ('draft', 'scheduled', 'launching', 'running', 'paused', 'cancelled', 'done')),
    cloned_from         TEXT,
    created_at          INTEGER NOT NULL,
    launched_at         INTEGER,
    updated_at          INTEGER NOT NULL
) WITHOUT ROWID;

-- Files uploaded to Meta's media endpoint, by content: re-used for 29 days (Meta keeps an id 30).
CREATE TABLE media_uploads (
    sha256      TEXT    PRIMARY KEY,
    media_id    TEXT    NOT NULL,
    mime_type   TEXT    NOT NULL,
    file_name   TEXT    NOT NULL,
    size        INTEGER NOT NULL,
    uploaded_at INTEGER NOT NULL
) WITHOUT ROWID;
