//! Discovery over real multicast DNS (`docs/office.md`): an office Pacer announced on this PC
//! is found by a desk with everything it said, and two office Pacers announcing the same phone
//! number each see the other, the newer one told it is the newer.
//!
//! Multicast must not leave the test: each test runs itself again in a network namespace of
//! its own (`unshare --net`, loopback brought up), where loopback is the only interface, and
//! discovery is held to loopback there too ([`Discovery::this_pc_only`]). Where namespaces
//! cannot be made (no `unshare`, not allowed), the test runs in place, still on loopback
//! only. Every wait is bounded (10 s) and a test that finds nothing fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::future::Future;
use std::net::IpAddr;
use std::process::{Command, Stdio};
use std::time::Duration;

use pacer_engine::sharing::discovery::SERVICE_TYPE;
use pacer_engine::sharing::{Announcement, Announcer, Discovery, FoundOffice, Identity};
use tokio_util::sync::CancellationToken;

mod support;

/// Set in the copy of the test that runs inside the namespace.
const INSIDE: &str = "PACER_DISCOVERY_TEST_IN_NAMESPACE";
/// How long anything may take to be found: generous, so a busy machine does not fail a test.
const PATIENCE: Duration = Duration::from_secs(10);
const LOOPBACK: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);

/// The `unshare` command that makes a network namespace here, if one can be made: plain as
/// root, with a user namespace otherwise.
fn namespace_command() -> Option<&'static [&'static str]> {
    const CANDIDATES: [&[&str]; 2] = [
        &["unshare", "--net"],
        &["unshare", "--map-root-user", "--net"],
    ];
    CANDIDATES.into_iter().find(|candidate| {
        Command::new(candidate[0])
            .args(&candidate[1..])
            .args(["ip", "link", "set", "lo", "up"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|status| status.success())
    })
}

/// Runs the test `name` (`body`) inside a network namespace of its own, or here on loopback if
/// no namespace can be made; see the module docs.
fn in_a_network_of_its_own(name: &str, body: impl Future<Output = ()>) {
    if std::env::var_os(INSIDE).is_none() {
        if let Some(unshare) = namespace_command() {
            let output = Command::new(unshare[0])
                .args(&unshare[1..])
                .args(["sh", "-c", r#"ip link set lo up && exec "$0" "$@""#])
                .arg(std::env::current_exe().unwrap())
                .args([name, "--exact", "--nocapture", "--test-threads=1"])
                .env(INSIDE, "1")
                .output()
                .unwrap();
            let (stdout, stderr) = (
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr),
            );
            println!("{stdout}");
            eprintln!("{stderr}");
            assert!(
                output.status.success(),
                "{name} failed in its own network namespace"
            );
            // The copy ran this test, not none (a filter that matched nothing passes too).
            assert!(
                stdout.contains("test result: ok. 1 passed"),
                "{name} did not run in its own network namespace"
            );
            return;
        }
        eprintln!("no network namespace can be made here: {name} runs on this PC's loopback");
    }
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
        .block_on(body);
}

fn announcement(name: &str, phone: &str, started_at_ms: i64) -> Announcement {
    let identity = Identity::generate().unwrap();
    Announcement::new(name, 4433, &identity.fingerprint(), phone, started_at_ms)
}

#[test]
fn a_desk_finds_the_office_pacer_announced_on_this_pc() {
    in_a_network_of_its_own(
        "a_desk_finds_the_office_pacer_announced_on_this_pc",
        async {
            let office = announcement("Back office", "106540352242922", 1_764_720_000_000);
            let announcer =
                Announcer::start(Discovery::this_pc_only(), office.clone(), None).unwrap();
            assert_eq!(announcer.announcement(), &office);
            assert_eq!(SERVICE_TYPE, "_pacer._tcp.local.");

            // A desk lists what answers within the wait: this office, with what it said.
            let found = Discovery::this_pc_only()
                .find_offices(PATIENCE)
                .await
                .unwrap();
            let mine: Vec<&FoundOffice> = found
                .iter()
                .filter(|f| f.instance == office.instance)
                .collect();
            assert_eq!(mine.len(), 1, "the office was not found: {found:?}");
            let mine = mine[0];
            assert_eq!(mine.name, "Back office");
            assert_eq!(mine.port, 4433);
            assert_eq!(mine.fingerprint_prefix, office.fingerprint_prefix);
            assert_eq!(mine.phone_number_id, "106540352242922");
            assert_eq!(mine.started_at_ms, 1_764_720_000_000);
            assert!(mine.addresses.contains(&LOOPBACK), "{:?}", mine.addresses);

            // Stopped, it says goodbye; a desk browsing after that no longer finds it.
            announcer.stop().await;
            let mut browse = Discovery::this_pc_only().browse().unwrap();
            let seen_again = tokio::time::timeout(Duration::from_secs(3), async {
                while let Some(found) = browse.next().await {
                    if found.instance == office.instance {
                        return true;
                    }
                }
                false
            })
            .await;
            assert!(
                !matches!(seen_again, Ok(true)),
                "a stopped office was still found"
            );
        },
    );
}

#[test]
fn an_office_announced_at_given_addresses_is_found_there() {
    in_a_network_of_its_own(
        "an_office_announced_at_given_addresses_is_found_there",
        async {
            let office = announcement("Front desk PC", "555", 7);
            let _announcer = Announcer::start(
                Discovery::this_pc_only(),
                office.clone(),
                Some(vec![LOOPBACK]),
            )
            .unwrap();
            let mut browse = Discovery::this_pc_only().browse().unwrap();
            let found = tokio::time::timeout(PATIENCE, async {
                loop {
                    let found = browse.next().await.expect("the browse ended");
                    if found.instance == office.instance {
                        return found;
                    }
                }
            })
            .await
            .expect("the office was not found within 10 s");
            assert_eq!(found.addresses, vec![LOOPBACK]);
            assert_eq!(found.name, "Front desk PC");
        },
    );
}

#[test]
fn two_office_pacers_for_one_number_see_each_other_and_the_newer_knows() {
    in_a_network_of_its_own(
        "two_office_pacers_for_one_number_see_each_other_and_the_newer_knows",
        async {
            let here = Discovery::this_pc_only();
            let older = announcement("Back office", "111222333", 1_000);
            let newer = announcement("Upstairs", "111222333", 2_000);
            let elsewhere = announcement("Other shop", "999888777", 500);
            let cancel = CancellationToken::new();

            let mut older_sees = here
                .watch_for_rivals(older.clone(), cancel.clone())
                .unwrap();
            let mut newer_sees = here
                .watch_for_rivals(newer.clone(), cancel.clone())
                .unwrap();
            let elsewhere_sees = here
                .watch_for_rivals(elsewhere.clone(), cancel.clone())
                .unwrap();
            let _announcers: Vec<Announcer> = [&older, &newer, &elsewhere]
                .into_iter()
                .map(|a| Announcer::start(here, a.clone(), None).unwrap())
                .collect();

            let seen_by_newer =
                tokio::time::timeout(PATIENCE, newer_sees.wait_for(Option::is_some))
                    .await
                    .expect("the newer office did not see the older within 10 s")
                    .unwrap()
                    .clone()
                    .unwrap();
            assert!(seen_by_newer.i_am_newer);
            assert_eq!(seen_by_newer.name, "Back office");
            assert_eq!(seen_by_newer.started_at_ms, 1_000);
            assert!(seen_by_newer.addresses.contains(&LOOPBACK));

            let seen_by_older =
                tokio::time::timeout(PATIENCE, older_sees.wait_for(Option::is_some))
                    .await
                    .expect("the older office did not see the newer within 10 s")
                    .unwrap()
                    .clone()
                    .unwrap();
            assert!(!seen_by_older.i_am_newer);
            assert_eq!(seen_by_older.name, "Upstairs");

            // An office for another number has no rival, and none of the three took its own
            // announcement for one.
            assert_eq!(*elsewhere_sees.borrow(), None);

            // Cancelled, the watches end: their senders are dropped.
            cancel.cancel();
            tokio::time::timeout(PATIENCE, async {
                while newer_sees.changed().await.is_ok() {}
            })
            .await
            .expect("the watch did not end when cancelled");
        },
    );
}

/// An office Pacer (`Node` shared with the office) for the simulator's number, on `dir`.
async fn office_node(
    sim: &pacer_sim::SimHandle,
    dir: &std::path::Path,
    name: &str,
) -> pacer_engine::node::Node {
    use pacer_engine::node::{Node, NodeConfig, OfficeConfig};
    let mut graph = pacer_cloud::GraphConfig::new(sim.config().access_token.clone());
    graph.base_url = sim.base_url();
    Node::start(NodeConfig {
        config: pacer_engine::config::EngineConfig::new(
            dir.join("pacer.db"),
            sim.config().phone_number_id.clone(),
        ),
        client: pacer_cloud::GraphClient::new(graph).unwrap(),
        api_key: "discovery-test-key-0123456789".into(),
        secrets: pacer_engine::webhook_receiver::WebhookSecrets {
            app_secret: sim.config().app_secret.clone(),
            verify_token: "verify".into(),
        },
        api_addr: "127.0.0.1:0".parse().unwrap(),
        webhook_addr: "127.0.0.1:0".parse().unwrap(),
        webhook_beyond_loopback: false,
        readable_folders: Vec::new(),
        tunnel: None,
        office: Some(OfficeConfig {
            addr: "127.0.0.1:0".parse().unwrap(),
            identity: Identity::generate().unwrap(),
            name: name.into(),
            discovery: Some(Discovery::this_pc_only()),
        }),
    })
    .await
    .unwrap()
}

/// A message the simulator can take, to `to`.
fn hello(to: &str) -> pacer_engine::Submission {
    support::template(to, pacer_engine::ledger::messages::Lane::Express, None)
}

#[test]
fn of_two_office_pacers_for_one_number_the_newer_holds_sending_and_says_why() {
    in_a_network_of_its_own(
        "of_two_office_pacers_for_one_number_the_newer_holds_sending_and_says_why",
        async {
            let dir = tempfile::tempdir().unwrap();
            let sim = pacer_sim::start(
                tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap(),
                pacer_sim::SimConfig::default(),
            )
            .await
            .unwrap();
            std::fs::create_dir_all(dir.path().join("back")).unwrap();
            std::fs::create_dir_all(dir.path().join("upstairs")).unwrap();
            let back = office_node(&sim, &dir.path().join("back"), "Back office").await;
            // A moment later, a second office Pacer for the same number.
            tokio::time::sleep(Duration::from_millis(20)).await;
            let upstairs = office_node(&sim, &dir.path().join("upstairs"), "Upstairs").await;

            let held = tokio::time::timeout(PATIENCE, async {
                loop {
                    let circuit = upstairs.engine().stats().circuit;
                    if circuit.state == "open" {
                        return circuit;
                    }
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
            })
            .await
            .expect("the newer office Pacer did not hold sending within 10 s");
            let reason = held.reason.unwrap_or_default();
            assert!(reason.contains("Another office Pacer"), "{reason}");
            assert_eq!(
                held.reason_said.map(|s| s.id),
                Some(pacer_words::ids::SHARING_ANOTHER_OFFICE_SENDS.to_owned()),
                "the window says it in the person's language"
            );
            assert_eq!(held.code, None, "not a Meta code");

            // The newer one sends nothing; the elder goes on.
            upstairs
                .engine()
                .submit(vec![hello("+16505550001")])
                .await
                .unwrap();
            back.engine()
                .submit(vec![hello("+16505550002")])
                .await
                .unwrap();
            tokio::time::timeout(PATIENCE, async {
                while !sim.records().iter().any(|r| r.to.ends_with("16505550002")) {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
            })
            .await
            .expect("the elder office Pacer sent");
            tokio::time::sleep(Duration::from_millis(500)).await;
            assert!(
                !sim.records().iter().any(|r| r.to.ends_with("16505550001")),
                "the newer office Pacer sent nothing"
            );
            assert_eq!(back.engine().stats().circuit.state, "closed");
            eprintln!(
                "proof: of two office Pacers for one number, the newer held sending in words and sent nothing; the elder went on"
            );
            upstairs.stop().await;
            back.stop().await;
            sim.shutdown().await.unwrap();
        },
    );
}
