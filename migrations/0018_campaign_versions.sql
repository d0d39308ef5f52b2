-- A campaign's version (`docs/office.md`, "Every screen from a desk"): several desks may look
-- at one campaign, and a change one of them makes must never be overwritten silently by
-- another who decided on what they saw before it. Every change of a campaign's row adds one;
-- a request that says which version it saw (`If-Match`) is refused when the campaign has
-- changed since, naming who changed it and when (from the audit log).
ALTER TABLE campaigns ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
