-- What a failure rests on: Meta's code, or what Pacer itself saw. Until now Pacer stored its
-- own outcomes (no connection, no answer) under code 0, which is Meta's code for an
-- authentication error: reports then told people to replace a token that was fine.
ALTER TABLE messages ADD COLUMN failure_kind TEXT;

-- Sorting the old rows out by the words Pacer wrote with them. Every failure Pacer gave up on
-- without Meta's error said "no answer from Meta" (after its tries) or "Meta never answered,
-- twice"; a message unreadable from the database said so.
UPDATE messages SET failure_kind = 'no_answer', error_code = NULL
 WHERE state = 'failed' AND error_code = 0 AND error_text LIKE 'Meta never answered, twice%';
UPDATE messages SET failure_kind = 'internal', error_code = NULL
 WHERE state = 'failed' AND error_code = 0 AND error_text LIKE 'Pacer could not read this message back%';
UPDATE messages SET failure_kind = 'network', error_code = NULL
 WHERE state = 'failed' AND error_code = 0 AND error_text LIKE '%no answer from Meta%';
UPDATE messages SET failure_kind = 'meta'
 WHERE state = 'failed' AND failure_kind IS NULL AND error_code IS NOT NULL;
-- A message waiting for a retry keeps its words, without a code Meta never gave (Meta's real
-- code 0 pauses all sending and is never stored on a waiting message).
UPDATE messages SET error_code = NULL WHERE state <> 'failed' AND error_code = 0;
