-- A campaign's messages share one request body: the template, its language and its components
-- are the same for every customer; only the recipient and their values differ. 0010 stores
-- that body once (`message_shapes`: Meta's JSON cut where each message's values go) and each
-- message's values beside a reference to it, instead of 100,000 copies of the same JSON
-- (`docs/sending.md#ledger`).

-- The body's pieces (`parts`, a JSON array of strings) and which of a message's values goes
-- into each gap between them (`holes`, a JSON array of indexes). The same body is one row.
CREATE TABLE message_shapes (
    id          INTEGER PRIMARY KEY,
    parts       TEXT    NOT NULL,
    holes       TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    UNIQUE (parts, holes)
);

-- NULL: `payload` is the whole body, as before 0010. Otherwise `payload` is the JSON array of
-- this message's values, filled into its shape's gaps to make the body.
ALTER TABLE messages ADD COLUMN shape_id INTEGER REFERENCES message_shapes (id);

-- The open messages' index said `state IN (…)`: SQLite builds a small temporary table for a
-- list of more than two constants each time it checks a new row against it, which a
-- 100,000-message launch paid 100,000 times. The same set written with OR is checked in place;
-- the queries that want this index say it the same way (`ledger::messages::OPEN`).
DROP INDEX messages_open;
CREATE INDEX messages_open ON messages (state)
    WHERE state = 'queued' OR state = 'sending' OR state = 'deferred' OR state = 'in_doubt';
