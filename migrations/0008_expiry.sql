-- Messages that must not arrive late: a message may carry a time limit, and one that could not
-- leave within it ends `expired` instead of being sent (a login code an hour late is worse than
-- none). Times are Unix milliseconds on Pacer's clock.
--
-- SQLite cannot change a CHECK constraint in place, so `messages` is rebuilt with `expired`
-- among its states (SQLite's "making other kinds of table schema changes"): a new table, every
-- row copied with its id, the old one dropped, the new one renamed. Pacer turns foreign keys
-- off while it migrates (message_events points at messages) and checks them before the
-- migration commits. Every column the table has at this version is listed: a column added to
-- `messages` by an earlier migration must be copied here too.

CREATE TABLE messages_new (
    id                      INTEGER PRIMARY KEY,
    key                     TEXT    NOT NULL UNIQUE,
    idempotency_key         TEXT    UNIQUE,
    lane                    TEXT    NOT NULL CHECK (lane IN ('express', 'bulk')),
    batch                   TEXT,
    recipient               TEXT    NOT NULL,
    wa_id                   TEXT,
    user_id                 TEXT,
    kind                    TEXT    NOT NULL,
    template_name           TEXT,
    template_language       TEXT,
    payload                 TEXT    NOT NULL,
    state                   TEXT    NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'delivered',
                                'read', 'failed', 'in_doubt', 'deferred', 'cancelled', 'skipped',
                                'expired')),
    defer_reason            TEXT,
    attempts                INTEGER NOT NULL DEFAULT 0,
    pair_failures           INTEGER NOT NULL DEFAULT 0,
    resent_after_no_answer  INTEGER NOT NULL DEFAULT 0,
    next_attempt_at         INTEGER,
    wamid                   TEXT    UNIQUE,
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
    -- When it expires if it has not left by then; NULL: no limit. Moved with the other saved
    -- waits when the clock was set back while Pacer was stopped.
    expires_at              INTEGER,
    -- The limit it was given, in milliseconds after it was queued (the words of its reason,
    -- and a new limit from the moment a person sends it again).
    expires_after_ms        INTEGER,
    expired_at              INTEGER
);

INSERT INTO messages_new (id, key, idempotency_key, lane, batch, recipient, wa_id, user_id, kind,
        template_name, template_language, payload, state, defer_reason, attempts, pair_failures,
        resent_after_no_answer, next_attempt_at, wamid, error_code, failure_kind, error_text,
        created_at, queued_at, sending_at, sent_at, delivered_at, read_at, failed_at, in_doubt_at,
        deferred_at, cancelled_at, skipped_at, updated_at)
    SELECT id, key, idempotency_key, lane, batch, recipient, wa_id, user_id, kind,
        template_name, template_language, payload, state, defer_reason, attempts, pair_failures,
        resent_after_no_answer, next_attempt_at, wamid, error_code, failure_kind, error_text,
        created_at, queued_at, sending_at, sent_at, delivered_at, read_at, failed_at, in_doubt_at,
        deferred_at, cancelled_at, skipped_at, updated_at
    FROM messages;

DROP TABLE messages;
ALTER TABLE messages_new RENAME TO messages;
CREATE INDEX messages_open ON messages (state) WHERE state IN ('queued', 'sending', 'deferred', 'in_doubt');
CREATE INDEX messages_batch ON messages (batch, state);

-- Meta's time-to-live of a template (`message_send_ttl_seconds`), as last synced: an
-- authentication template's limit is never longer. NULL: Meta did not say.
ALTER TABLE templates ADD COLUMN message_send_ttl_seconds INTEGER;
