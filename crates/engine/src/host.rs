//! How the engine is reached: the local API for programs on this machine, the webhook receiver
//! for Meta, the tunnel that lets Meta reach it, and the node that starts them together.

pub mod api;
pub mod doors;
pub mod listener;
pub mod node;
pub mod readable;
pub mod sharing;
pub mod tunnel;
pub mod webhook_receiver;
