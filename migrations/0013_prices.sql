-- The rate card (Meta's prices per delivered template message, by market and category) and
-- each campaign's cost estimated at launch, for the report to compare with the cost after
-- delivery. Owner: crates/engine/src/office/prices/store.rs.

-- One card at a time: loading another replaces it. `card` is the card as JSON.
CREATE TABLE rate_card (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    card        TEXT    NOT NULL,
    loaded_at   INTEGER NOT NULL
);

-- `estimate` is the estimate as JSON, priced with the card of the day of the launch.
CREATE TABLE campaign_estimates (
    campaign    TEXT    PRIMARY KEY,
    estimate    TEXT    NOT NULL,
    made_at     INTEGER NOT NULL
) WITHOUT ROWID;
