//! `pacer sim` and `pacer sim check` as a user runs them: a real process, real HTTP, a real log.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

fn pacer() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pacer"))
}

#[test]
fn help_documents_every_flag_the_simulator_promises() {
    let output = pacer()
        .args(["sim", "--help"])
        .output()
        .expect("pacer runs");
    let help = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success());
    for flag in [
        "--addr",
        "--mps",
        "--latency-ms",
        "--token",
        "--app-secret",
        "--phone-number-id",
        "--waba-id",
        "--tier",
        "--webhook-url",
        "--log",
        "--seed",
        "--time-scale",
        "--fail-5xx-rate",
        "--timeout-rate",
        "--reset-rate",
        "--outage",
        "--latency-spike-rate",
        "--latency-spike-ms",
        "--duplicate-rate",
        "--reorder-rate",
        "--pair-period-s",
        "--pair-burst",
        "--no-limits",
    ] {
        assert!(help.contains(flag), "`pacer sim --help` documents {flag}");
    }
}

#[test]
fn bad_settings_are_refused_with_a_message_that_names_the_setting() {
    for (args, expected) in [
        (
            vec!["sim", "--fail-5xx-rate", "2"],
            "a rate is a fraction between 0 and 1",
        ),
        (vec!["sim", "--mps", "lots"], "--mps"),
        (vec!["sim", "--tier", "huge"], "tier \"huge\""),
        (vec!["sim", "--outage", "soon"], "START+LENGTH"),
        (vec!["sim", "--time-scale", "0"], "time scale"),
        (
            vec!["sim", "check", "/nonexistent/sim.jsonl"],
            "cannot open the log",
        ),
    ] {
        let output = pacer().args(&args).output().expect("pacer runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} must fail");
        assert!(
            stderr.contains(expected),
            "{args:?}: the error says \"{expected}\", got: {stderr}"
        );
        assert!(
            !stderr.contains("panicked"),
            "{args:?}: a bad setting never panics"
        );
    }
}

#[tokio::test]
async fn a_simulator_run_is_logged_and_checked() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let log = dir.path().join("run.jsonl");
    let mut child = pacer()
        .args([
            "sim",
            "--addr",
            "127.0.0.1:0",
            "--mps",
            "2",
            "--time-scale",
            "30",
            "--log",
        ])
        .arg(&log)
        .stdout(Stdio::piped())
        .spawn()?;
    // Only the first line is read; the pipe then closes, which the simulator must survive.
    let mut first_line = String::new();
    BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut first_line)?;
    let base = first_line
        .trim()
        .rsplit(' ')
        .next()
        .expect("the banner ends with the URL")
        .to_owned();
    assert!(
        base.starts_with("http://127.0.0.1:"),
        "the banner says where it listens: {first_line}"
    );

    let client = reqwest::Client::new();
    let mut codes = Vec::new();
    for i in 0..3 {
        let answer: Value = client
            .post(format!("{base}/v25.0/106540352242922/messages"))
            .bearer_auth("sim-access-token")
            .json(&json!({"messaging_product": "whatsapp", "to": format!("+1555700000{i}"), "type": "template",
                          "template": {"name": "hello_world", "language": {"code": "en_US"}}}))
            .send()
            .await?
            .json()
            .await?;
        codes.push(answer["error"]["code"].as_i64().unwrap_or(0));
    }
    assert_eq!(
        codes,
        vec![0, 0, 130429],
        "2 mps: the third message in the second is refused"
    );

    // SIGTERM stops it cleanly and the log is complete.
    let stopped = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()?;
    assert!(stopped.success());
    for _ in 0..500 {
        if child.try_wait()?.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(
        child.try_wait()?.is_some_and(|s| s.success()),
        "the simulator exits cleanly on SIGTERM"
    );

    let output = pacer()
        .args(["sim", "check", "--json"])
        .arg(&log)
        .output()?;
    assert!(output.status.success());
    let report: Value = serde_json::from_slice(&output.stdout)?;
    assert_eq!(report["accepted"], 2);
    assert_eq!(report["rejected_by_code"]["130429"], 1);
    assert_eq!(report["max_accepted_in_one_second"], 2);

    let human = pacer().args(["sim", "check"]).arg(&log).output()?;
    let text = String::from_utf8_lossy(&human.stdout);
    assert!(
        text.contains("most accepted in any 1 s") && text.contains("PROBLEM"),
        "the plain report names the problem:\n{text}"
    );
    let strict = pacer()
        .args(["sim", "check", "--strict"])
        .arg(&log)
        .output()?;
    assert!(
        !strict.status.success(),
        "--strict fails a run that went over the limit"
    );
    Ok(())
}

#[test]
fn a_check_read_through_a_closed_pipe_stops_quietly() -> anyhow::Result<()> {
    // `pacer sim check LOG | head -1`: the reader goes away before the report is written.
    let dir = tempfile::tempdir()?;
    let log = dir.path().join("sim.jsonl");
    let mut lines = vec![
        json!({"kind": "start", "unix_ms": 0, "mps": 80, "pair_period_s": 6.0, "pair_burst": 45,
               "tier": null, "time_scale": 1.0, "seed": 1})
        .to_string(),
    ];
    for i in 0..200 {
        lines.push(
            json!({"kind": "send", "t_us": i * 20_000, "to": format!("9230012{i:05}"), "accepted": true,
                   "code": null, "http_status": 200, "wamid": format!("wamid.{i}")})
            .to_string(),
        );
    }
    std::fs::write(&log, lines.join("\n"))?;
    let mut child = pacer()
        .args(["sim", "check"])
        .arg(&log)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    drop(child.stdout.take());
    let output = child.wait_with_output()?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        !stderr.contains("panicked"),
        "a closed pipe is not a reason to panic: {stderr}"
    );
    assert!(output.status.success(), "{stderr}");
    Ok(())
}
