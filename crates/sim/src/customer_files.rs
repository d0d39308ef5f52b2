//! Files the simulator's customers send: small real files for each media kind, kept behind a
//! media id the way Meta keeps them, and the download faults a test can ask for.
//!
//! Meta keeps an inbound media id for seven days; `GET /{media-id}` answers a URL that lives
//! about five minutes and wants the bearer token. The simulator does the same on its scaled
//! clock (`server/downloads.rs` serves the URL).

use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use bytes::Bytes;
use sha2::{Digest, Sha256};

use crate::clock::SimTime;

/// How long Meta keeps a media id a customer sent.
pub const INBOUND_MEDIA_LIFETIME: Duration = Duration::from_secs(7 * 24 * 60 * 60);

/// How long a download URL from `GET /{media-id}` works.
pub const DOWNLOAD_URL_LIFETIME: Duration = Duration::from_secs(5 * 60);

/// Largest file a control request may ask the simulator to make (a little over Meta's largest
/// limit for a kind a test would try, video's 16 MB, so "too big" can be shown for every kind
/// but documents without holding 100 MB in memory).
pub const MAX_MADE_FILE: u64 = 32 << 20;

/// The media kinds a customer can send, as Meta names them in `messages[].type`.
pub const MEDIA_KINDS: [&str; 5] = ["image", "video", "audio", "document", "sticker"];

/// A file a customer sent.
#[derive(Debug, Clone)]
pub struct CustomerFile {
    /// The MIME type.
    pub mime_type: String,
    /// The bytes.
    pub bytes: Bytes,
    /// SHA-256 of the bytes, hex (the media node's `sha256`).
    pub sha256: String,
    /// What `GET /{media-id}` says `file_size` is (a test may make it lie).
    pub declared_size: u64,
    /// When the customer sent it.
    pub sent_at: SimTime,
    /// Expired early through the control API.
    pub expired: bool,
}

impl CustomerFile {
    /// A file of these bytes, sent now.
    pub fn new(mime_type: &str, bytes: Bytes, sent_at: SimTime) -> Self {
        CustomerFile {
            mime_type: mime_type.to_owned(),
            sha256: hex::encode(Sha256::digest(&bytes)),
            declared_size: bytes.len() as u64,
            bytes,
            sent_at,
            expired: false,
        }
    }

    /// Whether Meta still has it at `now`.
    pub fn alive(&self, now: SimTime) -> bool {
        !self.expired && self.sent_at + INBOUND_MEDIA_LIFETIME > now
    }

    /// SHA-256 as the webhook carries it (base64, as Meta's webhooks do).
    pub fn sha256_base64(&self) -> String {
        hex::decode(&self.sha256)
            .map(|raw| STANDARD.encode(raw))
            .unwrap_or_default()
    }
}

/// A sample file for a media kind: (MIME type, bytes, file name for documents).
pub fn sample(kind: &str, voice: bool) -> Option<(&'static str, &'static [u8])> {
    Some(match kind {
        "image" => ("image/jpeg", include_bytes!("customers/slip.jpg")),
        "sticker" => ("image/webp", include_bytes!("customers/sticker.webp")),
        "document" => ("application/pdf", include_bytes!("customers/receipt.pdf")),
        "audio" if voice => ("audio/ogg; codecs=opus", OGG_STUB),
        "audio" => ("audio/mpeg", MP3_STUB),
        "video" => ("video/mp4", MP4_STUB),
        _ => return None,
    })
}

/// `bytes` padded with zeros to `size` (a big file whose start is still a real file).
pub fn padded(bytes: &[u8], size: u64) -> Bytes {
    let size = usize::try_from(size.min(MAX_MADE_FILE)).unwrap_or(bytes.len());
    let mut out = bytes.to_vec();
    if size > out.len() {
        out.resize(size, 0);
    }
    Bytes::from(out)
}

/// The first page header of an Ogg Opus stream ("OggS", version 0, beginning of stream) and
/// its `OpusHead`: enough for a player to recognise a voice note.
const OGG_STUB: &[u8] = b"OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x13OpusHead\x01\x01\x38\x01\x80\xbb\x00\x00\x00\x00\x00";

/// An ID3v2 tag header and one silent MPEG-1 Layer III frame header.
const MP3_STUB: &[u8] =
    b"ID3\x03\x00\x00\x00\x00\x00\x00\xff\xfb\x90\x64\x00\x00\x00\x00\x00\x00\x00\x00";

/// An MP4 `ftyp` box (isom) and an empty `mdat`.
const MP4_STUB: &[u8] = b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2\x00\x00\x00\x08mdat";

/// Download faults a test asks for.
#[derive(Debug, Clone, Copy, Default)]
pub struct DownloadFaults {
    /// The next `count` downloads trickle at this many bytes per (real) second.
    pub slow: Option<SlowDownloads>,
}

/// Downloads that trickle.
#[derive(Debug, Clone, Copy)]
pub struct SlowDownloads {
    /// Bytes per real second (at least 1).
    pub bytes_per_second: u64,
    /// How many downloads are slow; then they are fast again.
    pub count: u32,
}

impl DownloadFaults {
    /// The speed of the next download (`None`: as fast as it goes), counting it.
    pub fn take_slow(&mut self) -> Option<u64> {
        let slow = self.slow?;
        self.slow = (slow.count > 1).then_some(SlowDownloads {
            count: slow.count - 1,
            ..slow
        });
        Some(slow.bytes_per_second.max(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_media_kind_has_a_real_looking_file() {
        for kind in MEDIA_KINDS {
            let (mime, bytes) = sample(kind, false).expect(kind);
            assert!(!bytes.is_empty(), "{kind}");
            assert!(mime.contains('/'), "{kind}");
        }
        assert!(sample("image", false).unwrap().1.starts_with(&[0xff, 0xd8]));
        assert!(sample("document", false).unwrap().1.starts_with(b"%PDF-"));
        assert!(sample("sticker", false).unwrap().1.starts_with(b"RIFF"));
        assert!(sample("audio", true).unwrap().1.starts_with(b"OggS"));
        assert!(sample("text", false).is_none());
    }

    #[test]
    fn a_file_lives_seven_days_unless_expired_early() {
        let day = Duration::from_secs(86_400);
        let mut file = CustomerFile::new("image/jpeg", Bytes::from_static(b"x"), day);
        assert!(file.alive(day * 7));
        assert!(!file.alive(day * 8));
        file.expired = true;
        assert!(!file.alive(day));
    }

    #[test]
    fn slow_downloads_run_out() {
        let mut faults = DownloadFaults {
            slow: Some(SlowDownloads {
                bytes_per_second: 10,
                count: 2,
            }),
        };
        assert_eq!(faults.take_slow(), Some(10));
        assert_eq!(faults.take_slow(), Some(10));
        assert_eq!(faults.take_slow(), None);
    }
}
