//! Webhooks from Meta: the receiver that stores them and the applier that turns them into
//! message states (`DESIGN.md` §3.8).

pub mod applier;
pub mod payload;
pub mod receiver;
