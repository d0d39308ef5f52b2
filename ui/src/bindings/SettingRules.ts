// Generated from crates/engine/src/office/settings_rules.rs by src-tauri/tests/bindings.rs: do not edit.

/** Messages per second a person may set. */
export const MESSAGES_PER_SECOND = { min: 1, max: 1000 } as const;

/** The share of the rate campaigns may use, in per cent. */
export const BULK_SHARE_PERCENT = { min: 10, max: 100 } as const;

/** Invoice PDF uploads per second. */
export const MEDIA_PER_SECOND = { min: 1, max: 1000 } as const;

/** Days delivery updates stay in the inbox. */
export const INBOX_RETENTION_DAYS = { min: 1, max: 365 } as const;

/** A lane's time limit in minutes (0: none). */
export const EXPIRES_AFTER_MINUTES = { min: 0, max: 43200 } as const;

/** Every price is below this, in the card's currency. */
export const PRICE_BELOW = 1000;
