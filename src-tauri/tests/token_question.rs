//! *Test connection* never sends the stored Meta access token to an address other than Meta's
//! unless the person says yes to a question naming that address. The question is a native
//! dialog in the app (driven in the end-to-end suite); here it is a function, and the address
//! is a real HTTP listener on loopback that records every request it gets.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use anyhow::{Result, ensure};
use pacer_desktop::commands::{AccountInput, test_account};
use pacer_desktop::secrets::{MemoryStore, Secret, SecretStore};
use pacer_desktop::state::AppState;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const STORED: &str = "stored-token-Zq7Jd";

/// A Graph address that is not Meta's: records the `Authorization` header of every request,
/// answers each like Meta refusing a token.
struct Recorder {
    url: String,
    seen: Arc<Mutex<Vec<String>>>,
}

impl Recorder {
    async fn start() -> Result<Recorder> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let url = format!("http://{}", listener.local_addr()?);
        let seen = Arc::new(Mutex::new(Vec::new()));
        let record = Arc::clone(&seen);
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let record = Arc::clone(&record);
                tokio::spawn(async move {
                    let mut head = Vec::new();
                    let mut buf = [0u8; 1024];
                    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                        match socket.read(&mut buf).await {
                            Ok(0) | Err(_) => break,
                            Ok(n) => head.extend_from_slice(&buf[..n]),
                        }
                    }
                    let head = String::from_utf8_lossy(&head).to_lowercase();
                    let auth = head
                        .lines()
                        .find_map(|l| l.strip_prefix("authorization: "))
                        .unwrap_or("")
                        .to_owned();
                    record.lock().expect("recorder").push(auth);
                    let body = r#"{"error":{"message":"Invalid OAuth access token.","type":"OAuthException","code":190}}"#;
                    let answer = format!(
                        "HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                        body.len()
                    );
                    let _ = socket.write_all(answer.as_bytes()).await;
                });
            }
        });
        Ok(Recorder { url, seen })
    }

    fn requests(&self) -> Vec<String> {
        self.seen.lock().expect("recorder").clone()
    }
}

fn input(graph_url: &str, typed_token: &str) -> AccountInput {
    AccountInput {
        phone_number_id: "106540352242922".into(),
        waba_id: "102290129340398".into(),
        graph_url: graph_url.into(),
        api_version: "v25.0".into(),
        access_token: typed_token.into(),
        app_secret: String::new(),
        verify_token: String::new(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_stored_token_reaches_an_address_that_is_not_meta_s_only_after_a_yes() -> Result<()> {
    let dir = tempfile::tempdir()?;
    let store = MemoryStore::default();
    store.set(Secret::AccessToken, STORED)?;
    let state = AppState::new(dir.path().to_path_buf(), Arc::new(store));
    let other = Recorder::start().await?;
    let asked = AtomicUsize::new(0);
    let answer = |yes: bool| {
        let asked = &asked;
        let url = other.url.clone();
        move |address: String| async move {
            asked.fetch_add(1, Ordering::SeqCst);
            assert_eq!(address, url, "the question names the address");
            Ok(yes)
        }
    };

    // Cancel: nothing is sent.
    let test = test_account(&state, &input(&other.url, ""), answer(false)).await?;
    ensure!(
        asked.load(Ordering::SeqCst) == 1,
        "the stored token to another address needs a question"
    );
    ensure!(
        other.requests().is_empty(),
        "after Cancel the other address receives no request: {:?}",
        other.requests()
    );
    let problem = test.problem.clone().unwrap_or_default();
    ensure!(
        !test.ok && problem.contains("nothing was sent") && problem.contains(&other.url),
        "the result says nothing was sent, and where: {test:?}"
    );
    let after_cancel = other.requests().len();

    // Yes: the stored token goes there (and the person is not asked again this session).
    let test = test_account(&state, &input(&other.url, ""), answer(true)).await?;
    ensure!(!test.ok, "the recorder refuses every token: {test:?}");
    let sent = other.requests();
    ensure!(
        !sent.is_empty()
            && sent
                .iter()
                .all(|a| a == &format!("bearer {}", STORED.to_lowercase())),
        "after a yes the stored token reaches the address: {sent:?}"
    );
    test_account(&state, &input(&other.url, ""), answer(true)).await?;
    ensure!(
        asked.load(Ordering::SeqCst) == 2,
        "a yes holds for that address for the rest of the session"
    );

    // A token typed in the form is the person's choice for that address: no question.
    let typed = Recorder::start().await?;
    test_account(&state, &input(&typed.url, "typed-token"), answer(false)).await?;
    ensure!(
        asked.load(Ordering::SeqCst) == 2,
        "a token the person typed is sent without a question"
    );
    ensure!(
        typed.requests() == vec!["bearer typed-token".to_owned()],
        "a typed token goes to the address typed beside it without a question: {:?}",
        typed.requests()
    );
    eprintln!(
        "proof: stored token to a non-Meta address: {after_cancel} requests after Cancel, {} after yes; a typed token sent with no question",
        sent.len()
    );
    Ok(())
}
