//! `pacer serve` and its tunnel program, as real processes: the program is given none of
//! Pacer's secrets (they live in `PACER_*` variables), the tunnel token reaches it only in its
//! own variable and never on its command line, a `command:` with a token in it is refused,
//! and a SIGKILLed Pacer leaves no tunnel program behind.
//!
//! The tunnel programs are small `sh` scripts standing in for cloudflared and ngrok: they write
//! down what they were given (arguments, environment, their own `/proc/<pid>/cmdline`), print
//! what the real program prints when it is up, and keep running.

#![cfg(target_os = "linux")]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail, ensure};
use serde_json::Value;

const API_KEY: &str = "api-key-Probe-5d1c";
const ACCESS_TOKEN: &str = "EAAG-access-Probe-91fe";
const APP_SECRET: &str = "app-secret-Probe-2b77";
const VERIFY_TOKEN: &str = "verify-Probe-c4e0";
const TUNNEL_TOKEN: &str = "eyJhIjoiTunnelProbe-6a3f0d";

/// Every secret `pacer serve` is started with, by variable.
const SECRETS: [(&str, &str); 5] = [
    ("PACER_API_KEY", API_KEY),
    ("PACER_ACCESS_TOKEN", ACCESS_TOKEN),
    ("PACER_APP_SECRET", APP_SECRET),
    ("PACER_VERIFY_TOKEN", VERIFY_TOKEN),
    ("PACER_TUNNEL_TOKEN", TUNNEL_TOKEN),
];

/// How long anything awaited may take: generous, so a slow machine never fails a test.
const LIMIT: Duration = Duration::from_secs(60);

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// A process that is killed and reaped if the test ends early.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        // Already gone in the normal course of a test; otherwise stop it now.
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A `pacer serve` run in a temporary folder, its output kept in files.
struct Serve {
    dir: tempfile::TempDir,
    api_port: std::cell::Cell<u16>,
    webhook_port: std::cell::Cell<u16>,
}

impl Serve {
    fn new() -> anyhow::Result<Serve> {
        Ok(Serve {
            dir: tempfile::tempdir()?,
            api_port: std::cell::Cell::new(free_port()),
            webhook_port: std::cell::Cell::new(free_port()),
        })
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Starts `pacer serve` with `tunnel`, every secret in its environment, and `PATH` begun
    /// with `bin` when given.
    ///
    /// Another test may take a port between [`free_port`] and `pacer serve` listening on it:
    /// `pacer` then says the address is in use and ends, and it is started again on fresh
    /// ports (CI saw this once).
    fn start(&self, tunnel: &str, bin: Option<&Path>) -> anyhow::Result<Running> {
        for _ in 0..5 {
            let mut running = self.spawn(tunnel, bin)?;
            if !self.lost_a_port(&mut running)? {
                return Ok(running);
            }
            self.api_port.set(free_port());
            self.webhook_port.set(free_port());
        }
        bail!(
            "pacer serve found its ports taken five times:\n{}",
            self.output()
        )
    }

    /// Whether `running` ended because one of its ports was taken; false once it listens (it
    /// prints its banner then) or when it ended for another reason (the test then sees why).
    fn lost_a_port(&self, running: &mut Running) -> anyhow::Result<bool> {
        let deadline = Instant::now() + LIMIT;
        while Instant::now() < deadline {
            if running.0.try_wait()?.is_some() {
                return Ok(self.output().contains("Address already in use"));
            }
            if std::fs::metadata(self.path("pacer.out")).is_ok_and(|m| m.len() > 0) {
                return Ok(false);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        Ok(false)
    }

    fn spawn(&self, tunnel: &str, bin: Option<&Path>) -> anyhow::Result<Running> {
        let mut command = Command::new(env!("CARGO_BIN_EXE_pacer"));
        command
            .args(["serve", "--phone-number-id", "106540352242922"])
            .args(["--tier", "unlimited", "--graph-url", "http://127.0.0.1:9"])
            .arg("--db")
            .arg(self.path("pacer.db"))
            .args(["--api-addr", &format!("127.0.0.1:{}", self.api_port.get())])
            .args([
                "--webhook-addr",
                &format!("127.0.0.1:{}", self.webhook_port.get()),
            ])
            .args(["--tunnel", tunnel])
            .envs(SECRETS)
            .env("PACER_LOG", "debug")
            .stdout(std::fs::File::create(self.path("pacer.out"))?)
            .stderr(std::fs::File::create(self.path("pacer.err"))?);
        if let Some(bin) = bin {
            let path = std::env::var("PATH").unwrap_or_default();
            command.env("PATH", format!("{}:{path}", bin.display()));
        }
        Ok(Running(command.spawn().context("pacer serve starts")?))
    }

    /// What `pacer serve` printed and logged (at debug level).
    fn output(&self) -> String {
        ["pacer.out", "pacer.err"]
            .iter()
            .map(|name| std::fs::read_to_string(self.path(name)).unwrap_or_default())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// `GET /v1/stats` until `ready` holds for it; the last answer either way.
    async fn stats_until(&self, ready: impl Fn(&Value) -> bool) -> anyhow::Result<Value> {
        let client = reqwest::Client::new();
        let deadline = Instant::now() + LIMIT;
        let mut last = Value::Null;
        while Instant::now() < deadline {
            if let Ok(answer) = client
                .get(format!("http://127.0.0.1:{}/v1/stats", self.api_port.get()))
                .bearer_auth(API_KEY)
                .send()
                .await
                && let Ok(stats) = answer.json::<Value>().await
            {
                if ready(&stats) {
                    return Ok(stats);
                }
                last = stats;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        bail!(
            "the awaited state never came within {LIMIT:?}; last stats: {last}\npacer said:\n{}",
            self.output()
        )
    }
}

/// Writes an executable `sh` script.
fn script(path: &Path, body: &str) -> anyhow::Result<()> {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::write(path, format!("#!/bin/sh\n{body}"))?;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))?;
    Ok(())
}

/// The script lines that write down what the program was given into `dump` (atomically, so a
/// reader never sees half of it): its pid, its arguments, its environment and its command line
/// as the kernel shows it to every user.
fn dump_lines(dump: &Path) -> String {
    let dump = dump.display();
    format!(
        "{{ echo \"pid=$$\"; for a in \"$@\"; do echo \"arg=$a\"; done; env | sed 's/^/env:/'; \
         printf 'cmdline='; tr '\\0' ' ' < /proc/$$/cmdline; echo; }} > \"{dump}.tmp\" \
         && mv \"{dump}.tmp\" \"{dump}\"\n"
    )
}

/// What a stand-in program wrote down.
struct Dump {
    text: String,
    pid: u32,
}

impl Dump {
    async fn read(path: &Path) -> anyhow::Result<Dump> {
        let deadline = Instant::now() + LIMIT;
        loop {
            if let Ok(text) = std::fs::read_to_string(path) {
                let pid = text
                    .lines()
                    .find_map(|l| l.strip_prefix("pid="))
                    .context("the dump starts with the pid")?
                    .trim()
                    .parse()?;
                return Ok(Dump { text, pid });
            }
            ensure!(
                Instant::now() < deadline,
                "the tunnel program never started: no {}",
                path.display()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    fn lines<'a>(&'a self, prefix: &'a str) -> impl Iterator<Item = &'a str> {
        self.text
            .lines()
            .filter_map(move |l| l.strip_prefix(prefix))
    }
}

/// Whether a process is alive: it exists and is not a zombie (a zombie has ended and holds
/// nothing; only its exit status waits to be collected).
fn alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => stat
            .rsplit_once(") ")
            .and_then(|(_, rest)| rest.chars().next())
            .is_some_and(|state| state != 'Z'),
        Err(_) => false,
    }
}

/// Kills a process the test left behind, so a failed test does not leave one running.
fn reap(pid: u32) {
    if alive(pid) {
        // Best effort: the assertion that failed already said what went wrong.
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
}

/// A NUL-separated `/proc` file of a running process, as text.
fn proc_file(pid: u32, name: &str) -> anyhow::Result<String> {
    let bytes = std::fs::read(format!("/proc/{pid}/{name}"))
        .with_context(|| format!("/proc/{pid}/{name} of the running tunnel program"))?;
    Ok(String::from_utf8_lossy(&bytes).replace('\0', "\n"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tunnel_program_gets_none_of_pacers_secrets_and_its_address_is_read() -> anyhow::Result<()>
{
    let serve = Serve::new()?;
    let probe = serve.path("probe.sh");
    let dump = serve.path("probe.dump");
    script(
        &probe,
        &format!(
            "{}echo 'INF |  https://probe-7f3a.example.net  |'\nexec sleep 600\n",
            dump_lines(&dump)
        ),
    )?;
    let _pacer = serve.start(
        &format!("command:sh \"{}\" {{port}}", probe.display()),
        None,
    )?;
    let stats = serve.stats_until(|s| s["tunnel"]["status"] == "up").await?;
    let seen = Dump::read(&dump).await?;
    assert_eq!(
        stats["tunnel"]["public_url"], "https://probe-7f3a.example.net",
        "the address the program printed is read as the tunnel's public URL"
    );
    assert_eq!(
        seen.lines("arg=").collect::<Vec<_>>(),
        [serve.webhook_port.get().to_string()],
        "the program gets the receiver's port and nothing else"
    );
    let pacer_variables: Vec<&str> = seen
        .lines("env:")
        .filter(|l| l.to_ascii_uppercase().starts_with("PACER_"))
        .collect();
    assert_eq!(
        pacer_variables,
        Vec::<&str>::new(),
        "a tunnel program never sees Pacer's own variables"
    );
    for (variable, secret) in SECRETS {
        assert!(
            !seen.text.contains(secret),
            "the value of {variable} must not reach the tunnel program: {}",
            seen.text
        );
    }
    let environment = proc_file(seen.pid, "environ")?;
    assert!(
        !environment.contains("PACER_"),
        "the kernel's view of the program's environment has no PACER_* either"
    );
    assert!(
        seen.lines("env:PATH=").next().is_some(),
        "the program still gets PATH, to find what it runs"
    );
    eprintln!(
        "proof: tunnel child env has 0 PACER_* variables (Pacer had {}); 0 of {} secrets \
         reached it; its URL was read",
        SECRETS.len() + 1,
        SECRETS.len()
    );
    reap(seen.pid);
    Ok(())
}

/// A stand-in for `program` in a folder of its own, printing `up_line` once it has written
/// down what it was given, then running until killed.
fn stand_in(serve: &Serve, program: &str, up_line: &str) -> anyhow::Result<(PathBuf, PathBuf)> {
    let bin = serve.path("bin");
    std::fs::create_dir_all(&bin)?;
    let dump = serve.path(&format!("{program}.dump"));
    script(
        &bin.join(program),
        &format!(
            "{}echo '{up_line}' >&2\nwhile :; do sleep 1; done\n",
            dump_lines(&dump)
        ),
    )?;
    Ok((bin, dump))
}

/// Runs `pacer serve` with `tunnel`, its program a stand-in, and checks where the token went.
async fn token_goes_only_to(
    tunnel: &str,
    program: &str,
    up_line: &str,
    variable: &str,
    public_url: &str,
) -> anyhow::Result<()> {
    let serve = Serve::new()?;
    let (bin, dump) = stand_in(&serve, program, up_line)?;
    let mut pacer = serve.start(tunnel, Some(&bin))?;
    let stats = serve.stats_until(|s| s["tunnel"]["status"] == "up").await?;
    let seen = Dump::read(&dump).await?;
    assert_eq!(
        stats["tunnel"]["public_url"], public_url,
        "the {tunnel} tunnel is up at its public URL"
    );
    assert_eq!(
        seen.lines("env:")
            .filter(|l| l.contains(TUNNEL_TOKEN))
            .collect::<Vec<_>>(),
        [format!("{variable}={TUNNEL_TOKEN}")],
        "{program} gets the token in {variable} and in no other variable"
    );
    assert_eq!(
        seen.lines("env:")
            .filter(|l| l.to_ascii_uppercase().starts_with("PACER_"))
            .count(),
        0,
        "{program} sees none of Pacer's own variables"
    );
    let arguments: Vec<&str> = seen.lines("arg=").collect();
    assert!(
        !arguments.iter().any(|a| a.contains(TUNNEL_TOKEN)),
        "the token is never an argument: {arguments:?}"
    );
    let cmdline = proc_file(seen.pid, "cmdline")?;
    assert!(
        cmdline.contains(program) && !cmdline.contains(TUNNEL_TOKEN),
        "/proc/<pid>/cmdline, which every user can read, shows {program} without the token: \
         {cmdline}"
    );
    assert!(
        !seen.lines("cmdline=").any(|l| l.contains(TUNNEL_TOKEN)),
        "nor does the command line the program saw for itself"
    );
    assert!(
        proc_file(seen.pid, "environ")?.contains(&format!("{variable}={TUNNEL_TOKEN}")),
        "the kernel shows the token in the program's own environment (readable by its user only)"
    );
    let shown = stats.to_string();
    assert!(
        !shown.contains(TUNNEL_TOKEN),
        "the tunnel's state never shows the token: {shown}"
    );
    Command::new("kill")
        .args(["-TERM", &pacer.0.id().to_string()])
        .status()?;
    pacer.0.wait()?;
    let output = serve.output();
    assert!(
        output.contains(&format!("started the tunnel program {program}")),
        "the debug log was read (it names the program): {output}"
    );
    assert!(
        !output.contains(TUNNEL_TOKEN),
        "Pacer's output and debug log never show the token"
    );
    reap(seen.pid);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_named_cloudflared_tunnel_gets_its_token_only_in_tunnel_token() -> anyhow::Result<()> {
    token_goes_only_to(
        "cloudflared-named:hooks.example.com",
        "cloudflared",
        "2026-01-10T09:00:02Z INF Registered tunnel connection connIndex=0 \
         connection=7f0c2d1e event=0 ip=198.41.200.13 location=ams01 protocol=quic",
        "TUNNEL_TOKEN",
        "https://hooks.example.com",
    )
    .await?;
    eprintln!(
        "proof: tunnel child env has 0 PACER_* variables; token only in TUNNEL_TOKEN, never argv"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ngrok_gets_its_authtoken_only_in_ngrok_authtoken() -> anyhow::Result<()> {
    token_goes_only_to(
        "ngrok",
        "ngrok",
        "t=2026-01-10T09:00:01+0000 lvl=info msg=\"started tunnel\" obj=tunnels \
         name=command_line url=https://4f2a-203-0-113-7.ngrok-free.app",
        "NGROK_AUTHTOKEN",
        "https://4f2a-203-0-113-7.ngrok-free.app",
    )
    .await?;
    eprintln!("proof: ngrok's authtoken only in NGROK_AUTHTOKEN, never argv, logs or state");
    Ok(())
}

#[test]
fn a_tunnel_command_with_a_token_in_it_is_refused_without_repeating_the_token() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let refused = Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args(["serve", "--phone-number-id", "1", "--tier", "250", "--db"])
        .arg(dir.path().join("pacer.db"))
        .args([
            "--tunnel",
            &format!("command:cloudflared tunnel run --token {TUNNEL_TOKEN} --url {{port}}"),
        ])
        .envs(SECRETS)
        .stdout(Stdio::null())
        .output()
        .expect("pacer runs");
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        !refused.status.success(),
        "a token on the tunnel's command line stops pacer serve from starting"
    );
    assert!(
        said.contains("--token") && said.contains("PACER_TUNNEL_TOKEN"),
        "the refusal names the option and says where the token goes instead: {said}"
    );
    assert!(
        !said.contains(TUNNEL_TOKEN),
        "the refusal never repeats the token: {said}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sigkilled_pacer_leaves_no_tunnel_program_running() -> anyhow::Result<()> {
    let serve = Serve::new()?;
    let probe = serve.path("long.sh");
    let pid_file = serve.path("long.pid");
    script(
        &probe,
        &format!(
            "echo $$ > \"{}.tmp\" && mv \"{0}.tmp\" \"{0}\"\n\
             echo 'INF |  https://kill-probe.example.net  |'\nexec sleep 600\n",
            pid_file.display()
        ),
    )?;
    let mut pacer = serve.start(
        &format!("command:sh \"{}\" {{port}}", probe.display()),
        None,
    )?;
    serve.stats_until(|s| s["tunnel"]["status"] == "up").await?;
    let pid: u32 = std::fs::read_to_string(&pid_file)?.trim().parse()?;
    ensure!(alive(pid), "the tunnel program runs while Pacer does");

    // Timed from the SIGKILL itself, so the figure includes Pacer's own end.
    let killed = Instant::now();
    pacer.0.kill()?;
    pacer.0.wait()?;
    // The bound is the "within a few seconds", made generous for a loaded machine;
    // the kernel signals the program as Pacer's last thread ends.
    let bound = Duration::from_secs(10);
    while alive(pid) && killed.elapsed() < bound {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let gone_after = killed.elapsed();
    let still_there = alive(pid);
    reap(pid);
    assert!(
        !still_there,
        "a tunnel program must not outlive a SIGKILLed Pacer (pid {pid} still ran after {bound:?})"
    );
    eprintln!(
        "proof: pacer SIGKILLed; its tunnel child gone in {:.3} s",
        gone_after.as_secs_f64()
    );
    Ok(())
}
