//! How a tunnel program is started: with a clean environment, its token (if any) in its own
//! variable, and bound to Pacer's life.
//!
//! - **A clean environment.** The program gets only what a program needs to find its files,
//!   its certificates and the network ([`PASSED_ON`]: `PATH`, `HOME`, the locale, the
//!   temporary folder, proxies …), never the rest of Pacer's environment: `pacer serve` keeps
//!   its secrets in `PACER_*` variables, and a tunnel program — often a download from the
//!   internet, or any command the person typed — has no business reading them.
//! - **The token in its own variable**, never in argv (see [`super::token`]).
//! - **It dies with Pacer.** A clean stop kills it ([`tokio::process::Command::kill_on_drop`]
//!   and the supervisor's own kill); on Linux the kernel also kills it when Pacer itself is
//!   killed (`PR_SET_PDEATHSIG`), so a SIGKILLed or crashed Pacer leaves no tunnel running
//!   that keeps forwarding to a port nobody listens on — or to whatever listens there next.

use std::ffi::{OsStr, OsString};
use std::io;
use std::process::Stdio;

use tokio::process::{Child, Command};

use super::token::TunnelToken;

/// The variables a tunnel program is given from Pacer's environment, when set.
///
/// The name is compared exactly on Unix and without regard to case on Windows (where
/// variable names are case-insensitive). Proxies are given in both spellings, as programs
/// read either.
pub const PASSED_ON: &[&str] = &[
    // Finding programs and the user's files.
    "PATH",
    "HOME",
    "USER",
    "LOGNAME",
    "XDG_CONFIG_HOME",
    "XDG_CACHE_HOME",
    "XDG_DATA_HOME",
    "XDG_RUNTIME_DIR",
    "TMPDIR",
    // Language and time.
    "LANG",
    "LANGUAGE",
    "TZ",
    // Certificates and proxies: a tunnel must reach its service from this network.
    "SSL_CERT_FILE",
    "SSL_CERT_DIR",
    "HTTPS_PROXY",
    "HTTP_PROXY",
    "ALL_PROXY",
    "NO_PROXY",
    "https_proxy",
    "http_proxy",
    "all_proxy",
    "no_proxy",
    // Windows: what a program needs to start at all, and the user's folders.
    "SYSTEMROOT",
    "SYSTEMDRIVE",
    "WINDIR",
    "COMSPEC",
    "PATHEXT",
    "APPDATA",
    "LOCALAPPDATA",
    "PROGRAMDATA",
    "USERPROFILE",
    "HOMEDRIVE",
    "HOMEPATH",
    "USERNAME",
    "TEMP",
    "TMP",
];

/// Prefixes of variables passed on as well: the locale's categories (`LC_ALL`, `LC_CTYPE` …).
const PASSED_ON_PREFIXES: &[&str] = &["LC_"];

/// Pacer's own variables, never passed on whatever the lists above say.
const PACER_PREFIX: &str = "PACER_";

fn same_name(a: &str, b: &str) -> bool {
    if cfg!(windows) {
        a.eq_ignore_ascii_case(b)
    } else {
        a == b
    }
}

/// Whether a variable of Pacer's environment is passed on to a tunnel program.
fn passed_on(name: &OsStr) -> bool {
    let Some(name) = name.to_str() else {
        return false;
    };
    if name.to_ascii_uppercase().starts_with(PACER_PREFIX) {
        return false;
    }
    PASSED_ON.iter().any(|allowed| same_name(allowed, name))
        || PASSED_ON_PREFIXES
            .iter()
            .any(|prefix| name.len() > prefix.len() && same_name(&name[..prefix.len()], prefix))
}

/// The whole environment of a tunnel program: the variables of `parent` that are
/// [`PASSED_ON`], and the token under `variable` when there is one.
pub fn environment(
    parent: impl IntoIterator<Item = (OsString, OsString)>,
    token: Option<(&'static str, &TunnelToken)>,
) -> Vec<(OsString, OsString)> {
    let mut environment: Vec<(OsString, OsString)> = parent
        .into_iter()
        .filter(|(name, _)| passed_on(name))
        .collect();
    if let Some((variable, token)) = token {
        environment.push((variable.into(), token.expose().into()));
    }
    environment
}

/// A started tunnel program.
///
/// Its fields drop in order: the program is killed first (`kill_on_drop`), then the thread
/// that started it may end.
#[derive(Debug)]
pub(crate) struct Started {
    /// The program.
    pub(crate) child: Child,
    /// Keeps the thread that started the program alive while the program runs.
    _starter: StarterThread,
}

/// Ends the thread that started a program when dropped.
#[derive(Debug)]
struct StarterThread(#[allow(dead_code)] std::sync::mpsc::Sender<()>);

/// Starts `program` with `args` and exactly `environment`, its output piped and its input
/// closed.
///
/// The program is started from a thread of its own, which lives until the returned
/// [`Started`] is dropped: on Linux the kernel's parent-death signal follows the *thread*
/// that started a process, not the process, so a program started from a runtime thread that
/// later ends (tokio ends idle blocking threads) would be killed with it.
pub(crate) async fn start(
    program: &str,
    args: &[String],
    environment: Vec<(OsString, OsString)>,
) -> io::Result<Started> {
    let mut command = Command::new(program);
    command
        .args(args)
        .env_clear()
        .envs(environment)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    die_with_pacer(&mut command);

    let runtime = tokio::runtime::Handle::current();
    let (started_tx, started_rx) = tokio::sync::oneshot::channel();
    let (hold_tx, hold_rx) = std::sync::mpsc::channel::<()>();
    std::thread::Builder::new()
        .name("pacer-tunnel".into())
        .spawn(move || {
            // Spawning registers the child with the runtime's process driver.
            let spawned = {
                let _runtime = runtime.enter();
                command.spawn()
            };
            let running = spawned.is_ok();
            if started_tx.send(spawned).is_err() {
                // Nobody waits for the program any more: it is dropped here, which kills it.
                return;
            }
            if running {
                // Returns when the sender is dropped: the program is gone.
                let _ = hold_rx.recv();
            }
        })?;
    let child = started_rx
        .await
        .map_err(|_| io::Error::other("the thread starting the tunnel program stopped"))??;
    Ok(Started {
        child,
        _starter: StarterThread(hold_tx),
    })
}

/// On Linux: the kernel kills the program when the thread that started it ends — with Pacer,
/// however Pacer ends (a SIGKILL, a crash, the power button in the task manager).
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn die_with_pacer(command: &mut Command) {
    use rustix::process::{Signal, getpid, getppid, set_parent_process_death_signal};
    // Read before the fork: in the child it is the parent it expects to have.
    let pacer = getpid();
    let in_child = move || -> io::Result<()> {
        set_parent_process_death_signal(Some(Signal::KILL))?;
        // Pacer may have died between the fork and the line above; then the signal will never
        // come (the child already has a new parent). Refuse to run the program at all.
        if getppid() != Some(pacer) {
            return Err(rustix::io::Errno::SRCH.into());
        }
        Ok(())
    };
    // SAFETY: `pre_exec` runs the closure in the forked child before `exec`, where only
    // async-signal-safe work is sound (another thread of Pacer may have held a lock, e.g. the
    // allocator's, at the fork). The closure makes two system calls through rustix (prctl and
    // getppid, raw syscalls that allocate nothing and take no lock), compares two integers,
    // and on failure builds an `io::Error` from a raw errno, which does not allocate. It
    // captures only `pacer`, a copied integer, and touches no other memory of the parent.
    unsafe {
        command.pre_exec(in_child);
    }
}

/// Elsewhere there is no parent-death signal: a clean stop still kills the program
/// (`kill_on_drop` and the supervisor's kill).
#[cfg(not(target_os = "linux"))]
fn die_with_pacer(_command: &mut Command) {}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> Vec<(OsString, OsString)> {
        pairs
            .iter()
            .map(|(k, v)| (OsString::from(k), OsString::from(v)))
            .collect()
    }

    #[test]
    fn a_tunnel_program_gets_what_it_needs_and_none_of_pacers_secrets() {
        let parent = vars(&[
            ("PATH", "/usr/bin"),
            ("HOME", "/home/shop"),
            ("LANG", "ur_PK.UTF-8"),
            ("LC_TIME", "en_GB.UTF-8"),
            ("https_proxy", "http://proxy:3128"),
            ("PACER_ACCESS_TOKEN", "EAAG-secret"),
            ("PACER_APP_SECRET", "app-secret"),
            ("PACER_API_KEY", "api-key"),
            ("PACER_VERIFY_TOKEN", "verify"),
            ("PACER_TUNNEL_TOKEN", "tunnel-secret"),
            ("AWS_SECRET_ACCESS_KEY", "aws"),
            ("TUNNEL_TOKEN", "inherited-by-accident"),
            ("LC_", "not a locale category"),
        ]);
        let token = TunnelToken::new("eyJ-named-tunnel").expect("a token");
        let environment = environment(parent, Some(("TUNNEL_TOKEN", &token)));
        let names: Vec<&str> = environment
            .iter()
            .filter_map(|(name, _)| name.to_str())
            .collect();
        assert_eq!(
            names,
            [
                "PATH",
                "HOME",
                "LANG",
                "LC_TIME",
                "https_proxy",
                "TUNNEL_TOKEN"
            ],
            "only the listed variables and the token's own variable are passed on"
        );
        assert_eq!(
            environment.last(),
            Some(&(
                OsString::from("TUNNEL_TOKEN"),
                OsString::from("eyJ-named-tunnel")
            )),
            "the token is Pacer's, not one inherited from its environment"
        );
    }
}
