-- Delivery tracking (`docs/sending.md#webhooks`): what customers write to the business, Meta's templates as
-- last heard of, and account-level updates from Meta.

-- Every inbound message, once. A message opens its sender's 24 h service window.
CREATE TABLE inbound_messages (
    id              INTEGER PRIMARY KEY,
    wamid           TEXT    NOT NULL UNIQUE,
    from_number     TEXT,
    user_id         TEXT,
    name            TEXT,
    kind            TEXT    NOT NULL,
    text            TEXT,
    meta_timestamp  INTEGER,
    received_at     INTEGER NOT NULL,
    inbox_id        INTEGER NOT NULL REFERENCES webhook_inbox (id)
);
CREATE INDEX inbound_messages_from ON inbound_messages (from_number, received_at);

-- Meta's templates: status and category as last synced or reported by webhook.
CREATE TABLE templates (
    name        TEXT    NOT NULL,
    language    TEXT    NOT NULL,
    status      TEXT    NOT NULL,
    category    TEXT,
    template_id TEXT,
    components  TEXT,
    reason      TEXT,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (name, language)
) WITHOUT ROWID;

-- Account-level updates from Meta (messaging limit, quality, throughput), newest last.
CREATE TABLE account_events (
    id          INTEGER PRIMARY KEY,
    field       TEXT    NOT NULL,
    detail      TEXT    NOT NULL,
    at          INTEGER NOT NULL,
    inbox_id    INTEGER REFERENCES webhook_inbox (id)
);
