//! Running a tunnel program: start it, read its public URL from its output, and start it
//! again with [`RESTART_BACKOFF`] when it stops, shows no URL in time, or the machine slept.

use std::time::Duration;

use futures::StreamExt;
use tokio::io::AsyncRead;
use tokio::process::Child;
use tokio::sync::watch;
use tokio::time::{Instant, sleep, sleep_until};
use tokio_util::codec::{FramedRead, LinesCodec, LinesCodecError};
use tokio_util::sync::CancellationToken;

use super::address::public_url_in;
use super::backoff::{RESTART_BACKOFF, later};
use super::provider::{CLOUDFLARED_CONNECTED, ProviderError, TunnelProvider};
use super::state::{TunnelFailure, TunnelState, TunnelStatus, english, setting_failed, spoken};
use super::{TunnelConfig, TunnelToken, program};
use crate::clock::Clock;
/// A tunnel that stayed up this long starts its restart backoff from the beginning again.
pub const STABLE_AFTER: Duration = Duration::from_secs(60);

/// The most of a tunnel program's last output line kept as a detail.
const OUTPUT_DETAIL_CHARS: usize = 300;

/// How long to keep reading a stopped program's last words before giving up on them.
const DRAIN_AFTER_EXIT: Duration = Duration::from_millis(500);

/// Runs a tunnel program, restarting it while it is down.
pub(super) struct Supervisor<'a> {
    pub(super) config: &'a TunnelConfig,
    pub(super) state: &'a watch::Sender<TunnelState>,
    pub(super) shutdown: &'a CancellationToken,
    pub(super) clock: &'a Clock,
}

/// How one run of the tunnel program ended.
enum RunEnd {
    Shutdown,
    /// The machine slept: the program was stopped, to be started again at once (its
    /// connection to the tunnel service is most likely gone, and its address with it).
    Woke,
    Down {
        failure: TunnelFailure,
        /// How long it had a public URL, if it got one.
        up_for: Option<Duration>,
    },
}

/// A tunnel program's output, line by line; a line longer than [`MAX_LINE`] is cut off rather
/// than held in memory whole (a program printing without newlines cannot grow Pacer's memory).
type OutputLines = FramedRead<Box<dyn AsyncRead + Send + Unpin>, LinesCodec>;

/// The longest output line kept.
const MAX_LINE: usize = 8 * 1024;

impl Supervisor<'_> {
    pub(super) async fn run(self) {
        let argv = match self
            .config
            .provider
            .command_line(self.config.local_port)
            .unwrap_or(Err(ProviderError::EmptyCommand))
        {
            Ok(argv) => argv,
            Err(e) => {
                tracing::warn!("the tunnel setting is not usable: {e}");
                let now = self.clock.now_ms();
                self.state.send_modify(|s| setting_failed(s, &e, now));
                self.shutdown.cancelled().await;
                return;
            }
        };
        let mut failures: u32 = 0;
        loop {
            match self.run_once(&argv).await {
                RunEnd::Shutdown => break,
                RunEnd::Woke => {
                    self.state
                        .send_modify(|s| s.restarts = s.restarts.saturating_add(1));
                }
                RunEnd::Down { failure, up_for } => {
                    if up_for.is_some_and(|up| up >= STABLE_AFTER) {
                        failures = 0;
                    }
                    let delay = RESTART_BACKOFF.delay(failures);
                    failures = failures.saturating_add(1);
                    tracing::warn!(
                        "the tunnel is down ({failure}); restarting in {}",
                        spoken(delay)
                    );
                    let now = self.clock.now_ms();
                    self.state.send_modify(|s| {
                        s.set_status(TunnelStatus::Down, now);
                        s.set_public_url(None);
                        let sentences = failure.sentences(Some(delay));
                        s.last_error = Some(english(&sentences));
                        s.last_error_said = sentences;
                        s.failure = Some(failure);
                        s.next_retry_at = Some(later(now, delay));
                    });
                    tokio::select! {
                        () = self.shutdown.cancelled() => break,
                        () = sleep(delay) => {}
                    }
                    self.state.send_modify(|s| {
                        s.restarts = s.restarts.saturating_add(1);
                        s.next_retry_at = None;
                    });
                }
            }
        }
        let now = self.clock.now_ms();
        self.state.send_modify(|s| {
            s.set_status(TunnelStatus::Off, now);
            s.set_public_url(None);
            s.next_retry_at = None;
        });
    }

    /// Starts the program once and follows it until it stops, shows no URL in time, or
    /// shutdown.
    async fn run_once(&self, argv: &[String]) -> RunEnd {
        let Some((program, args)) = argv.split_first() else {
            return RunEnd::Down {
                failure: TunnelFailure::Setting {
                    reason: ProviderError::EmptyCommand.to_string(),
                },
                up_for: None,
            };
        };
        let now = self.clock.now_ms();
        self.state.send_modify(|s| {
            s.set_status(TunnelStatus::Starting, now);
            s.set_public_url(None);
        });
        let environment = program::environment(std::env::vars_os(), self.token());
        let mut started = match program::start(program, args, environment).await {
            Ok(started) => started,
            Err(e) => {
                let failure = if e.kind() == std::io::ErrorKind::NotFound {
                    TunnelFailure::NotInstalled {
                        program: program.clone(),
                    }
                } else {
                    TunnelFailure::CannotStart {
                        program: program.clone(),
                        reason: e.to_string(),
                    }
                };
                return RunEnd::Down {
                    failure,
                    up_for: None,
                };
            }
        };
        let child = &mut started.child;
        tracing::info!(
            "started the tunnel program {program} (pid {})",
            child.id().unwrap_or_default()
        );
        let mut stdout = child.stdout.take().map(lines_of);
        let mut stderr = child.stderr.take().map(lines_of);
        let url_deadline = Instant::now() + self.config.url_timeout;
        let mut up_since: Option<Instant> = None;
        let mut last_output: Option<String> = None;
        let woke = self.clock.woke();
        tokio::pin!(woke);
        loop {
            let line = tokio::select! {
                () = self.shutdown.cancelled() => {
                    stop(child, program).await;
                    return RunEnd::Shutdown;
                }
                slept = &mut woke => {
                    tracing::info!(
                        "this computer slept for {} s: starting the tunnel again at once",
                        slept.as_secs()
                    );
                    stop(child, program).await;
                    return RunEnd::Woke;
                }
                status = child.wait() => {
                    drain(&mut stdout, &mut stderr, &mut last_output, program).await;
                    let exit_code = match status {
                        Ok(status) => status.code(),
                        Err(e) => {
                            tracing::warn!("could not wait for {program}: {e}");
                            None
                        }
                    };
                    return RunEnd::Down {
                        failure: TunnelFailure::Exited { exit_code, last_output },
                        up_for: up_since.map(|t| t.elapsed()),
                    };
                }
                () = sleep_until(url_deadline), if up_since.is_none() => {
                    stop(child, program).await;
                    return RunEnd::Down {
                        failure: TunnelFailure::NoPublicUrl {
                            waited_secs: self.config.url_timeout.as_secs(),
                            last_output,
                        },
                        up_for: None,
                    };
                }
                line = next_line(&mut stdout), if stdout.is_some() => line,
                line = next_line(&mut stderr), if stderr.is_some() => line,
            };
            let Some(line) = line else { continue };
            note_output(&line, program, &mut last_output);
            if up_since.is_none()
                && let Some(url) = self.public_url_from(&line)
            {
                up_since = Some(Instant::now());
                tracing::info!("the tunnel is up at {url}");
                let now = self.clock.now_ms();
                self.state.send_modify(|s| {
                    s.set_status(TunnelStatus::Up, now);
                    s.set_public_url(Some(url));
                    s.last_error = None;
                    s.last_error_said.clear();
                    s.failure = None;
                    s.next_retry_at = None;
                });
            }
        }
    }
}

impl Supervisor<'_> {
    /// The token and the variable it goes in, when this tunnel takes one and has one.
    fn token(&self) -> Option<(&'static str, &TunnelToken)> {
        let variable = self.config.provider.token_variable();
        match (variable, &self.config.token) {
            (Some(variable), Some(token)) => Some((variable, token)),
            (None, Some(_)) => {
                tracing::warn!(
                    "a tunnel token is set, but the {} tunnel takes none; it is not passed on",
                    self.config.provider.name()
                );
                None
            }
            (_, None) => None,
        }
    }

    /// The public URL a line of the program's output shows, if it shows one: a URL in it, or
    /// for a named tunnel, its host name once cloudflared says it is connected.
    fn public_url_from(&self, line: &str) -> Option<String> {
        match &self.config.provider {
            TunnelProvider::CloudflaredNamed { hostname } => line
                .contains(CLOUDFLARED_CONNECTED)
                .then(|| format!("https://{hostname}")),
            _ => public_url_in(line, self.config.local_port),
        }
    }
}

fn lines_of(stream: impl AsyncRead + Send + Unpin + 'static) -> OutputLines {
    let boxed: Box<dyn AsyncRead + Send + Unpin> = Box::new(stream);
    FramedRead::new(boxed, LinesCodec::new_with_max_length(MAX_LINE))
}

/// The next line of a stream (lossy UTF-8, without the line end); on end or error the stream
/// is closed (`None` stops it being polled).
async fn next_line(stream: &mut Option<OutputLines>) -> Option<String> {
    let lines = stream.as_mut()?;
    loop {
        match lines.next().await {
            Some(Ok(line)) => return Some(line.trim_end_matches('\r').to_owned()),
            // An overlong line is skipped; the codec resumes at the next newline.
            Some(Err(LinesCodecError::MaxLineLengthExceeded)) => continue,
            Some(Err(e)) => {
                tracing::debug!("stopped reading the tunnel program's output: {e}");
                *stream = None;
                return None;
            }
            None => {
                *stream = None;
                return None;
            }
        }
    }
}

fn note_output(line: &str, program: &str, last_output: &mut Option<String>) {
    let line = line.trim();
    if line.is_empty() {
        return;
    }
    tracing::debug!("{program}: {line}");
    *last_output = Some(line.chars().take(OUTPUT_DETAIL_CHARS).collect());
}

/// Reads what a stopped program still had in its pipes, for its last words, briefly.
async fn drain(
    stdout: &mut Option<OutputLines>,
    stderr: &mut Option<OutputLines>,
    last_output: &mut Option<String>,
    program: &str,
) {
    let deadline = Instant::now() + DRAIN_AFTER_EXIT;
    for stream in [stdout, stderr] {
        while stream.is_some() {
            match tokio::time::timeout_at(deadline, next_line(stream)).await {
                Ok(Some(line)) => note_output(&line, program, last_output),
                Ok(None) => {}
                // Something else holds the pipe open; the last words are not worth waiting for.
                Err(_) => return,
            }
        }
    }
}

/// Kills the program and waits for it, so no tunnel outlives Pacer.
async fn stop(child: &mut Child, program: &str) {
    match child.kill().await {
        Ok(()) => tracing::info!("stopped the tunnel program {program}"),
        Err(e) => tracing::warn!("could not stop the tunnel program {program}: {e}"),
    }
}
