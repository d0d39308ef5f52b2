-- Nothing looks messages up by recipient (reports join contacts by phone; pacing and the tier
-- are in memory), and each index costs every insert: a 100,000-message launch pays for it
-- 100,000 times.
DROP INDEX IF EXISTS messages_recipient;
