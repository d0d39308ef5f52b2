-- Marketing choices apply in the order customers made them, not the order they arrive: Meta
-- retries a webhook for days, so an old `resume` can arrive after a newer `stop`.

-- Each customer's latest marketing choice that took effect, with the time they made it
-- (Unix ms on Pacer's clock: Meta's time for a user_preferences change or an opt-out reply,
-- Pacer's for a 131050). A choice older than this one is ignored. Who is opted out now stays
-- in marketing_opt_outs.
CREATE TABLE marketing_preferences (
    recipient   TEXT    PRIMARY KEY,
    value       TEXT    NOT NULL CHECK (value IN ('stop', 'resume')),
    at          INTEGER NOT NULL,
    source      TEXT    NOT NULL
) WITHOUT ROWID;

-- Customers opted out before this version: their stop counts from when Pacer recorded it.
INSERT INTO marketing_preferences (recipient, value, at, source)
    SELECT recipient, 'stop', at, source FROM marketing_opt_outs;
