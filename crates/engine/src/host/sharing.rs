//! Sharing one Pacer with the office (`docs/office.md`): the office Pacer is the only one that
//! sends; every other desk works through it over the local network, with TLS.
//!
//! What is here so far is the trust between them, the part everything else stands on:
//! - [`identity`]: the office Pacer's own certificate, made at its first start, and its
//!   fingerprint, which a person compares by eye when pairing a desk;
//! - [`pin`]: a desk's TLS client that trusts exactly that certificate (pinned, as Syncthing
//!   pins a device), with no certificate authority and no warning to click through, and that
//!   says plainly when the office Pacer's certificate changed;
//! - [`pairing`]: the short code the office Pacer shows and a desk types once, refused when
//!   wrong, old or guessed at too often;
//! - [`desks`]: the paired desks, each with its own credential (only its digest kept) and role,
//!   revocable at once;
//! - [`office_api`]: the office listener's pairing and "who am I" routes, and the local API's
//!   routes for desks, served over TLS by `listener::serve_tls`;
//! - [`roles`]: which role may call which route;
//! - [`desk_link`]: a paired desk's line to its office Pacer — look at its certificate, pair,
//!   ask, follow the push stream — with errors that say reached or not, pinned or not;
//! - [`discovery`]: the office Pacer announced on the local network (DNS-SD), the offices a
//!   desk finds, and a second office Pacer sending for the same number noticed.

pub mod desk_link;
pub mod desks;
pub mod discovery;
pub mod identity;
pub mod office_api;
pub mod pairing;
pub mod pin;
pub mod roles;

pub use desk_link::{DeskError, DeskLink, OfficeAddress, PushEvent};
pub use discovery::{
    Announcement, Announcer, Browse, Discovery, DiscoveryError, FoundOffice, Rival, rival,
};
pub use identity::{Fingerprint, Identity, IdentityError};
pub use pairing::{PairingCode, PairingRefused, Pairings};
pub use pin::{CertificateChanged, pinned_client};
