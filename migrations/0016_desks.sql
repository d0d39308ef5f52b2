-- The desks paired with this office Pacer (`docs/office.md`): each has its own credential, of
-- which only the SHA-256 is kept (a stolen database gives no way in), a role, and the moment it
-- was revoked, if it was. A revoked desk stays listed, so Settings → People shows who had
-- access and until when.
CREATE TABLE desks (
    id                  INTEGER PRIMARY KEY,
    name                TEXT    NOT NULL,
    role                TEXT    NOT NULL CHECK (role = 'owner' OR role = 'staff'
                                    OR role = 'viewer' OR role = 'system'),
    credential_sha256   TEXT    NOT NULL UNIQUE,
    paired_at           INTEGER NOT NULL,
    revoked_at          INTEGER,
    last_seen_at        INTEGER
);
