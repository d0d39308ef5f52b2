//! Conversations (`docs/inbox.md`): what customers write back, read beside what Pacer sent
//! them, and answered from Pacer.
//!
//! A conversation is a customer who wrote to the business at least once; its thread is every
//! message either way, oldest first, read in pages so a thread of 10,000 messages never loads
//! whole. What a customer sent is kept by the webhook applier (`inbound_messages`, with Meta's
//! typed object); [`content`] reads it into a shape per kind. Whether a person has read a
//! conversation is [`reads`]' table; unread counts come from it, so they survive a restart.
//!
//! The parts: `model` (the types), `content` (what a customer sent), `list` (conversations,
//! newest first, searched and filtered), `thread` (one customer's messages, paged), `reads`
//! (how far a person has read).

mod arrivals;
mod campaign_replies;
pub mod content;
mod list;
pub mod media;
mod media_view;
mod model;
mod quick_replies;
mod reads;
mod reply;
mod sent;
mod thread;

pub use arrivals::{Arrivals, Arrived, arrivals, media_changed, replies_changed_at};
pub use campaign_replies::{
    ButtonTaps, CampaignReplies, campaign_replies, replied_recipients, tapped_recipients,
};
pub use content::{ContactCard, InboundContent, MediaKind, OrderItem};
pub use list::{ANSWER_WITHIN_MS, WINDOW_MS, conversations};
pub use media::{InboundMediaView, MediaFetcher, MediaProblem, MediaState, media_for};
pub use media_view::stored_media_path;
pub use model::{
    CampaignRef, ConversationPage, ConversationQuery, ConversationRow, MAX_CONVERSATIONS,
    MAX_THREAD_PAGE, Received, Sent, SentContent, Side, Step, ThreadCursor, ThreadItem, ThreadPage,
    ThreadQuery,
};
pub use quick_replies::{
    QuickReply, QuickReplyError, delete_quick_reply, quick_replies, save_quick_reply,
};
pub use reads::{mark_read, unread_total};
pub use reply::{FileKind, Reply, ReplyRefused, TEXT_MAX_CHARS, send_reply};
pub use thread::thread;
