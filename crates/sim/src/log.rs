//! The simulator's JSON-lines log: one line per request and per decision.
//!
//! Lines are written by a background thread, so logging costs a request only a channel send.
//! `pacer sim check` ([`crate::check`]) reads the log back and reports what the simulator saw.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use serde::{Deserialize, Serialize};

use crate::SimError;

/// Why a send request was not answered normally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fault {
    /// Answered with a 5xx; nothing was sent.
    ServerError,
    /// Accepted and sent; the answer never came.
    TimeoutAfterAccept,
    /// Accepted and sent; the connection was reset before the answer.
    ResetAfterAccept,
    /// Refused during an outage (503, code 2); nothing was sent.
    Outage,
    /// Answered normally, but after a latency spike.
    LatencySpike,
}

/// One line of the log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LogRecord {
    /// The first line: the limits in force.
    Start {
        /// Unix time of the start, in milliseconds.
        unix_ms: u64,
        /// Messages per second (`None`: no limit).
        mps: Option<u32>,
        /// Pair period in seconds (`None`: no pair limit).
        pair_period_s: Option<f64>,
        /// Pair burst.
        pair_burst: Option<u32>,
        /// Unique users per moving 24 h (`None`: unlimited).
        tier: Option<u32>,
        /// Real seconds per simulated second.
        time_scale: f64,
        /// The seed.
        seed: u64,
    },
    /// A `POST …/messages`.
    Send(SendRecord),
    /// Any other Graph request.
    Request {
        /// Simulated microseconds since the start.
        t_us: u64,
        /// HTTP method.
        method: String,
        /// Path without the query.
        path: String,
        /// HTTP status answered.
        http_status: u16,
        /// Meta error code, if refused.
        code: Option<i64>,
    },
    /// A webhook POST attempt.
    WebhookPost {
        /// Simulated microseconds since the start.
        t_us: u64,
        /// The receiving URL (`None`: no URL configured, nothing posted).
        url: Option<String>,
        /// 1 for the first try.
        attempt: u32,
        /// Updates in the POST.
        updates: usize,
        /// The receiver's HTTP status, if it answered.
        http_status: Option<u16>,
        /// Why the POST failed, if it did.
        error: Option<String>,
        /// True when the POST was given up (retried for the whole retry period).
        dropped: bool,
    },
    /// A status update the receiver acknowledged (or, with no URL, would have received).
    Status {
        /// Simulated microseconds since the start.
        t_us: u64,
        /// The message.
        wamid: String,
        /// sent, delivered, read or failed.
        status: String,
        /// The error code of a failed status.
        code: Option<i64>,
        /// A deliberate repeat of an update already posted.
        duplicate: bool,
        /// Whether it was posted to a receiver.
        posted: bool,
    },
    /// An inbound message injected through the control API.
    Inbound {
        /// Simulated microseconds since the start.
        t_us: u64,
        /// Sender digits.
        from: String,
        /// Its wamid.
        wamid: String,
    },
    /// A marketing preference change.
    Preference {
        /// Simulated microseconds since the start.
        t_us: u64,
        /// The user.
        wa_id: String,
        /// stop or resume.
        value: String,
    },
    /// A template status change.
    TemplateStatus {
        /// Simulated microseconds since the start.
        t_us: u64,
        /// Template name.
        name: String,
        /// Language code.
        language: String,
        /// The new status.
        status: String,
    },
    /// A line from a newer simulator.
    #[serde(other)]
    Other,
}

/// One `POST …/messages` and what the simulator decided.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SendRecord {
    /// Simulated microseconds since the start, when the simulator judged the request (read
    /// with its state locked, so sends are logged in the order they were counted).
    pub t_us: u64,
    /// Recipient digits, when the request got that far.
    pub to: Option<String>,
    /// Accepted (Meta will send it) or not.
    pub accepted: bool,
    /// The error code of a refusal.
    pub code: Option<i64>,
    /// The HTTP status answered (0 when no answer was sent).
    pub http_status: u16,
    /// The message id of an accepted message.
    pub wamid: Option<String>,
    /// `biz_opaque_callback_data`, as sent.
    pub callback_data: Option<String>,
    /// Hash of the message without its callback data: same recipient + same hash = the same
    /// message.
    pub content_hash: Option<String>,
    /// An injected fault.
    pub fault: Option<Fault>,
    /// For accepted messages: what will happen (`delivered`, `read`, `failed:131026`…).
    pub fate: Option<String>,
}

/// Writes records to a file from a background thread; a no-op when logging is off.
#[derive(Debug)]
pub struct LogSink {
    sender: Mutex<Option<Sender<LogRecord>>>,
    writer: Mutex<Option<JoinHandle<std::io::Result<()>>>>,
}

impl LogSink {
    /// A sink that writes nothing.
    pub fn off() -> Self {
        Self {
            sender: Mutex::new(None),
            writer: Mutex::new(None),
        }
    }

    /// A sink writing to `path` (created or truncated).
    pub fn to_file(path: &Path) -> Result<Self, SimError> {
        let file = File::create(path).map_err(|e| {
            SimError::Config(format!(
                "cannot create the log file {}: {e}",
                path.display()
            ))
        })?;
        let (sender, receiver) = mpsc::channel();
        let writer = std::thread::Builder::new()
            .name("sim-log".into())
            .spawn(move || write_lines(receiver, BufWriter::with_capacity(1 << 16, file)))
            .map_err(SimError::Io)?;
        Ok(Self {
            sender: Mutex::new(Some(sender)),
            writer: Mutex::new(Some(writer)),
        })
    }

    /// Queues a record.
    pub fn write(&self, record: LogRecord) {
        if let Ok(guard) = self.sender.lock()
            && let Some(sender) = guard.as_ref()
        {
            // The writer only stops after `close`; a failed send means the log is closed
            // and the record has nowhere to go.
            let _ = sender.send(record);
        }
    }

    /// Writes what is queued and closes the file.
    pub fn close(&self) -> Result<(), SimError> {
        if let Ok(mut guard) = self.sender.lock() {
            guard.take();
        }
        let writer = self.writer.lock().ok().and_then(|mut w| w.take());
        if let Some(writer) = writer {
            match writer.join() {
                Ok(result) => result.map_err(SimError::Io)?,
                Err(_) => return Err(SimError::Config("the log writer thread panicked".into())),
            }
        }
        Ok(())
    }
}

fn write_lines(receiver: Receiver<LogRecord>, mut out: BufWriter<File>) -> std::io::Result<()> {
    while let Ok(record) = receiver.recv() {
        write_one(&mut out, &record)?;
        // Drain what is already queued before flushing, so bursts cost one write.
        while let Ok(record) = receiver.try_recv() {
            write_one(&mut out, &record)?;
        }
        out.flush()?;
    }
    out.flush()
}

fn write_one(out: &mut BufWriter<File>, record: &LogRecord) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, record)?;
    out.write_all(b"\n")
}
