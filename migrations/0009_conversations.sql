-- Conversations (`docs/inbox.md`): what customers write back, read and answered from Pacer;
-- the files they send; replies saved for reuse; and marketing choices staff make for a
-- customer, with who, when and why.

-- What a customer's message says beyond its text, so that every kind can be shown as it came:
-- the typed object Meta sent (`messages[].<type>`, JSON, at most 64 KiB), the message it
-- answers (`context.id`: a campaign's template for a button tap) and a tapped button's payload.
-- Rows stored before this version have NULL: they show their kind and text as before.
ALTER TABLE inbound_messages ADD COLUMN detail TEXT;
ALTER TABLE inbound_messages ADD COLUMN context_wamid TEXT;
ALTER TABLE inbound_messages ADD COLUMN payload TEXT;
CREATE INDEX inbound_messages_context ON inbound_messages (context_wamid)
    WHERE context_wamid IS NOT NULL;
CREATE INDEX inbound_messages_received ON inbound_messages (received_at);

-- A thread reads every message Pacer sent one customer. 0008 rebuilt `messages` without the
-- index 0001 gave it; this one also orders a customer's messages for paging.
CREATE INDEX messages_recipient ON messages (recipient, id);

-- How far a person has read each conversation: the id of the newest customer message seen.
-- Unread = the customer's messages after it, so the count survives a restart.
CREATE TABLE conversation_reads (
    phone       TEXT    PRIMARY KEY,
    read_up_to  INTEGER NOT NULL,
    read_at     INTEGER NOT NULL
) WITHOUT ROWID;

-- A file a customer sent, fetched from Meta's media API into the data folder. Meta keeps an
-- inbound media id for 7 days; a fetch after that ends `expired`.
CREATE TABLE inbound_media (
    media_id        TEXT    PRIMARY KEY,
    wamid           TEXT    NOT NULL,
    mime_type       TEXT,
    sha256          TEXT,
    size            INTEGER,
    file_name       TEXT,
    state           TEXT    NOT NULL CHECK (state IN ('waiting', 'stored', 'expired', 'too_big', 'failed')),
    -- Relative to the data folder, once stored.
    path            TEXT,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    error           TEXT,
    updated_at      INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX inbound_media_due ON inbound_media (next_attempt_at) WHERE state = 'waiting';
CREATE INDEX inbound_media_wamid ON inbound_media (wamid);

-- Replies staff saved for reuse ("Thank you, payment received").
CREATE TABLE quick_replies (
    id          INTEGER PRIMARY KEY,
    title       TEXT    NOT NULL UNIQUE,
    body        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

-- Who made a marketing choice for a customer and why, when a person did (source 'staff').
ALTER TABLE marketing_preferences ADD COLUMN by_person TEXT;
ALTER TABLE marketing_preferences ADD COLUMN reason TEXT;

-- Every marketing choice that took effect, oldest first: the contact's history and the
-- opt-outs a campaign caused. (marketing_preferences keeps only the latest per customer.)
CREATE TABLE marketing_choices (
    id          INTEGER PRIMARY KEY,
    recipient   TEXT    NOT NULL,
    value       TEXT    NOT NULL CHECK (value IN ('stop', 'resume')),
    at          INTEGER NOT NULL,
    source      TEXT    NOT NULL,
    by_person   TEXT,
    reason      TEXT
);
CREATE INDEX marketing_choices_recipient ON marketing_choices (recipient, at);
CREATE INDEX marketing_choices_at ON marketing_choices (at);
INSERT INTO marketing_choices (recipient, value, at, source)
    SELECT recipient, value, at, source FROM marketing_preferences;

-- Where and when a customer agreed to hear from the business, when the import or a form said.
ALTER TABLE contacts ADD COLUMN opt_in_source TEXT;
ALTER TABLE contacts ADD COLUMN opt_in_at INTEGER;
