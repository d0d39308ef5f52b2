-- Who did what (`docs/office.md`, "Who did what"): once several desks share one office Pacer,
-- the owner needs to see which person launched, paused or cancelled a campaign, imported a
-- list, changed an opt-out, replied or changed a setting, and when. One row per action, only
-- ever added: nothing in Pacer changes or deletes a row. `who` is the name as it was shown at
-- the time ("Front desk", "This PC", "Local API"), so a desk renamed or revoked later leaves
-- the record as it was; `desk_id` links the desk when one did it. Subjects are names, ids and
-- numbers, never a token or a credential. The actions are listed here so a row Pacer cannot
-- show is refused (a new action is a new migration that rebuilds the table, as 0008 did); the
-- log is written a few times a minute at most, so `IN (…)` costs nothing here (0015's reason
-- for OR applies to the messages a launch writes by the hundred thousand).
CREATE TABLE audit (
    id          INTEGER PRIMARY KEY,
    at          INTEGER NOT NULL,
    who         TEXT    NOT NULL,
    desk_id     INTEGER REFERENCES desks (id),
    action      TEXT    NOT NULL CHECK (action IN (
                    'campaign_launched', 'campaign_paused', 'campaign_resumed',
                    'campaign_cancelled', 'campaign_created', 'campaign_edited',
                    'campaign_deleted', 'contacts_imported', 'opted_out', 'opted_in',
                    'reply_sent', 'settings_changed', 'template_created', 'template_edited',
                    'template_deleted', 'rate_card_loaded', 'desk_paired', 'desk_revoked',
                    'role_changed', 'system_key_made')),
    subject     TEXT,
    detail      TEXT
);

-- Settings → Who did what shows a period; the export reads everything in order of id.
CREATE INDEX audit_at ON audit (at);
