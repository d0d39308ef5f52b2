-- Sending hours (`docs/sending.md`, "Send hours"): a campaign may send only between two times of
-- day in a time zone; outside them its messages wait for the next opening. Written
-- `HH:MM|HH:MM|Zone` (`09:00|20:00|Asia/Karachi`); NULL: any time.

-- The batch's hours as the sender keeps them, read at every start so that a restart at night
-- sends nothing before the hours open.
ALTER TABLE batches ADD COLUMN send_hours TEXT;

-- The campaign's hours as the person set them.
ALTER TABLE campaigns ADD COLUMN send_hours TEXT;
