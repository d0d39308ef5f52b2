//! A network between Pacer and the simulator that a test can break as an office's breaks:
//! refusing connections (the internet is down), a company proxy's "blocked" page, a hotel
//! Wi-Fi's redirect to its login page — and then carrying requests through again.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

/// What the network does with a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Carries it to the simulator and its answer back.
    Through,
    /// Nothing listens: the connection is refused.
    Refuse,
    /// A proxy answers 403 with its own HTML page.
    ProxyBlock,
    /// A Wi-Fi redirects to its login page.
    LoginPage,
    /// Carries the request to the simulator, then loses its answer on the way back (the
    /// connection breaks while the body comes): Meta has the message, Pacer cannot know.
    LoseAnswer,
    /// Drops the request and breaks the connection: Meta never has it, Pacer cannot know.
    DropRequest,
    /// Carries the request to the simulator and holds its answer until the mode changes: a
    /// slow way back, while Meta's statuses for the message already reach Pacer.
    HoldAnswer,
}

/// The network; see the module docs.
#[derive(Debug)]
pub struct Network {
    address: SocketAddr,
    upstream: Arc<Mutex<String>>,
    mode: Arc<Mutex<Mode>>,
    serving: tokio::sync::Mutex<Option<(CancellationToken, JoinHandle<()>)>>,
}

impl Network {
    /// A network that will carry requests to wherever [`Network::route_to`] says.
    pub async fn start() -> Arc<Network> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let network = Arc::new(Network {
            address: listener.local_addr().unwrap(),
            upstream: Arc::default(),
            mode: Arc::new(Mutex::new(Mode::Through)),
            serving: tokio::sync::Mutex::new(None),
        });
        *network.serving.lock().await = Some(network.serve(listener));
        network
    }

    /// Carries requests to the simulator; returns the base URL Pacer sends to.
    pub fn route_to(&self, sim: &pacer_sim::SimHandle) -> String {
        *self.upstream.lock().unwrap() = sim.base_url();
        format!("http://{}", self.address)
    }

    /// Changes what the network does from the next request on. `Refuse` closes the listening
    /// socket (and waits until it is closed); any other mode opens it again on the same port.
    pub async fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
        let mut serving = self.serving.lock().await;
        match (mode, serving.take()) {
            (Mode::Refuse, Some((stop, task))) => {
                stop.cancel();
                task.await.unwrap();
            }
            (Mode::Refuse, None) => {}
            (_, Some(running)) => *serving = Some(running),
            (_, None) => {
                // Tokio sets SO_REUSEADDR, so the port just closed can be taken again.
                let listener = tokio::net::TcpListener::bind(self.address).await.unwrap();
                *serving = Some(self.serve(listener));
            }
        }
    }

    fn serve(&self, listener: tokio::net::TcpListener) -> (CancellationToken, JoinHandle<()>) {
        let stop = CancellationToken::new();
        let state = (
            Arc::clone(&self.mode),
            Arc::clone(&self.upstream),
            reqwest::Client::new(),
        );
        let app = Router::new().fallback(answer).with_state(state);
        let stopped = stop.clone();
        let task = tokio::spawn(async move {
            axum::serve(listener, app)
                .with_graceful_shutdown(stopped.cancelled_owned())
                .await
                .unwrap();
        });
        (stop, task)
    }
}

type Shared = (Arc<Mutex<Mode>>, Arc<Mutex<String>>, reqwest::Client);

async fn answer(State((mode, upstream, client)): State<Shared>, request: Request) -> Response {
    match mode_now(&mode) {
        Mode::ProxyBlock => (
            StatusCode::FORBIDDEN,
            [(header::CONTENT_TYPE, HeaderValue::from_static("text/html"))],
            "<html><body><h1>Blocked</h1><p>graph.facebook.com is not allowed by your company's web filter.</p></body></html>",
        )
            .into_response(),
        Mode::LoginPage => (
            StatusCode::FOUND,
            [
                (header::LOCATION, HeaderValue::from_static("http://wifi.example/login")),
                (header::CONTENT_TYPE, HeaderValue::from_static("text/html")),
            ],
            "<a href=\"http://wifi.example/login\">Log in to the hotel Wi-Fi</a>",
        )
            .into_response(),
        Mode::LoseAnswer => {
            let upstream = upstream.lock().unwrap().clone();
            let carried = carry(&client, &upstream, request).await;
            broken(carried.status())
        }
        Mode::DropRequest => broken(StatusCode::OK),
        Mode::HoldAnswer => {
            let upstream_url = upstream.lock().unwrap().clone();
            let carried = carry(&client, &upstream_url, request).await;
            while mode_now(&mode) == Mode::HoldAnswer {
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
            carried
        }
        // A request caught by the socket closing is carried through all the same.
        Mode::Through | Mode::Refuse => {
            let upstream = upstream.lock().unwrap().clone();
            carry(&client, &upstream, request).await
        }
    }
}

fn mode_now(mode: &Mutex<Mode>) -> Mode {
    *mode.lock().unwrap()
}

/// An answer whose body breaks off: the connection was lost on the way back.
fn broken(status: StatusCode) -> Response {
    let lost = futures::stream::once(async {
        Err::<axum::body::Bytes, std::io::Error>(std::io::Error::other("connection lost"))
    });
    let mut response = Response::new(Body::from_stream(lost));
    *response.status_mut() = status;
    response
}

async fn carry(client: &reqwest::Client, upstream: &str, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let body = axum::body::to_bytes(body, 64 << 20).await.unwrap();
    let mut outgoing = client.request(parts.method, format!("{upstream}{path}"));
    for name in [header::AUTHORIZATION, header::CONTENT_TYPE] {
        if let Some(value) = parts.headers.get(&name) {
            outgoing = outgoing.header(name, value);
        }
    }
    match outgoing.body(body).send().await {
        Ok(answer) => {
            let status = answer.status();
            let kind = answer.headers().get(header::CONTENT_TYPE).cloned();
            let bytes = answer.bytes().await.unwrap_or_default();
            let mut response = Response::new(Body::from(bytes));
            *response.status_mut() = status;
            if let Some(kind) = kind {
                response.headers_mut().insert(header::CONTENT_TYPE, kind);
            }
            response
        }
        Err(_) => StatusCode::BAD_GATEWAY.into_response(),
    }
}
