//! The Graph target's stand-in for Meta: a loopback server that answers the Graph client's
//! requests with the fuzzed statuses and bodies, so every answer is read by the client's real
//! code (status, body limit, error object, success shapes, paging, token scrubbing).

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, OnceLock};

use axum::Router;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use pacer_cloud::GraphClient;

use crate::{graph_client, runtime};

/// Answers still to give, in order: (HTTP status, body).
type Answers = Arc<Mutex<VecDeque<(u16, Vec<u8>)>>>;

/// The server and a client pointed at it, started once per process.
pub struct StandIn {
    answers: Answers,
    /// The Graph client under test.
    pub client: GraphClient,
}

impl StandIn {
    /// Queues the answers for the next call; whatever the call does not ask for is dropped.
    pub fn answer_with(&self, answers: Vec<(u16, Vec<u8>)>) {
        let mut queue = self.answers.lock().unwrap_or_else(|p| p.into_inner());
        *queue = answers.into();
    }
}

async fn answer(answers: Answers) -> Response {
    let next = answers
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .pop_front();
    // Asked for more than the input holds: a bare server error ends any paging.
    let (status, body) = next.unwrap_or((500, Vec::new()));
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// The stand-in, started on first use.
pub fn stand_in() -> &'static StandIn {
    static STAND_IN: OnceLock<StandIn> = OnceLock::new();
    STAND_IN.get_or_init(|| {
        let answers: Answers = Arc::default();
        let queue = Arc::clone(&answers);
        let router = Router::new().fallback(move || answer(Arc::clone(&queue)));
        let address: SocketAddr = runtime().block_on(async {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("a loopback port");
            let address = listener.local_addr().expect("its address");
            tokio::spawn(async move {
                axum::serve(listener, router)
                    .await
                    .expect("the stand-in serves");
            });
            address
        });
        StandIn {
            answers,
            client: graph_client(&format!("http://{address}")),
        }
    })
}
