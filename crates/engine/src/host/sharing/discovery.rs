//! Finding the office Pacer on the local network, so that nobody has to type an address:
//! the office Pacer announces itself with DNS-SD over multicast DNS (`_pacer._tcp`, as a
//! printer announces itself), and a desk lists what answers.
//!
//! An announcement is a hint, never trust. Anyone on the network can announce anything, so
//! what a desk finds only tells it where to knock: the fingerprint's first groups help a
//! person tell two offices apart, and the pinned certificate ([`super::pin`]) is what decides.
//! Every value read from the network is bounded and checked; a malformed announcement is left
//! out of the list, never half-read.
//!
//! The same announcements let an office Pacer notice a second one sending for its phone
//! number (Meta's limits are per number: two senders together would break them). [`rival`]
//! decides, without any network, which of the two is the newer: the one that started later,
//! ties broken by the random id of each running office, so exactly one of them steps back.
//!
//! `mdns-sd` runs its responder on a thread of its own. Each [`Announcer`], [`Browse`] and
//! rival watch here owns one and shuts it down when dropped, which also sends the "goodbye"
//! that takes an announcement off desks' lists at once.

use std::collections::HashMap;
use std::fmt;
use std::net::IpAddr;
use std::time::Duration;

use mdns_sd::{IfKind, Receiver, ServiceDaemon, ServiceEvent, ServiceInfo, TxtProperties};
use tokio::sync::watch;
use tokio_util::sync::CancellationToken;

use super::Fingerprint;
use crate::clock::Millis;

/// The DNS-SD service type an office Pacer announces.
pub const SERVICE_TYPE: &str = "_pacer._tcp.local.";

/// The longest office name announced or accepted, in bytes (a TXT entry holds 255 at most).
pub const MAX_NAME_BYTES: usize = 100;

const KEY_NAME: &str = "name";
const KEY_FINGERPRINT: &str = "fp";
const KEY_PHONE: &str = "phone";
const KEY_STARTED: &str = "started";
const KEY_INSTANCE: &str = "instance";

/// A whole fingerprint as shown: 64 hex digits in 16 groups.
const MAX_FINGERPRINT_BYTES: usize = 16 * 4 + 15;
/// One group at least: fewer tells two offices apart no better than nothing.
const MIN_FINGERPRINT_BYTES: usize = 4;
/// Meta's phone number ids are some 15 digits: room to spare, none to abuse.
const MAX_PHONE_BYTES: usize = 64;
/// A running office's id (a UUID's 32 hex digits), with room to spare.
const MAX_INSTANCE_BYTES: usize = 64;
/// `i64::MAX` has 19 digits.
const MAX_STARTED_BYTES: usize = 19;
/// Addresses kept per office: a PC has a few; a list of hundreds is not an office Pacer.
const MAX_ADDRESSES: usize = 16;
/// Offices kept while listing: an office has one or two; the rest is someone flooding.
const MAX_OFFICES: usize = 64;
/// The announced office name's share of the DNS-SD instance label (63 bytes at most).
const LABEL_NAME_BYTES: usize = 40;

/// What an office Pacer tells the local network about itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announcement {
    /// The office's name as people know it ("Back office").
    pub name: String,
    /// The port of the office listener (TLS).
    pub port: u16,
    /// The first groups of the office certificate's fingerprint ([`Fingerprint::short`]):
    /// enough to tell two offices apart in a list, never enough to pin.
    pub fingerprint_prefix: String,
    /// The WhatsApp phone number id this office Pacer sends for.
    pub phone_number_id: String,
    /// When this office Pacer started sending (Unix milliseconds): of two, the later is the
    /// newer, which steps back.
    pub started_at_ms: Millis,
    /// A random id for this running office Pacer, so it knows its own announcement when it
    /// sees it, and so two that started in the same millisecond still differ.
    pub instance: String,
}

impl Announcement {
    /// This office Pacer's announcement, with a fresh random [`Announcement::instance`]. The
    /// name loses control characters and is cut to [`MAX_NAME_BYTES`]; an empty one becomes
    /// "Pacer".
    pub fn new(
        name: &str,
        port: u16,
        fingerprint: &Fingerprint,
        phone_number_id: &str,
        started_at_ms: Millis,
    ) -> Announcement {
        let name: String = name.chars().filter(|c| !c.is_control()).collect();
        let name = cut(name.trim(), MAX_NAME_BYTES).trim();
        Announcement {
            name: if name.is_empty() { "Pacer" } else { name }.to_owned(),
            port,
            fingerprint_prefix: fingerprint.short(),
            phone_number_id: phone_number_id.to_owned(),
            started_at_ms,
            instance: uuid::Uuid::new_v4().simple().to_string(),
        }
    }

    /// The TXT record: the same keys [`FoundOffice`] reads.
    fn txt(&self) -> Vec<(&'static str, String)> {
        vec![
            (KEY_NAME, self.name.clone()),
            (KEY_FINGERPRINT, self.fingerprint_prefix.clone()),
            (KEY_PHONE, self.phone_number_id.clone()),
            (KEY_STARTED, self.started_at_ms.to_string()),
            (KEY_INSTANCE, self.instance.clone()),
        ]
    }

    /// The DNS-SD instance label: the name people see in any DNS-SD browser, made unique on
    /// the network by the instance's first digits (two offices may share a name).
    fn label(&self) -> String {
        let short: String = self.instance.chars().take(8).collect();
        format!("{} ({short})", cut(&self.name, LABEL_NAME_BYTES).trim())
    }
}

/// An office Pacer found on the local network: where to knock, and what it says it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundOffice {
    /// The office's name as it announces it.
    pub name: String,
    /// Its addresses, IPv4 first; at least one.
    pub addresses: Vec<IpAddr>,
    /// The port of its office listener.
    pub port: u16,
    /// The first groups of its certificate's fingerprint, in capitals.
    pub fingerprint_prefix: String,
    /// The phone number id it says it sends for.
    pub phone_number_id: String,
    /// When it says it started sending (Unix milliseconds).
    pub started_at_ms: Millis,
    /// Its running instance's id.
    pub instance: String,
}

/// Why a found service is not read as an office Pacer. Only logged: a desk just does not
/// list it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Malformed {
    Missing(&'static str),
    TooLong(&'static str),
    Invalid(&'static str),
    NoAddress,
    NoPort,
}

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Malformed::Missing(key) => write!(f, "no `{key}` in its TXT record"),
            Malformed::TooLong(key) => write!(f, "its `{key}` is too long"),
            Malformed::Invalid(key) => write!(f, "its `{key}` is not what Pacer announces"),
            Malformed::NoAddress => f.write_str("it has no usable address"),
            Malformed::NoPort => f.write_str("it has no port"),
        }
    }
}

impl FoundOffice {
    /// Reads an office from what the network said: the service's port, its addresses and its
    /// TXT record. Everything is untrusted: lengths are bounded before anything is decoded.
    fn read(
        port: u16,
        addresses: impl IntoIterator<Item = IpAddr>,
        txt: &TxtProperties,
    ) -> Result<FoundOffice, Malformed> {
        if port == 0 {
            return Err(Malformed::NoPort);
        }
        let name = text(txt, KEY_NAME, MAX_NAME_BYTES)?.trim();
        if name.is_empty() || name.chars().any(char::is_control) {
            return Err(Malformed::Invalid(KEY_NAME));
        }
        let fingerprint = text(txt, KEY_FINGERPRINT, MAX_FINGERPRINT_BYTES)?;
        if fingerprint.len() < MIN_FINGERPRINT_BYTES
            || !fingerprint
                .bytes()
                .all(|b| b.is_ascii_hexdigit() || b == b'-')
        {
            return Err(Malformed::Invalid(KEY_FINGERPRINT));
        }
        let phone = text(txt, KEY_PHONE, MAX_PHONE_BYTES)?;
        if phone.is_empty()
            || !phone
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            return Err(Malformed::Invalid(KEY_PHONE));
        }
        let started = text(txt, KEY_STARTED, MAX_STARTED_BYTES)?;
        // Digits only: no sign, no spaces, nothing `parse` would forgive.
        let started_at_ms = (!started.is_empty() && started.bytes().all(|b| b.is_ascii_digit()))
            .then(|| started.parse::<Millis>().ok())
            .flatten()
            .ok_or(Malformed::Invalid(KEY_STARTED))?;
        let instance = text(txt, KEY_INSTANCE, MAX_INSTANCE_BYTES)?;
        if instance.is_empty()
            || !instance
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        {
            return Err(Malformed::Invalid(KEY_INSTANCE));
        }
        let mut addresses: Vec<IpAddr> = addresses
            .into_iter()
            .filter(|a| !a.is_unspecified() && !a.is_multicast())
            .filter(|a| !matches!(a, IpAddr::V4(v4) if v4.is_broadcast()))
            .take(MAX_ADDRESSES)
            .collect();
        addresses.sort_by_key(|a| (a.is_ipv6(), *a));
        addresses.dedup();
        if addresses.is_empty() {
            return Err(Malformed::NoAddress);
        }
        Ok(FoundOffice {
            name: name.to_owned(),
            addresses,
            port,
            fingerprint_prefix: fingerprint.to_ascii_uppercase(),
            phone_number_id: phone.to_owned(),
            started_at_ms,
            instance: instance.to_owned(),
        })
    }
}

/// The TXT value of `key` as text, if present, at most `max` bytes and UTF-8.
fn text<'t>(txt: &'t TxtProperties, key: &'static str, max: usize) -> Result<&'t str, Malformed> {
    let value = txt
        .get_property_val(key)
        .flatten()
        .ok_or(Malformed::Missing(key))?;
    if value.len() > max {
        return Err(Malformed::TooLong(key));
    }
    std::str::from_utf8(value).map_err(|_| Malformed::Invalid(key))
}

/// `text` cut to at most `max` bytes, on a character boundary.
fn cut(text: &str, max: usize) -> &str {
    let mut end = text.len().min(max);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Another office Pacer announcing the same phone number id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rival {
    /// Its name as it announces it.
    pub name: String,
    /// Its addresses, for telling people where it is.
    pub addresses: Vec<IpAddr>,
    /// When it says it started sending.
    pub started_at_ms: Millis,
    /// Whether this office Pacer is the newer of the two: the one that must stop sending.
    pub i_am_newer: bool,
}

/// Whether `seen` is a second office Pacer sending for `me`'s phone number: same phone
/// number id, another running instance. Of the two, the newer is the one that started later;
/// on a tie the larger instance id is newer, so exactly one of any two is.
pub fn rival(me: &Announcement, seen: &FoundOffice) -> Option<Rival> {
    if seen.phone_number_id != me.phone_number_id || seen.instance == me.instance {
        return None;
    }
    let i_am_newer =
        (me.started_at_ms, me.instance.as_str()) > (seen.started_at_ms, seen.instance.as_str());
    Some(Rival {
        name: seen.name.clone(),
        addresses: seen.addresses.clone(),
        started_at_ms: seen.started_at_ms,
        i_am_newer,
    })
}

/// Why discovery could not do what was asked. Discovery is a convenience: each message says
/// what still works without it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiscoveryError {
    /// The office Pacer could not be announced (or its announcement is not one Pacer sends).
    #[error(
        "cannot announce this Pacer on the local network ({0}): desks can still connect by typing its address"
    )]
    Announce(String),
    /// A desk could not look for office Pacers.
    #[error(
        "cannot look for office Pacers on the local network ({0}): type the office Pacer's address instead"
    )]
    Browse(String),
    /// The office Pacer could not watch for a second one sending for its number.
    #[error(
        "cannot watch the local network for a second office Pacer sending for this number ({0}): \
         make sure this is the only Pacer that sends for it"
    )]
    Watch(String),
}

/// Where discovery speaks and listens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Discovery {
    this_pc_only: bool,
}

impl Discovery {
    /// Every network interface of this PC (and its loopback): what the app uses.
    pub fn on_the_network() -> Discovery {
        Discovery {
            this_pc_only: false,
        }
    }

    /// This PC's IPv4 loopback only: queries and announcements go to no network. For tests,
    /// and for a desk and an office Pacer on one PC. (`mdns-sd` joins the multicast group on
    /// every interface as its thread starts, before it takes this choice, and leaves the
    /// others at once: the system tells those networks so, but no mDNS packet goes there.)
    pub fn this_pc_only() -> Discovery {
        Discovery { this_pc_only: true }
    }

    fn daemon(self) -> Result<Daemon, String> {
        let daemon = ServiceDaemon::new().map_err(|e| e.to_string())?;
        let daemon = Daemon(daemon);
        if self.this_pc_only {
            // Commands run in order: no query or announcement goes out before these.
            daemon
                .0
                .disable_interface(IfKind::All)
                .map_err(|e| e.to_string())?;
            daemon
                .0
                .enable_interface(IfKind::LoopbackV4)
                .map_err(|e| e.to_string())?;
        }
        Ok(daemon)
    }

    /// Starts listening for office Pacers; see [`Browse::next`].
    pub fn browse(self) -> Result<Browse, DiscoveryError> {
        self.listen().map_err(DiscoveryError::Browse)
    }

    fn listen(self) -> Result<Browse, String> {
        let daemon = self.daemon()?;
        let events = daemon.0.browse(SERVICE_TYPE).map_err(|e| e.to_string())?;
        Ok(Browse {
            _daemon: daemon,
            events,
        })
    }

    /// The office Pacers that answer within `wait` (a few seconds: an office Pacer answers a
    /// query within a second), sorted by name. One that stopped during the wait may still be
    /// listed: connecting tells.
    pub async fn find_offices(self, wait: Duration) -> Result<Vec<FoundOffice>, DiscoveryError> {
        let mut browse = self.browse()?;
        let deadline = tokio::time::Instant::now() + wait;
        let mut found: HashMap<String, FoundOffice> = HashMap::new();
        while let Ok(Some(office)) = tokio::time::timeout_at(deadline, browse.next()).await {
            if found.len() < MAX_OFFICES || found.contains_key(&office.instance) {
                found.insert(office.instance.clone(), office);
            }
        }
        let mut found: Vec<FoundOffice> = found.into_values().collect();
        found.sort_by(|a, b| (&a.name, &a.instance).cmp(&(&b.name, &b.instance)));
        Ok(found)
    }

    /// Watches the network for a second office Pacer announcing `me`'s phone number id, until
    /// `cancel` is cancelled or every receiver is dropped. The receiver holds `None` until a
    /// rival is seen, then that rival; a later rival replaces it only if it makes this office
    /// Pacer the newer one (the news that matters: stop sending).
    ///
    /// A rival stays once seen, even when its announcement goes: an office Pacer that fell
    /// silent on the network may still be sending. If the watch itself ends (the mDNS thread
    /// stopped), the receiver's `changed()` fails: the office can no longer tell.
    ///
    /// Call inside a Tokio runtime: the watch is a task.
    pub fn watch_for_rivals(
        self,
        me: Announcement,
        cancel: CancellationToken,
    ) -> Result<watch::Receiver<Option<Rival>>, DiscoveryError> {
        let mut browse = self.listen().map_err(DiscoveryError::Watch)?;
        let (tell, told) = watch::channel::<Option<Rival>>(None);
        tokio::spawn(async move {
            loop {
                let office = tokio::select! {
                    () = cancel.cancelled() => break,
                    () = tell.closed() => break,
                    office = browse.next() => office,
                };
                let Some(office) = office else { break };
                let Some(seen) = rival(&me, &office) else {
                    continue;
                };
                tell.send_if_modified(|current| {
                    let news = match current {
                        None => true,
                        Some(known) => !known.i_am_newer && seen.i_am_newer,
                    };
                    if news {
                        tracing::warn!(
                            rival = %seen.name,
                            addresses = ?seen.addresses,
                            i_am_newer = seen.i_am_newer,
                            "another office Pacer announces the same phone number id"
                        );
                        *current = Some(seen);
                    }
                    news
                });
            }
        });
        Ok(told)
    }
}

/// A `mdns-sd` responder thread, shut down when dropped (which also says "goodbye" for what
/// it announced).
struct Daemon(ServiceDaemon);

impl fmt::Debug for Daemon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Daemon")
    }
}

impl Daemon {
    /// Shuts the thread down and waits until it has (its goodbyes sent), a second at most.
    async fn stop(&self) {
        if let Ok(done) = self.0.shutdown() {
            let _ = tokio::time::timeout(Duration::from_secs(1), done.recv_async()).await;
        }
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        // Fails only if the thread already stopped (or is stopping): nothing left to stop.
        let _ = self.0.shutdown();
    }
}

/// Office Pacers as they are found; see [`Discovery::browse`].
#[derive(Debug)]
pub struct Browse {
    _daemon: Daemon,
    events: Receiver<ServiceEvent>,
}

impl Browse {
    /// The next office Pacer found, or found again with changed details (its addresses, most
    /// often); services that are not an office Pacer's announcement are passed over. `None`
    /// once the mDNS thread stopped. Cancel-safe: nothing is lost if the future is dropped.
    pub async fn next(&mut self) -> Option<FoundOffice> {
        loop {
            match self.events.recv_async().await.ok()? {
                ServiceEvent::ServiceResolved(service) => {
                    let addresses = service.get_addresses().iter().map(|a| a.to_ip_addr());
                    match FoundOffice::read(service.get_port(), addresses, service.get_properties())
                    {
                        Ok(office) => return Some(office),
                        Err(why) => tracing::debug!(
                            service = %cut(service.get_fullname(), 300),
                            "a service announced as Pacer is left out: {why}"
                        ),
                    }
                }
                ServiceEvent::SearchStopped(_) => return None,
                _ => {}
            }
        }
    }
}

/// This office Pacer's announcement on the network, until [`Announcer::stop`] or drop.
#[derive(Debug)]
pub struct Announcer {
    daemon: Daemon,
    announcement: Announcement,
}

impl Announcer {
    /// Announces `announcement` through `discovery`, at `addresses`, or when `None` at this
    /// PC's addresses as they come and go (Wi-Fi joined, cable plugged). A given address is
    /// announced on the interface whose network holds it, so it must be one of this PC's.
    /// Refuses an announcement that desks would not read (a phone number id with spaces, say).
    pub fn start(
        discovery: Discovery,
        announcement: Announcement,
        addresses: Option<Vec<IpAddr>>,
    ) -> Result<Announcer, DiscoveryError> {
        let txt = announcement.txt();
        let properties: TxtProperties = mdns_sd::IntoTxtProperties::into_txt_properties(&txt[..]);
        // What desks would read back: the same rules, so an office never announces what its
        // own desks would leave out.
        let check: Vec<IpAddr> = addresses
            .clone()
            .unwrap_or_else(|| vec![IpAddr::from([127, 0, 0, 1])]);
        FoundOffice::read(announcement.port, check, &properties)
            .map_err(|why| DiscoveryError::Announce(format!("the announcement: {why}")))?;

        let host = format!(
            "pacer-{}.local.",
            announcement.instance.chars().take(12).collect::<String>()
        );
        let label = announcement.label();
        let service = match &addresses {
            Some(addresses) => ServiceInfo::new(
                SERVICE_TYPE,
                &label,
                &host,
                &addresses[..],
                announcement.port,
                &txt[..],
            ),
            None => ServiceInfo::new(SERVICE_TYPE, &label, &host, (), announcement.port, &txt[..])
                .map(ServiceInfo::enable_addr_auto),
        };
        let mut service = service.map_err(|e| DiscoveryError::Announce(e.to_string()))?;
        if discovery.this_pc_only {
            service.set_interfaces(vec![IfKind::LoopbackV4]);
        }
        let daemon = discovery.daemon().map_err(DiscoveryError::Announce)?;
        daemon
            .0
            .register(service)
            .map_err(|e| DiscoveryError::Announce(e.to_string()))?;
        Ok(Announcer {
            daemon,
            announcement,
        })
    }

    /// What is announced.
    pub fn announcement(&self) -> &Announcement {
        &self.announcement
    }

    /// Takes the announcement off the network, and waits (a second at most) until the
    /// "goodbye" is sent: desks that listed it drop it at once. Dropping the announcer does
    /// the same without waiting.
    pub async fn stop(self) {
        self.daemon.stop().await;
    }
}

/// The office Pacers on the local network that answer within `wait`
/// ([`Discovery::find_offices`] on every interface).
pub async fn find_offices(wait: Duration) -> Result<Vec<FoundOffice>, DiscoveryError> {
    Discovery::on_the_network().find_offices(wait).await
}

/// Watches every interface for a second office Pacer sending for `me`'s phone number
/// ([`Discovery::watch_for_rivals`]).
pub fn watch_for_rivals(
    me: Announcement,
    cancel: CancellationToken,
) -> Result<watch::Receiver<Option<Rival>>, DiscoveryError> {
    Discovery::on_the_network().watch_for_rivals(me, cancel)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// A TXT record as it comes off the wire: each entry its length, then its bytes.
    fn wire(entries: &[&[u8]]) -> TxtProperties {
        let mut bytes = Vec::new();
        for entry in entries {
            bytes.push(u8::try_from(entry.len()).unwrap());
            bytes.extend_from_slice(entry);
        }
        TxtProperties::from(&bytes[..])
    }

    fn entry(key: &str, value: &[u8]) -> Vec<u8> {
        let mut bytes = format!("{key}=").into_bytes();
        bytes.extend_from_slice(value);
        bytes
    }

    fn good() -> Vec<Vec<u8>> {
        vec![
            entry(KEY_NAME, "Back office".as_bytes()),
            entry(KEY_FINGERPRINT, b"3f2a-9C1B"),
            entry(KEY_PHONE, b"106540352242922"),
            entry(KEY_STARTED, b"1764720000000"),
            entry(KEY_INSTANCE, b"0f1e2d3c4b5a69788796a5b4c3d2e1f0"),
        ]
    }

    fn read(entries: &[Vec<u8>]) -> Result<FoundOffice, Malformed> {
        let refs: Vec<&[u8]> = entries.iter().map(Vec::as_slice).collect();
        FoundOffice::read(4433, [IpAddr::from([192, 0, 2, 7])], &wire(&refs))
    }

    /// `good()` with `key`'s entry replaced by `replacement` (or removed, if `None`).
    fn with(key: &str, replacement: Option<Vec<u8>>) -> Vec<Vec<u8>> {
        let prefix = format!("{key}=");
        let mut entries: Vec<Vec<u8>> = good()
            .into_iter()
            .filter(|e| !e.starts_with(prefix.as_bytes()))
            .collect();
        entries.extend(replacement);
        entries
    }

    fn office(phone: &str, started_at_ms: Millis, instance: &str) -> FoundOffice {
        FoundOffice {
            name: format!("office {instance}"),
            addresses: vec![IpAddr::from([192, 0, 2, 9])],
            port: 4433,
            fingerprint_prefix: "3F2A-9C1B".to_owned(),
            phone_number_id: phone.to_owned(),
            started_at_ms,
            instance: instance.to_owned(),
        }
    }

    fn me(phone: &str, started_at_ms: Millis, instance: &str) -> Announcement {
        Announcement {
            name: "Back office".to_owned(),
            port: 4433,
            fingerprint_prefix: "3F2A-9C1B".to_owned(),
            phone_number_id: phone.to_owned(),
            started_at_ms,
            instance: instance.to_owned(),
        }
    }

    fn as_found(a: &Announcement) -> FoundOffice {
        FoundOffice {
            name: a.name.clone(),
            addresses: vec![IpAddr::from([192, 0, 2, 9])],
            port: a.port,
            fingerprint_prefix: a.fingerprint_prefix.clone(),
            phone_number_id: a.phone_number_id.clone(),
            started_at_ms: a.started_at_ms,
            instance: a.instance.clone(),
        }
    }

    #[test]
    fn a_pacer_announcement_is_read_whole() {
        let found = read(&good()).unwrap();
        assert_eq!(found.name, "Back office");
        assert_eq!(found.fingerprint_prefix, "3F2A-9C1B");
        assert_eq!(found.phone_number_id, "106540352242922");
        assert_eq!(found.started_at_ms, 1_764_720_000_000);
        assert_eq!(found.instance, "0f1e2d3c4b5a69788796a5b4c3d2e1f0");
        assert_eq!(found.port, 4433);
        assert_eq!(found.addresses, vec![IpAddr::from([192, 0, 2, 7])]);
    }

    #[test]
    fn what_this_pacer_announces_its_desks_read_back() {
        let fingerprint = crate::sharing::Identity::generate().unwrap().fingerprint();
        let a = Announcement::new(" Back\u{7}office\n ", 4433, &fingerprint, "1065403522", 42);
        assert_eq!(a.name, "Backoffice");
        assert_eq!(a.instance.len(), 32);
        let txt = a.txt();
        let properties = mdns_sd::IntoTxtProperties::into_txt_properties(&txt[..]);
        let found = FoundOffice::read(a.port, [IpAddr::from([127, 0, 0, 1])], &properties).unwrap();
        assert_eq!(found.fingerprint_prefix, fingerprint.short());
        assert_eq!(rival(&a, &found), None, "its own announcement is no rival");
        assert_eq!(
            (
                found.name,
                found.phone_number_id,
                found.started_at_ms,
                found.instance
            ),
            (a.name, a.phone_number_id, a.started_at_ms, a.instance)
        );

        let long = "é".repeat(MAX_NAME_BYTES);
        let a = Announcement::new(&long, 1, &fingerprint, "1", 0);
        assert!(a.name.len() <= MAX_NAME_BYTES && a.name.chars().all(|c| c == 'é'));
        assert!(a.label().len() <= 63, "{}", a.label());
        assert_eq!(
            Announcement::new(" \t", 1, &fingerprint, "1", 0).name,
            "Pacer"
        );
    }

    #[test]
    fn a_missing_value_leaves_the_service_out() {
        for key in [
            KEY_NAME,
            KEY_FINGERPRINT,
            KEY_PHONE,
            KEY_STARTED,
            KEY_INSTANCE,
        ] {
            assert_eq!(
                read(&with(key, None)),
                Err(Malformed::Missing(key)),
                "{key}"
            );
            // A key with no value at all (a DNS-SD boolean).
            let bare = with(key, Some(key.as_bytes().to_vec()));
            assert_eq!(read(&bare), Err(Malformed::Missing(key)), "{key}");
        }
        assert!(read(&[]).is_err());
    }

    #[test]
    fn an_overlong_value_leaves_the_service_out() {
        for (key, max) in [
            (KEY_NAME, MAX_NAME_BYTES),
            (KEY_FINGERPRINT, MAX_FINGERPRINT_BYTES),
            (KEY_PHONE, MAX_PHONE_BYTES),
            (KEY_STARTED, MAX_STARTED_BYTES),
            (KEY_INSTANCE, MAX_INSTANCE_BYTES),
        ] {
            let filler = if key == KEY_STARTED { b'1' } else { b'A' };
            let long = entry(key, &vec![filler; max + 1]);
            assert_eq!(
                read(&with(key, Some(long))),
                Err(Malformed::TooLong(key)),
                "{key}"
            );
        }
        // The longest a TXT entry can be (255 bytes) is still refused, not cut.
        let longest = entry(KEY_NAME, &[b'x'; 250]);
        assert_eq!(longest.len(), 255);
        assert_eq!(
            read(&with(KEY_NAME, Some(longest))),
            Err(Malformed::TooLong(KEY_NAME))
        );
    }

    #[test]
    fn a_value_pacer_would_not_announce_leaves_the_service_out() {
        let bad: &[(&str, &[u8])] = &[
            (KEY_STARTED, b"soon"),
            (KEY_STARTED, b"-1"),
            (KEY_STARTED, b"+17"),
            (KEY_STARTED, b" 17"),
            (KEY_STARTED, b""),
            (KEY_STARTED, b"9999999999999999999"), // over i64::MAX
            (KEY_NAME, b"\xff\xfe"),
            (KEY_NAME, b"   "),
            (KEY_NAME, b"Back\x1b[2Joffice"),
            (KEY_FINGERPRINT, b"3F2"),
            (KEY_FINGERPRINT, b"3F2A 9C1B"),
            (KEY_FINGERPRINT, b"ZZZZ-ZZZZ"),
            (KEY_PHONE, b"1065 4035"),
            (KEY_PHONE, b""),
            (KEY_INSTANCE, b"a/b"),
            (KEY_INSTANCE, b""),
        ];
        for (key, value) in bad {
            let entries = with(key, Some(entry(key, value)));
            assert_eq!(
                read(&entries),
                Err(Malformed::Invalid(key)),
                "{key}={value:?}"
            );
        }
    }

    #[test]
    fn hostile_records_never_panic_and_duplicates_keep_the_first() {
        // A length byte that points past the end: the entries before it still count.
        let mut bytes = Vec::new();
        for e in good() {
            bytes.push(u8::try_from(e.len()).unwrap());
            bytes.extend_from_slice(&e);
        }
        bytes.extend_from_slice(&[200, b'x']);
        let txt = TxtProperties::from(&bytes[..]);
        assert!(FoundOffice::read(1, [IpAddr::from([192, 0, 2, 7])], &txt).is_ok());

        // A second `phone` is ignored (RFC 6763 §6.4): the first is read.
        let mut twice = good();
        twice.push(entry(KEY_PHONE, b"999"));
        assert_eq!(read(&twice).unwrap().phone_number_id, "106540352242922");

        // Keys are read in any case, as DNS-SD says.
        let mut shouted = with(KEY_PHONE, None);
        shouted.push(entry("PHONE", b"123"));
        assert_eq!(read(&shouted).unwrap().phone_number_id, "123");

        // Every byte value in every field: an answer or a refusal, never a panic.
        for byte in 0..=255u8 {
            for key in [KEY_NAME, KEY_FINGERPRINT, KEY_PHONE, KEY_STARTED] {
                let _ = read(&with(key, Some(entry(key, &[byte; 5]))));
            }
        }
    }

    #[test]
    fn addresses_are_checked_ordered_and_bounded() {
        let txt = {
            let entries = good();
            let refs: Vec<&[u8]> = entries.iter().map(Vec::as_slice).collect();
            wire(&refs)
        };
        let none: [IpAddr; 0] = [];
        assert_eq!(
            FoundOffice::read(4433, none, &txt),
            Err(Malformed::NoAddress)
        );
        let useless = [
            IpAddr::from([0, 0, 0, 0]),
            IpAddr::from([224, 0, 0, 251]),
            IpAddr::from([255, 255, 255, 255]),
        ];
        assert_eq!(
            FoundOffice::read(4433, useless, &txt),
            Err(Malformed::NoAddress)
        );
        assert_eq!(
            FoundOffice::read(0, [IpAddr::from([192, 0, 2, 7])], &txt),
            Err(Malformed::NoPort)
        );
        let v6: IpAddr = "fd00::7".parse().unwrap();
        let v4 = IpAddr::from([192, 0, 2, 7]);
        let found = FoundOffice::read(4433, [v6, v4, v4], &txt).unwrap();
        assert_eq!(found.addresses, vec![v4, v6]);
        let many = (0..=255u8).map(|i| IpAddr::from([10, 0, 0, i]));
        assert_eq!(
            FoundOffice::read(4433, many, &txt).unwrap().addresses.len(),
            MAX_ADDRESSES
        );
    }

    #[test]
    fn another_instance_for_the_same_number_is_a_rival() {
        let me = me("111", 2_000, "bbbb");
        let seen = office("111", 1_000, "aaaa");
        let found = rival(&me, &seen).unwrap();
        assert_eq!(found.name, seen.name);
        assert_eq!(found.addresses, seen.addresses);
        assert_eq!(found.started_at_ms, 1_000);
        assert!(found.i_am_newer, "started later, so newer");
    }

    #[test]
    fn its_own_announcement_is_no_rival() {
        let me = me("111", 2_000, "bbbb");
        assert_eq!(rival(&me, &as_found(&me)), None);
        // Even if another clock said otherwise: the instance is what tells.
        assert_eq!(rival(&me, &office("111", 5, "bbbb")), None);
    }

    #[test]
    fn an_office_for_another_number_is_no_rival() {
        let me = me("111", 2_000, "bbbb");
        assert_eq!(rival(&me, &office("222", 1_000, "aaaa")), None);
        assert_eq!(rival(&me, &office("1111", 1_000, "aaaa")), None);
    }

    #[test]
    fn of_two_rivals_exactly_one_is_newer_even_on_a_tie() {
        let pairs = [
            (me("111", 1_000, "aaaa"), me("111", 2_000, "bbbb")),
            (me("111", 2_000, "aaaa"), me("111", 1_000, "bbbb")),
            (me("111", 1_000, "aaaa"), me("111", 1_000, "bbbb")),
            (me("111", 1_000, "bbbb"), me("111", 1_000, "aaaa")),
        ];
        for (one, other) in pairs {
            let one_sees = rival(&one, &as_found(&other)).unwrap();
            let other_sees = rival(&other, &as_found(&one)).unwrap();
            assert_ne!(
                one_sees.i_am_newer, other_sees.i_am_newer,
                "{one:?} {other:?}"
            );
            let newer = if one_sees.i_am_newer { &one } else { &other };
            let older = if one_sees.i_am_newer { &other } else { &one };
            assert!(
                (newer.started_at_ms, &newer.instance) > (older.started_at_ms, &older.instance)
            );
        }
        // On a tie, the larger instance id is the newer.
        let (a, b) = (me("111", 7, "aaaa"), me("111", 7, "bbbb"));
        assert!(rival(&b, &as_found(&a)).unwrap().i_am_newer);
        assert!(!rival(&a, &as_found(&b)).unwrap().i_am_newer);
    }

    #[test]
    fn an_announcement_desks_would_leave_out_is_refused_before_any_network() {
        // Refused before a responder starts: no multicast socket is opened.
        let bad = me("1065 4035", 1, "aaaa");
        let refused = Announcer::start(Discovery::this_pc_only(), bad, None).unwrap_err();
        assert!(
            matches!(&refused, DiscoveryError::Announce(why) if why.contains("`phone`")),
            "{refused}"
        );
        let nowhere = Announcer::start(Discovery::this_pc_only(), me("1", 1, "a"), Some(vec![]));
        assert!(matches!(nowhere, Err(DiscoveryError::Announce(_))));
    }

    #[test]
    fn errors_say_what_still_works() {
        let e = DiscoveryError::Announce("no network".into()).to_string();
        assert!(
            e.contains("no network") && e.contains("typing its address"),
            "{e}"
        );
        let e = DiscoveryError::Browse("no network".into()).to_string();
        assert!(e.contains("type the office Pacer's address"), "{e}");
    }
}
