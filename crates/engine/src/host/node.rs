//! A whole running Pacer: the engine, the campaign launcher and its scheduler, the local API,
//! the webhook receiver and the tunnel. `pacer serve`, `pacer demo` and the desktop app all
//! start one of these, so they behave the same.
//!
//! Only one Pacer may send from a database: [`Node::start`] takes an exclusive lock on a file
//! beside it (`pacer.db.lock`), and a second Pacer on the same database is refused with a
//! clear message instead of sending everything a second time.

use std::fs::{File, TryLockError};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use pacer_cloud::GraphClient;
use pacer_words::{Said, ids};
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

use crate::campaigns::Launcher;
use crate::config::EngineConfig;
use crate::inbox::media::{FetchSettings, MediaFetcher};
use crate::listener::{self, Limits};
use crate::sharing::office_api::{self, OfficeState};
use crate::sharing::{
    Announcement, Announcer, Discovery, Fingerprint, Identity, IdentityError, PairingCode,
};
use crate::templates::SyncReport;
use crate::tunnel::{self, TunnelConfig, TunnelHandle, TunnelState};
use crate::webhook::retention;
use crate::webhook_receiver::{self, WebhookSecrets};
use crate::{Engine, EngineError};
use crate::{api, readable};

/// What a [`Node`] runs with. Its `Debug` leaves out the API key (see the impl).
pub struct NodeConfig {
    /// Engine settings (the database path among them).
    pub config: EngineConfig,
    /// The Graph client (Meta or the simulator).
    pub client: GraphClient,
    /// The local API's key.
    pub api_key: String,
    /// What webhooks are checked against.
    pub secrets: WebhookSecrets,
    /// The local API's address (loopback only).
    pub api_addr: SocketAddr,
    /// The webhook receiver's address.
    pub webhook_addr: SocketAddr,
    /// Let the webhook receiver listen beyond loopback (a reverse proxy on another machine
    /// forwards to it). Off unless the person asks: the tunnel reaches a loopback receiver.
    pub webhook_beyond_loopback: bool,
    /// Folders whose files a caller of the local API may name (imports, invoice PDFs), besides
    /// the data folder's `imports/`, which is always allowed.
    pub readable_folders: Vec<PathBuf>,
    /// The tunnel that exposes the receiver, if any.
    pub tunnel: Option<TunnelConfig>,
    /// Sharing with the office (`docs/office.md`): the office listener's address (on the local
    /// network) and this Pacer's certificate; `None` keeps Pacer to this machine.
    pub office: Option<OfficeConfig>,
}

/// How a [`Node`] shares itself with the office. `Debug` shows the address and the
/// certificate's fingerprint, never its key ([`Identity`]'s own `Debug`).
#[derive(Debug)]
pub struct OfficeConfig {
    /// Where the office listener listens: an address on the local network (`0.0.0.0:8093`).
    pub addr: SocketAddr,
    /// The office Pacer's certificate and key, made at its first start and kept since.
    pub identity: Identity,
    /// The name desks see when they look for it ("Back office").
    pub name: String,
    /// Where it announces itself and watches for a second office Pacer sending for the same
    /// number (`sharing::discovery`); `None`: found by address only, and no watch.
    pub discovery: Option<Discovery>,
}

/// The office listener of a running [`Node`]: what the window shows on *Share with the
/// office* and what opens a pairing code.
#[derive(Debug, Clone)]
pub struct OfficeHandle {
    link: api::OfficeLink,
}

impl OfficeHandle {
    /// Where desks reach this Pacer (the port the listener really got).
    pub fn addr(&self) -> SocketAddr {
        self.link.addr
    }

    /// This Pacer's certificate's fingerprint, for people to compare when pairing.
    pub fn fingerprint(&self) -> Fingerprint {
        self.link.fingerprint
    }

    /// Opens a new pairing code good for one desk from `now`, which will have `role` (any
    /// code shown before closes).
    pub fn open_pairing(
        &self,
        now: crate::clock::Millis,
        role: crate::sharing::desks::Role,
    ) -> PairingCode {
        self.link
            .pairings
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .open(now, role)
    }

    /// Whether a pairing code is open and not expired at `now` (one an owner's desk opened
    /// too).
    pub fn pairing_open(&self, now: crate::clock::Millis) -> bool {
        self.link
            .pairings
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .is_open(now)
    }

    /// Closes the open pairing code (the person closed the pairing screen).
    pub fn close_pairing(&self) {
        self.link
            .pairings
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .close();
    }
}

/// Shows what tells one node from another, never the API key; fields added later stay hidden
/// until listed here, so a new secret cannot slip into a log by being formatted.
impl std::fmt::Debug for NodeConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NodeConfig")
            .field("config", &self.config)
            .field("client", &self.client)
            .field("api_key", &"[redacted]")
            .field("secrets", &self.secrets)
            .field("api_addr", &self.api_addr)
            .field("webhook_addr", &self.webhook_addr)
            .field("webhook_beyond_loopback", &self.webhook_beyond_loopback)
            .field("readable_folders", &self.readable_folders)
            .field("tunnel", &self.tunnel)
            .field("office", &self.office)
            .finish_non_exhaustive()
    }
}

/// Why a [`Node`] did not start.
/// Why a Pacer could not start. Its words are the catalogue's (`app-node-…` in
/// `locales/*.ftl`): [`NodeError::said`] for the window, in the person's language; `Display`
/// in English, for `pacer serve`.
#[derive(Debug)]
pub enum NodeError {
    /// The local API must only be reachable from this machine.
    NotLoopback(SocketAddr),
    /// The webhook receiver was asked to listen beyond loopback without saying so explicitly.
    WebhookNotLoopback(SocketAddr),
    /// Another Pacer holds the database.
    AlreadyRunning(PathBuf),
    /// A folder or the lock file could not be made.
    Folder {
        /// The path.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A listener could not bind.
    Bind {
        /// Which listener: "local API" or "webhook receiver".
        what: &'static str,
        /// Its address.
        addr: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The office certificate could not be used for TLS.
    Office(IdentityError),
    /// The engine did not start (the database is unusable).
    Engine {
        /// The database.
        path: PathBuf,
        /// Why.
        source: EngineError,
    },
}

impl NodeError {
    /// What to tell the person, as an id of the catalogue and its values (addresses, paths and
    /// the system's own words as they are).
    pub fn said(&self) -> Said {
        let path = |p: &Path| p.display().to_string();
        match self {
            Self::NotLoopback(addr) => {
                Said::new(ids::APP_NODE_API_NOT_LOOPBACK).with("addr", addr.to_string())
            }
            Self::WebhookNotLoopback(addr) => {
                Said::new(ids::APP_NODE_WEBHOOK_NOT_LOOPBACK).with("addr", addr.to_string())
            }
            Self::AlreadyRunning(db) => {
                Said::new(ids::APP_NODE_ALREADY_RUNNING).with("path", path(db))
            }
            Self::Folder { path: p, source } => Said::new(ids::APP_NODE_FOLDER_FAILED)
                .with("path", path(p))
                .with("detail", source.to_string()),
            Self::Bind { addr, source, .. } => Said::new(ids::APP_NODE_CANNOT_LISTEN)
                .with("what", self.listener())
                .with("addr", addr.to_string())
                .with("detail", source.to_string()),
            Self::Office(error) => error.said(),
            Self::Engine { path: p, source } => Said::new(ids::APP_NODE_ENGINE_FAILED)
                .with("path", path(p))
                .with("detail", source.to_string()),
        }
    }

    /// For [`NodeError::Bind`], which listener as the catalogue's selectors name it: `api`,
    /// `office` or `webhook`.
    pub fn listener(&self) -> &'static str {
        match self {
            Self::Bind { what, .. } if what.contains("API") => "api",
            Self::Bind { what, .. } if what.contains("office") => "office",
            _ => "webhook",
        }
    }
}

impl std::fmt::Display for NodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for NodeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Folder { source, .. } | Self::Bind { source, .. } => Some(source),
            Self::Engine { source, .. } => Some(source),
            Self::Office(source) => Some(source),
            _ => None,
        }
    }
}

/// A running Pacer. Stop it with [`Node::stop`]; dropping it without stopping is what a crash
/// does, which the ledger survives.
#[derive(Debug)]
pub struct Node {
    engine: Arc<Engine>,
    launcher: Launcher,
    media: MediaFetcher,
    api_addr: SocketAddr,
    webhook_addr: SocketAddr,
    stop: CancellationToken,
    tasks: Vec<JoinHandle<()>>,
    tunnel: Option<TunnelHandle>,
    office: Option<OfficeHandle>,
    announcer: Option<Announcer>,
    _lock: File,
}

/// The lock file beside a database.
pub fn lock_path(db: &Path) -> PathBuf {
    let mut name = db.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".lock");
    db.with_file_name(name)
}

/// Creates `folder` and its missing parents readable by the user alone (0700 on Unix): the
/// data folder holds the business's contacts and messages. Folders that already exist keep
/// their permissions (they are the user's choice).
pub fn create_private_folder(folder: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(folder)
}

/// Takes the database's lock, or says that another Pacer has it.
fn lock(db: &Path) -> Result<File, NodeError> {
    if let Some(folder) = db.parent().filter(|p| !p.as_os_str().is_empty()) {
        create_private_folder(folder).map_err(|source| NodeError::Folder {
            path: folder.to_path_buf(),
            source,
        })?;
    }
    let path = lock_path(db);
    let mut options = File::options();
    options.create(true).truncate(false).write(true);
    // Like the database beside it: the user's alone.
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let file = options.open(&path).map_err(|source| NodeError::Folder {
        path: path.clone(),
        source,
    })?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(TryLockError::WouldBlock) => Err(NodeError::AlreadyRunning(db.to_path_buf())),
        Err(TryLockError::Error(source)) => Err(NodeError::Folder { path, source }),
    }
}

async fn bind(what: &'static str, addr: SocketAddr) -> Result<TcpListener, NodeError> {
    TcpListener::bind(addr)
        .await
        .map_err(|source| NodeError::Bind { what, addr, source })
}

/// Announces the office Pacer on the network and watches for a second one sending for the same
/// number: if that one started first, this one holds sending, in words, until the person
/// resumes (two senders for one number would break Meta's limits together). Discovery failing
/// is said in the log and changes nothing else: desks can still type the address.
fn announce(
    config: &OfficeConfig,
    office: &OfficeHandle,
    engine: &Arc<Engine>,
    stop: &CancellationToken,
    tasks: &mut Vec<JoinHandle<()>>,
) -> Option<Announcer> {
    let discovery = config.discovery?;
    let started_at = chrono::Utc::now().timestamp_millis();
    let me = Announcement::new(
        &config.name,
        office.addr().port(),
        &office.fingerprint(),
        &engine.config().phone_number_id,
        started_at,
    );
    // An office listening on one address is announced there; on every address, as they come.
    let addresses = (!office.addr().ip().is_unspecified()).then(|| vec![office.addr().ip()]);
    let announcer = match Announcer::start(discovery, me.clone(), addresses) {
        Ok(announcer) => Some(announcer),
        Err(e) => {
            tracing::warn!("{e}");
            None
        }
    };
    match discovery.watch_for_rivals(me, stop.child_token()) {
        Ok(rivals) => tasks.push(tokio::spawn(hold_for_rivals(rivals, Arc::clone(engine)))),
        Err(e) => tracing::warn!("{e}"),
    }
    announcer
}

/// Holds sending when the rival seen started first; says so when this one is the elder.
async fn hold_for_rivals(
    mut rivals: watch::Receiver<Option<crate::sharing::discovery::Rival>>,
    engine: Arc<Engine>,
) {
    loop {
        let rival = rivals.borrow_and_update().clone();
        if let Some(rival) = rival {
            let addresses: Vec<String> = rival.addresses.iter().map(ToString::to_string).collect();
            if rival.i_am_newer {
                tracing::error!(
                    rival = %rival.name,
                    addresses = %addresses.join(", "),
                    "another office Pacer sends for this number and started first: this one holds sending"
                );
                if let Err(e) = engine.hold(&Said::new(ids::SHARING_ANOTHER_OFFICE_SENDS)) {
                    tracing::error!("sending could not be held: {e}");
                }
            } else {
                tracing::warn!(
                    rival = %rival.name,
                    addresses = %addresses.join(", "),
                    "another office Pacer started for this number after this one: it holds sending, this one goes on"
                );
            }
        }
        if rivals.changed().await.is_err() {
            return;
        }
    }
}

impl Node {
    /// Takes the database's lock, binds both listeners, starts the engine, the launcher's
    /// scheduler, both servers, the inbox's pruning, the fetching of customers' files and the
    /// tunnel. The webhook receiver
    /// listens beyond loopback only when `webhook_beyond_loopback` says so.
    pub async fn start(settings: NodeConfig) -> Result<Node, NodeError> {
        if !settings.api_addr.ip().is_loopback() {
            return Err(NodeError::NotLoopback(settings.api_addr));
        }
        if !settings.webhook_addr.ip().is_loopback() && !settings.webhook_beyond_loopback {
            return Err(NodeError::WebhookNotLoopback(settings.webhook_addr));
        }
        let db = settings.config.db_path.clone();
        let lock = lock(&db)?;
        // Holding the lock, no import of this data folder runs: what an earlier run left
        // half-uploaded (it was killed mid-import) is nobody's.
        let leftovers = crate::api::remove_leftover_uploads(&readable::data_folder(&db));
        if leftovers > 0 {
            tracing::info!(leftovers, "removed uploads an earlier run left unfinished");
        }
        // The folder every caller of the local API may import from, the user's alone.
        let imports = readable::imports_folder(&db);
        create_private_folder(&imports).map_err(|source| NodeError::Folder {
            path: imports,
            source,
        })?;
        let api_listener = bind("local API", settings.api_addr).await?;
        let webhook_listener = bind("webhook receiver", settings.webhook_addr).await?;
        let office_listener = match &settings.office {
            Some(office) => Some((
                bind("office listener", office.addr).await?,
                office.identity.server_config().map_err(NodeError::Office)?,
            )),
            None => None,
        };
        let api_addr = api_listener.local_addr().unwrap_or(settings.api_addr);
        let webhook_addr = webhook_listener
            .local_addr()
            .unwrap_or(settings.webhook_addr);
        let engine = Engine::start(settings.config, settings.client)
            .await
            .map_err(|source| NodeError::Engine {
                path: db.clone(),
                source,
            })?;
        // Desks' uploads no campaign names are a day's use at most (`api::files`).
        match engine.ledger().read(crate::campaigns::files_in_use).await {
            Ok(in_use) => {
                let removed = crate::api::remove_unused_desk_files(
                    &readable::desk_files_folder(&db),
                    &in_use,
                    std::time::SystemTime::now(),
                );
                if removed > 0 {
                    tracing::info!(removed, "removed desks' uploads no campaign uses");
                }
            }
            Err(e) => tracing::warn!("the campaigns' files could not be read: {e}"),
        }
        let stop = CancellationToken::new();
        let launcher = Launcher::new(Arc::clone(&engine));
        let mut tasks = vec![tokio::spawn(
            launcher.clone().keep_scheduling(stop.child_token()),
        )];
        // The tunnel is the host's: its state is kept here and shown by the local API's stats
        // (and the window's Home, through [`Node::tunnel`]), never by the engine.
        let tunnel = settings.tunnel.map(|mut config| {
            config.local_port = webhook_addr.port();
            tunnel::start(config, stop.child_token())
        });
        // One pairing code at a time, opened by the owner (the window, `pacer share code`) and
        // taken by the office listener.
        let office = match (&settings.office, &office_listener) {
            (Some(config), Some((listener, _))) => Some(OfficeHandle {
                link: api::OfficeLink {
                    pairings: Arc::default(),
                    fingerprint: config.identity.fingerprint(),
                    addr: listener.local_addr().unwrap_or(config.addr),
                },
            }),
            _ => None,
        };
        let api_router = api::router_for(
            launcher.clone(),
            api::Door::Local {
                key: settings.api_key,
                readable_folders: settings.readable_folders,
            },
            tunnel.as_ref().map(TunnelHandle::watch),
            office.as_ref().map(|o| o.link.clone()),
        );
        if let (Some(office), Some((listener, tls))) = (&office, office_listener) {
            let desks_api = api::router_for(
                launcher.clone(),
                api::Door::Office,
                tunnel.as_ref().map(TunnelHandle::watch),
                Some(office.link.clone()),
            );
            let state = OfficeState::new(
                engine.ledger().clone(),
                engine.clock().clone(),
                Arc::clone(&office.link.pairings),
                office.link.fingerprint,
            )
            .named(settings.office.as_ref().map_or("", |c| c.name.as_str()));
            tasks.push(tokio::spawn(listener::serve_tls(
                listener,
                office_api::router(state, desks_api),
                Limits::default(),
                stop.clone(),
                tls,
            )));
        }
        let announcer = match (&settings.office, &office) {
            (Some(config), Some(office)) => announce(config, office, &engine, &stop, &mut tasks),
            _ => None,
        };
        let hook_router = webhook_receiver::router(Arc::clone(&engine), settings.secrets);
        tasks.push(tokio::spawn(listener::serve(
            api_listener,
            api_router,
            Limits::default(),
            stop.clone(),
        )));
        tasks.push(tokio::spawn(listener::serve(
            webhook_listener,
            hook_router,
            Limits::default(),
            stop.clone(),
        )));
        tasks.push(tokio::spawn(retention::run(
            engine.ledger().clone(),
            engine.clock().clone(),
            engine.config().inbox_retention,
            stop.child_token(),
        )));
        // Customers' files, fetched from Meta into the data folder beside the database.
        let (media, media_task) = MediaFetcher::start(
            Arc::clone(&engine),
            readable::data_folder(&db),
            FetchSettings::default(),
            stop.child_token(),
        );
        tasks.push(media_task);
        Ok(Node {
            engine,
            launcher,
            media,
            api_addr,
            webhook_addr,
            stop,
            tasks,
            tunnel,
            office,
            announcer,
            _lock: lock,
        })
    }

    /// The fetcher of customers' files: wake it when customer messages arrive, or ask it to
    /// fetch a file again.
    pub fn media(&self) -> &MediaFetcher {
        &self.media
    }

    /// The engine.
    pub fn engine(&self) -> &Arc<Engine> {
        &self.engine
    }

    /// The campaign launcher (launches run in the background).
    pub fn launcher(&self) -> &Launcher {
        &self.launcher
    }

    /// Where the local API listens.
    pub fn api_addr(&self) -> SocketAddr {
        self.api_addr
    }

    /// Where the webhook receiver listens.
    pub fn webhook_addr(&self) -> SocketAddr {
        self.webhook_addr
    }

    /// The office listener, when this Pacer is shared with the office.
    pub fn office(&self) -> Option<&OfficeHandle> {
        self.office.as_ref()
    }

    /// The tunnel's state, as it changes.
    pub fn tunnel(&self) -> Option<watch::Receiver<TunnelState>> {
        self.tunnel.as_ref().map(TunnelHandle::watch)
    }

    /// The tunnel's state now; `None` without a tunnel.
    pub fn tunnel_state(&self) -> Option<TunnelState> {
        self.tunnel.as_ref().map(|t| t.watch().borrow().clone())
    }

    /// Reads the templates from Meta (campaigns need them); `None` without a WABA id.
    /// The future does not borrow the node, so it can run in its own task.
    pub fn sync_templates(
        &self,
    ) -> impl Future<Output = Option<Result<SyncReport, String>>> + Send + 'static {
        let engine = Arc::clone(&self.engine);
        async move {
            if engine.config().waba_id.is_empty() {
                return None;
            }
            Some(
                crate::templates::sync_into(&engine)
                    .await
                    .map_err(|e| e.to_string()),
            )
        }
    }

    /// Stops the listeners and the tunnel, and lets the engine finish what is in flight.
    pub async fn stop(self) {
        if let Some(announcer) = self.announcer {
            // Desks that listed this office drop it at once.
            announcer.stop().await;
        }
        self.stop.cancel();
        if let Some(tunnel) = self.tunnel {
            tunnel.stopped().await;
        }
        self.engine.shutdown().await;
        for task in self.tasks {
            // A server that failed has already reported why.
            let _ = task.await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused() -> std::io::Error {
        std::io::Error::new(std::io::ErrorKind::AddrInUse, "Address in use")
    }

    #[test]
    fn in_english_the_start_failures_read_as_pacer_serve_has_always_said_them() {
        let addr: SocketAddr = "127.0.0.1:8091".parse().expect("address");
        let wide: SocketAddr = "0.0.0.0:8092".parse().expect("address");
        let db = PathBuf::from("/data/pacer.db");
        let cases = [
            (
                NodeError::NotLoopback(wide),
                "the local API address 0.0.0.0:8092 is not a loopback address: it must only be reachable from this machine (use 127.0.0.1)".to_owned(),
            ),
            (
                NodeError::WebhookNotLoopback(wide),
                "the webhook receiver's address 0.0.0.0:8092 is not a loopback address. The tunnel reaches a receiver on 127.0.0.1; listening on the network lets everyone on it send to the receiver. Use 127.0.0.1, or pass --webhook-beyond-loopback if a reverse proxy on another machine forwards Meta's webhooks to it".to_owned(),
            ),
            (
                NodeError::AlreadyRunning(db.clone()),
                "another Pacer is already running with the database /data/pacer.db: close it first (two Pacers on one database would send every message twice)".to_owned(),
            ),
            (
                NodeError::Folder { path: db.clone(), source: refused() },
                "cannot use the folder of the database /data/pacer.db: Address in use".to_owned(),
            ),
            (
                NodeError::Bind { what: "local API", addr, source: refused() },
                "cannot listen on 127.0.0.1:8091 for the local API (Address in use); is another program using that port?".to_owned(),
            ),
            (
                NodeError::Bind { what: "webhook receiver", addr, source: refused() },
                "cannot listen on 127.0.0.1:8091 for the webhook receiver (Address in use); is another program using that port?".to_owned(),
            ),
        ];
        for (error, english) in cases {
            assert_eq!(error.to_string(), english);
        }
    }

    #[test]
    fn a_port_in_use_is_said_with_the_listener_and_its_address_as_they_are() {
        let addr: SocketAddr = "127.0.0.1:8092".parse().expect("address");
        let said = NodeError::Bind {
            what: "webhook receiver",
            addr,
            source: refused(),
        }
        .said();
        assert_eq!(said.id, ids::APP_NODE_CANNOT_LISTEN);
        assert_eq!(
            said.args.get("what"),
            Some(&pacer_words::Arg::Text("webhook".into()))
        );
        assert_eq!(
            said.args.get("addr"),
            Some(&pacer_words::Arg::Text("127.0.0.1:8092".into()))
        );
    }
}
