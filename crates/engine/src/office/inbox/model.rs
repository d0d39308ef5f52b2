//! The Inbox's types: the list of conversations, one thread, and what a customer sent. The
//! window, the local API and the command line all read these.

use pacer_words::Said;
use serde::{Deserialize, Serialize};

use crate::templates::Preview;

use super::content::InboundContent;
use super::media::InboundMediaView;

/// How a conversation list is asked for.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ConversationQuery {
    /// Words to look for in the customer's name, number or what either side wrote.
    pub search: Option<String>,
    /// Only customers who answered this campaign (its id).
    pub campaign: Option<String>,
    /// Only conversations whose customer wrote last and has no answer yet.
    pub waiting: bool,
    /// Rows to skip (newest first).
    pub offset: u32,
    /// Rows wanted (at most [`MAX_CONVERSATIONS`]).
    pub limit: u32,
}

/// The most conversations one page holds.
pub const MAX_CONVERSATIONS: u32 = 200;

/// Who wrote a message of a thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The customer.
    Customer,
    /// The business (Pacer sent it).
    Business,
}

/// One customer's conversation in the list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ConversationRow {
    /// The customer's number (E.164).
    pub phone: String,
    /// Their name: the contact's, else the WhatsApp profile name they sent.
    pub name: Option<String>,
    /// When the newest message either way was written (Unix ms).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub last_at: i64,
    /// Who wrote the newest message.
    pub last_side: Side,
    /// The newest message in a line: its text, or its kind when it has none.
    pub last_text: Option<String>,
    /// The newest message's kind (`text`, `image`, `template` …).
    pub last_kind: String,
    /// The customer's messages nobody has opened yet.
    pub unread: u32,
    /// The customer wrote last and nobody has answered.
    pub waiting: bool,
    /// When the customer's 24-hour window closes (Unix ms); `None` when it is closed.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub window_ends_at: Option<i64>,
    /// They stopped marketing messages.
    pub opted_out: bool,
}

/// A page of conversations, newest first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ConversationPage {
    /// The rows.
    pub rows: Vec<ConversationRow>,
    /// Conversations matching the query.
    pub total: u32,
    /// Unread customer messages in all conversations (the badge).
    pub unread_total: u32,
}

/// Where a page of a thread ends: items strictly older than this are the next page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ThreadCursor {
    /// The item's time (Unix ms).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub at: i64,
    /// Its place among items of the same millisecond.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub order: i64,
}

/// How a page of one thread is asked for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ThreadQuery {
    /// The customer's number.
    pub phone: String,
    /// Items older than this; `None`: the newest.
    pub before: Option<ThreadCursor>,
    /// Items wanted (at most [`MAX_THREAD_PAGE`]).
    pub limit: u32,
}

/// The most items one page of a thread holds.
pub const MAX_THREAD_PAGE: u32 = 200;

/// A page of one thread: oldest first, so it reads top to bottom.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ThreadPage {
    /// The customer's number.
    pub phone: String,
    /// Their name, as in the list.
    pub name: Option<String>,
    /// The items, oldest first.
    pub items: Vec<ThreadItem>,
    /// Where the next (older) page starts; `None` when this page reaches the first message.
    pub older: Option<ThreadCursor>,
    /// Items in the whole thread.
    pub total: u32,
    /// Customer messages not yet opened.
    pub unread: u32,
    /// When the customer's 24-hour window closes (Unix ms); `None` when it is closed: only a
    /// template may be sent then.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub window_ends_at: Option<i64>,
    /// They stopped marketing messages.
    pub opted_out: bool,
}

/// One message of a thread, either way.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "side", rename_all = "snake_case")]
pub enum ThreadItem {
    /// What the customer wrote.
    Customer(Received),
    /// What Pacer sent.
    Business(Sent),
}

impl ThreadItem {
    /// Its place in the thread.
    pub fn cursor(&self) -> ThreadCursor {
        match self {
            ThreadItem::Customer(r) => r.cursor,
            ThreadItem::Business(s) => s.cursor,
        }
    }
}

/// A message a customer sent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Received {
    /// Its place in the thread.
    pub cursor: ThreadCursor,
    /// Meta's id of it.
    pub wamid: String,
    /// When Pacer heard of it (Unix ms).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub at: i64,
    /// What it is and says.
    pub content: InboundContent,
    /// The file it carries, when it carries one, and how fetching it went.
    pub media: Option<InboundMediaView>,
    /// The business message it answers (a tapped button's template), when Meta said.
    pub answers: Option<String>,
    /// Nobody has opened it yet.
    pub unread: bool,
}

/// A message Pacer sent (a campaign's, a reply, one a program posted).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Sent {
    /// Its place in the thread.
    pub cursor: ThreadCursor,
    /// Pacer's key of it (`GET /v1/messages/{key}`).
    pub key: String,
    /// Meta's id, once sent.
    pub wamid: Option<String>,
    /// When it was queued (Unix ms).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub at: i64,
    /// What it says.
    pub content: SentContent,
    /// Where it is now (`queued`, `sent`, `delivered`, `read`, `failed` …).
    pub state: String,
    /// Each status with its time, oldest first.
    pub steps: Vec<Step>,
    /// Why it failed or waits, in plain words.
    pub problem: Option<String>,
    /// `problem` as a catalogue message: the window shows it in the person's language.
    pub problem_said: Option<Said>,
    /// The campaign it belongs to.
    pub campaign: Option<CampaignRef>,
}

/// A status a sent message reached, and when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Step {
    /// `sent`, `delivered`, `read`, `failed` …
    pub state: String,
    /// Unix ms.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub at: i64,
}

/// A campaign, by id and name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CampaignRef {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
}

/// What a sent message says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SentContent {
    /// A template, filled in as the customer saw it (`None` when Pacer no longer knows the
    /// template's text).
    Template {
        /// Its name.
        name: String,
        /// Its language (Meta's code, `pt_BR`).
        language: String,
        /// Header, body, footer and buttons with the customer's values.
        preview: Option<Preview>,
    },
    /// Free text.
    Text {
        /// What it says.
        body: String,
    },
    /// A picture, video, voice note, file or sticker.
    Media {
        /// `image`, `video`, `audio`, `document`, `sticker`.
        media: String,
        /// Its caption.
        caption: Option<String>,
        /// A document's file name.
        file_name: Option<String>,
    },
    /// Another kind (`interactive`, `location`, `reaction` …), by its name.
    Other {
        /// Meta's `type`.
        type_name: String,
    },
}
