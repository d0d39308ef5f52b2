-- The webhook inbox faces the internet: it keeps each body once, and applied bodies are pruned
-- after the retention the person chose (30 days by default).

-- SHA-256 of the raw body. The same body again (Meta retrying, or someone replaying a
-- recorded delivery) stores nothing. Rows stored before this version keep NULL: SQLite has no
-- SHA-256 to compute it here, and a unique index allows any number of NULLs.
ALTER TABLE webhook_inbox ADD COLUMN digest BLOB;
CREATE UNIQUE INDEX webhook_inbox_digest ON webhook_inbox (digest);

-- Applied rows whose body is still kept, oldest first: what the pruning reads. A pruned row
-- that something still refers to keeps its id and times with an empty body, and leaves this
-- index.
CREATE INDEX webhook_inbox_prunable ON webhook_inbox (applied_at)
    WHERE state = 'applied' AND length(body) > 0;

-- The rows that refer to an inbox row. Deleting an inbox row makes SQLite look for them
-- (foreign keys are on): without these indexes, each deletion would read whole tables.
CREATE INDEX inbound_messages_inbox ON inbound_messages (inbox_id);
CREATE INDEX foreign_statuses_inbox ON foreign_statuses (inbox_id);
CREATE INDEX account_events_inbox ON account_events (inbox_id);
