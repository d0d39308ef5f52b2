-- The ledger (`docs/sending.md#ledger`): every outbound message, its history, and the state the
-- dispatcher keeps across restarts (pair pacing, tier usage, pauses). Times are Unix
-- milliseconds on Pacer's clock.

CREATE TABLE messages (
    id                      INTEGER PRIMARY KEY,
    -- Public id, also sent to Meta as biz_opaque_callback_data so a status webhook can find
    -- the row even when the HTTP answer (and the wamid) was lost.
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
    -- The exact Graph request body, without biz_opaque_callback_data (added at send time).
    payload                 TEXT    NOT NULL,
    state                   TEXT    NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'delivered',
                                'read', 'failed', 'in_doubt', 'deferred', 'cancelled', 'skipped')),
    defer_reason            TEXT,
    attempts                INTEGER NOT NULL DEFAULT 0,
    pair_failures           INTEGER NOT NULL DEFAULT 0,
    resent_after_no_answer  INTEGER NOT NULL DEFAULT 0,
    next_attempt_at         INTEGER,
    wamid                   TEXT    UNIQUE,
    error_code              INTEGER,
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
    updated_at              INTEGER NOT NULL
);
CREATE INDEX messages_open ON messages (state) WHERE state IN ('queued', 'sending', 'deferred', 'in_doubt');
CREATE INDEX messages_batch ON messages (batch, state);
CREATE INDEX messages_recipient ON messages (recipient);

-- Every state change and every webhook status, in order: the history of one message.
CREATE TABLE message_events (
    id          INTEGER PRIMARY KEY,
    message_id  INTEGER NOT NULL REFERENCES messages (id),
    at          INTEGER NOT NULL,
    state       TEXT    NOT NULL,
    code        INTEGER,
    detail      TEXT
);
CREATE INDEX message_events_message ON message_events (message_id, id);

-- Pair pacing: the GCRA theoretical arrival time per recipient, written in the same
-- transaction as the send claim.
CREATE TABLE pair_pacing (
    recipient   TEXT    PRIMARY KEY,
    tat         INTEGER NOT NULL
) WITHOUT ROWID;

-- Unique recipients of business-initiated messages, with the last time each was counted:
-- the moving 24 h of the messaging limit.
CREATE TABLE tier_usage (
    recipient   TEXT    PRIMARY KEY,
    counted_at  INTEGER NOT NULL
) WITHOUT ROWID;

-- The last message each customer sent us: an open 24 h service window.
CREATE TABLE service_windows (
    recipient       TEXT    PRIMARY KEY,
    last_inbound_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Customers who stopped marketing messages (131050 or a user_preferences stop).
CREATE TABLE marketing_opt_outs (
    recipient   TEXT    PRIMARY KEY,
    at          INTEGER NOT NULL,
    source      TEXT    NOT NULL
) WITHOUT ROWID;

-- Campaigns and posted batches that can be paused on their own.
CREATE TABLE batches (
    id              TEXT    PRIMARY KEY,
    state           TEXT    NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'paused', 'cancelled')),
    paused_reason   TEXT,
    paused_code     INTEGER,
    paused_at       INTEGER,
    created_at      INTEGER NOT NULL
) WITHOUT ROWID;

-- The circuit breaker: one row.
CREATE TABLE circuit (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    state       TEXT    NOT NULL CHECK (state IN ('closed', 'open')),
    reason      TEXT,
    code        INTEGER,
    opened_at   INTEGER,
    probe_at    INTEGER
);
INSERT INTO circuit (id, state) VALUES (1, 'closed');

-- Raw webhook bodies, stored before they are answered and applied in order.
CREATE TABLE webhook_inbox (
    id          INTEGER PRIMARY KEY,
    received_at INTEGER NOT NULL,
    body        BLOB    NOT NULL,
    state       TEXT    NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'applied', 'unparseable')),
    error       TEXT,
    applied_at  INTEGER
);
CREATE INDEX webhook_inbox_new ON webhook_inbox (id) WHERE state = 'new';

-- Statuses for messages Pacer did not send (another app may share the WABA): kept, not dropped.
CREATE TABLE foreign_statuses (
    id          INTEGER PRIMARY KEY,
    wamid       TEXT    NOT NULL,
    status      TEXT    NOT NULL,
    at          INTEGER NOT NULL,
    inbox_id    INTEGER NOT NULL REFERENCES webhook_inbox (id),
    UNIQUE (wamid, status)
);

-- Every (wamid, status) applied once: a repeated webhook changes nothing.
CREATE TABLE statuses_applied (
    wamid   TEXT    NOT NULL,
    status  TEXT    NOT NULL,
    PRIMARY KEY (wamid, status)
) WITHOUT ROWID;

-- Settings Pacer keeps for itself (the clock's anchor for scaled test runs).
CREATE TABLE settings (
    key     TEXT    PRIMARY KEY,
    value   TEXT    NOT NULL
) WITHOUT ROWID;
