-- A language per customer (`docs/campaigns.md`, "A language per customer"): the column of the
-- list naming each customer's language; NULL: everyone gets the campaign's own language.
ALTER TABLE campaigns ADD COLUMN language_column TEXT;
