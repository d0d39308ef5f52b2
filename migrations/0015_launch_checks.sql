-- A launch's writes, made cheaper without giving up any rule (`docs/sending.md`, "Launching is a
-- pipeline"). Every message row is checked against its table's CHECK constraints when it is
-- written; `lane IN (…)` and `state IN (…)` with more than two constants make SQLite build a
-- small temporary table for each row it checks (as the open messages' index did before 0010),
-- which a 100,000-message launch paid 100,000 times, a sixth of its writing. The same sets
-- written with OR are checked in place. And `wamid UNIQUE` gave every new message an entry in
-- a unique index while its wamid is still NULL: the index now holds only the wamids Meta gave
-- (a partial unique index), which the queries by wamid use as before, since `wamid = ?` can
-- only match a row whose wamid is not NULL. And the reference to a message's shape is checked
-- when the transaction commits, not after each statement: SQLite keeps an undo copy of every
-- page a statement touches for as long as the statement might fail half-way, and an immediate
-- foreign key made each 100-row insert such a statement (with the inserts' `OR IGNORE`, a
-- quarter of a launch's writing was those copies). A shape is stored in the same write as the
-- messages that use it and is never deleted, so the check never fails in practice; if it did,
-- the whole write would be refused, never a message kept without its body.
--
-- SQLite cannot change a CHECK constraint in place, so `messages` is rebuilt as 0008 did: a new
-- table, every row copied with its id, the old one dropped, the new one renamed; foreign keys
-- are off while Pacer migrates and checked before the migration commits. Every column the
-- table has at this version is listed.

CREATE TABLE messages_new (
    id                      INTEGER PRIMARY KEY,
    key                     TEXT    NOT NULL UNIQUE,
    idempotency_key         TEXT    UNIQUE,
    lane                    TEXT    NOT NULL CHECK (lane = 'express' OR lane = 'bulk'),
    batch                   TEXT,
    recipient               TEXT    NOT NULL,
    wa_id                   TEXT,
    user_id                 TEXT,
    kind                    TEXT    NOT NULL,
    template_name           TEXT,
    template_language       TEXT,
    payload                 TEXT    NOT NULL,
    state                   TEXT    NOT NULL CHECK (state = 'queued' OR state = 'sending'
                                OR state = 'sent' OR state = 'delivered' OR state = 'read'
                                OR state = 'failed' OR state = 'in_doubt' OR state = 'deferred'
                                OR state = 'cancelled' OR state = 'skipped' OR state = 'expired'),
    defer_reason            TEXT,
    attempts                INTEGER NOT NULL DEFAULT 0,
    pair_failures           INTEGER NOT NULL DEFAULT 0,
    resent_after_no_answer  INTEGER NOT NULL DEFAULT 0,
    next_attempt_at         INTEGER,
    -- Unique where Meta gave one: `messages_wamid` below.
    wamid                   TEXT,
    error_code              INTEGER,
    -- What a failure rests on (0007): meta, network, no_answer, unexpected_answer, internal.
    failure_kind            TEXT,
    error_text              TEXT,
    created_at              INTEGER NOT NULL,
    queued_at               INTEGER,
    sending_at              INTEGER,
    sent_at                 INTEGER,
    delivered_at            INTEGER,
    read_at                 INTEGER,
    failed_at               INTEGER,
    in_doubt_at             INTEGER,
    deferred_at             INTEGER,
    cancelled_at            INTEGER,
    skipped_at              INTEGER,
    updated_at              INTEGER NOT NULL,
    -- When it expires if it has not left by then; NULL: no limit (0008).
    expires_at              INTEGER,
    -- The limit it was given, in milliseconds after it was queued (0008).
    expires_after_ms        INTEGER,
    expired_at              INTEGER,
    -- NULL: `payload` is the whole body; otherwise its values for this shape (0010).
    shape_id                INTEGER REFERENCES message_shapes (id) DEFERRABLE INITIALLY DEFERRED
);

INSERT INTO messages_new (
        id, key, idempotency_key, lane, batch, recipient, wa_id, user_id, kind, template_name,
            template_language, payload, state, defer_reason, attempts, pair_failures,
            resent_after_no_answer, next_attempt_at, wamid, error_code, failure_kind,
            error_text, created_at, queued_at, sending_at, sent_at, delivered_at, read_at,
            failed_at, in_doubt_at, deferred_at, cancelled_at, skipped_at, updated_at,
            expires_at, expires_after_ms, expired_at, shape_id)
    SELECT
        id, key, idempotency_key, lane, batch, recipient, wa_id, user_id, kind, template_name,
            template_language, payload, state, defer_reason, attempts, pair_failures,
            resent_after_no_answer, next_attempt_at, wamid, error_code, failure_kind,
            error_text, created_at, queued_at, sending_at, sent_at, delivered_at, read_at,
            failed_at, in_doubt_at, deferred_at, cancelled_at, skipped_at, updated_at,
            expires_at, expires_after_ms, expired_at, shape_id
    FROM messages;

DROP TABLE messages;
ALTER TABLE messages_new RENAME TO messages;
CREATE UNIQUE INDEX messages_wamid ON messages (wamid) WHERE wamid IS NOT NULL;
CREATE INDEX messages_open ON messages (state)
    WHERE state = 'queued' OR state = 'sending' OR state = 'deferred' OR state = 'in_doubt';
CREATE INDEX messages_batch ON messages (batch, state);
CREATE INDEX messages_recipient ON messages (recipient, id);
