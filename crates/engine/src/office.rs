//! What office staff work with, built on the core: contact lists in, templates from Meta,
//! campaigns that queue messages into the ledger, reports that read it back; and the rules of
//! the settings a person chooses.

pub mod audiences;
pub mod audit;
pub mod campaigns;
pub mod contacts;
pub mod import;
pub mod inbox;
pub mod opt_outs;
pub mod prices;
pub mod reports;
pub mod settings_rules;
pub mod templates;
