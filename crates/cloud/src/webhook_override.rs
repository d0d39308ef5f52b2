//! The WABA's webhook override: `POST /{WABA_ID}/subscribed_apps`.
//!
//! When the tunnel's public URL changes, Pacer can point Meta's `messages` webhooks for the
//! WABA at it (`docs/sending.md#tunnel`, `docs/meta-cloud-api.md#callback-urls-and-overrides`). Meta verifies the URL with a GET before
//! accepting; when that fails it answers error 2200 ("Callback verification failed"), which
//! [`GraphError::callback_verification_failure`] recognises so the UI can say "Meta could not
//! verify your webhook URL: …".

use serde::{Deserialize, Serialize};

use crate::client::GraphClient;
use crate::failures::GraphError;

/// Longest override URI Meta accepts (`docs/meta-cloud-api.md#callback-urls-and-overrides`), for callers to check before asking Meta;
/// a longer one is sent anyway and Meta's own error comes back.
pub const OVERRIDE_URI_MAX_CHARS: usize = 200;

#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
struct OverrideRequest<'a> {
    override_callback_uri: &'a str,
    verify_token: &'a str,
}

#[derive(Deserialize)]
struct SuccessAnswer {
    #[serde(default)]
    success: bool,
}

impl GraphClient {
    /// Sets the WABA's callback override to `uri` with `verify_token`. The verify token is a
    /// secret: it is never logged and is removed from error excerpts.
    pub async fn override_callback(
        &self,
        waba_id: &str,
        uri: &str,
        verify_token: &str,
    ) -> Result<(), GraphError> {
        let url = self.node_url(waba_id, Some("subscribed_apps"));
        let request = self
            .request(reqwest::Method::POST, url)
            .json(&OverrideRequest {
                override_callback_uri: uri,
                verify_token,
            });
        self.expect_success(request, verify_token).await
    }

    /// Removes the WABA's callback override (a POST without a body), so Meta uses the app's
    /// callback again.
    pub async fn clear_callback_override(&self, waba_id: &str) -> Result<(), GraphError> {
        let url = self.node_url(waba_id, Some("subscribed_apps"));
        self.expect_success(self.request(reqwest::Method::POST, url), "")
            .await
    }

    /// Runs a request whose success answer is `{"success": true}` (also used by the template
    /// edits and deletions); `verify_token` is removed from error excerpts.
    pub(crate) async fn expect_success(
        &self,
        request: reqwest::RequestBuilder,
        verify_token: &str,
    ) -> Result<(), GraphError> {
        let answer = self.execute(request).await.map_err(GraphError::Transport)?;
        let status = answer.status;
        let body = self.success_body(answer, verify_token)?;
        match serde_json::from_slice::<SuccessAnswer>(&body) {
            Ok(SuccessAnswer { success: true }) => Ok(()),
            _ => Err(GraphError::Unexpected {
                http_status: status,
                body_excerpt: self.excerpt_hiding(&body, verify_token),
            }),
        }
    }
}
