//! The Meta account: testing one (asking before the stored token goes to an address that is
//! not Meta's) and connecting it.

use pacer_cloud::GraphError;
use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};
use tauri::State;

use super::{Answer, ErrorCode, UiError, store_secret};
use crate::chosen::{self, TokenDestination};
use crate::dialogs;
use crate::runtime;
use crate::secrets::Secret;
use crate::settings::{Account, Mode};
use crate::state::{AppInfo, AppState};

/// A Meta account as typed into the connect form. Secrets left empty keep the stored ones.
#[derive(Clone, Deserialize, ts_rs::TS)]
pub struct AccountInput {
    /// The business phone number's id.
    pub phone_number_id: String,
    /// The WhatsApp Business Account id.
    pub waba_id: String,
    /// The Graph API address (Meta's unless testing against a simulator).
    pub graph_url: String,
    /// The Graph API version.
    pub api_version: String,
    /// The system user's access token.
    pub access_token: String,
    /// The app secret.
    pub app_secret: String,
    /// The verify token for the callback URL.
    pub verify_token: String,
}

/// The ids and addresses, never the three secrets (shown only as typed or left empty).
impl std::fmt::Debug for AccountInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let typed = |secret: &str| {
            if secret.trim().is_empty() {
                "(empty: keep the stored one)"
            } else {
                "[redacted]"
            }
        };
        f.debug_struct("AccountInput")
            .field("phone_number_id", &self.phone_number_id)
            .field("waba_id", &self.waba_id)
            .field("graph_url", &self.graph_url)
            .field("api_version", &self.api_version)
            .field("access_token", &typed(&self.access_token))
            .field("app_secret", &typed(&self.app_secret))
            .field("verify_token", &typed(&self.verify_token))
            .finish()
    }
}

/// What "Test connection" found.
#[derive(Debug, Clone, Default, Serialize, ts_rs::TS)]
pub struct ConnectionTest {
    /// Meta answered and the number and templates could be read.
    pub ok: bool,
    /// What is wrong, in plain words.
    pub problem: Option<String>,
    /// `problem` as a catalogue message: the window shows it in the person's language.
    pub problem_said: Option<Said>,
    /// Meta's code and text.
    pub details: Option<String>,
    /// The number's approved name.
    pub verified_name: Option<String>,
    /// The number as shown.
    pub display_phone_number: Option<String>,
    /// GREEN, YELLOW or RED.
    pub quality_rating: Option<String>,
    /// Customers a day (e.g. `TIER_1K`).
    pub messaging_limit: Option<String>,
    /// Messages per second Meta allows (`STANDARD` = 80).
    pub throughput: Option<String>,
    /// Templates in the account (and how many approved).
    pub templates: Option<String>,
    /// `templates` as a catalogue message: the window shows it in the person's language.
    pub templates_said: Option<Said>,
}

/// Which read of a connection test failed: the number's (`number`), or the templates' after
/// the number was fine (`templates`): the catalogue's `$step`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Number,
    Templates,
}

impl Step {
    fn name(self) -> &'static str {
        match self {
            Step::Number => "number",
            Step::Templates => "templates",
        }
    }
}

/// What went wrong with Meta, in words (its English is `said.to_string()`), and Meta's code
/// and text.
fn graph_problem(e: &GraphError, url: &str, step: Step) -> (Said, String) {
    let said = |id: &'static str| Said::new(id).with("step", step.name());
    let (said, details) = match e {
        GraphError::Api { error, .. } if matches!(error.code, 0 | 190) => {
            (said(ids::APP_META_TOKEN_REFUSED), error.to_string())
        }
        GraphError::Api { error, .. } => {
            let said = match (pacer_cloud::plain_key(error.code), error.code) {
                // A code Pacer has words for: those words (`meta-code-…`, by its row).
                (Some(row), _) => said(ids::APP_META_CODE).with("row", row),
                (None, 100) => said(ids::APP_META_IDS_UNKNOWN),
                (None, _) => said(ids::APP_META_REFUSED).with("message", error.message.as_str()),
            };
            (said, error.to_string())
        }
        GraphError::Transport(_) => (
            said(ids::APP_META_UNREACHABLE).with("url", url),
            e.to_string(),
        ),
        other => (said(ids::APP_META_UNEXPECTED), other.to_string()),
    };
    (said, details)
}

/// The templates' count, as the connection test shows it.
fn templates_said(templates: usize, approved: usize) -> Said {
    Said::new(ids::APP_TEMPLATES_COUNT)
        .with("templates", templates)
        .with("approved", approved)
}

/// The stored secret when the form left it empty.
async fn secret_or_stored(state: &AppState, typed: &str, which: Secret) -> Answer<String> {
    let typed = typed.trim();
    if !typed.is_empty() {
        return Ok(typed.to_owned());
    }
    Ok(crate::secrets::read(&state.secrets, which)
        .await
        .map_err(UiError::from)?
        .unwrap_or_default())
}

/// What the person reads before the stored token goes to an address that is not Meta's, each
/// paragraph said by `say` (the window's language).
fn token_question(address: &str, say: impl Fn(&Said) -> String) -> String {
    let where_to = Said::new(ids::DIALOG_TOKEN_WHERE)
        .with("address", address)
        .with("meta", pacer_cloud::DEFAULT_BASE_URL);
    format!(
        "{}\n\n{}",
        say(&where_to),
        say(&Said::new(ids::DIALOG_TOKEN_WARNING))
    )
}

/// Asks, in a native dialog in the window's language, whether the stored token may go to
/// `address`.
async fn ask_to_send_token(app: &tauri::AppHandle, address: String) -> Answer<bool> {
    Ok(dialogs::confirm(
        app,
        ids::DIALOG_TOKEN_TITLE,
        token_question(&address, |said| dialogs::in_window_language(app, said)),
        dialogs::Button(ids::DIALOG_TOKEN_SEND),
        dialogs::Button(ids::DIALOG_TOKEN_CANCEL),
    )
    .await?)
}

/// Checks an account without saving it: the number's name, quality, limit and throughput,
/// and whether the templates can be read; or what is wrong, in plain words.
///
/// The stored token (the form's token left empty) goes to an address other than Meta's only
/// after `ask` said yes for that address (once per session); on no, nothing is sent. A token
/// typed in the form is the person's own choice for the address beside it: no question.
pub async fn test_account<Ask, Asked>(
    state: &AppState,
    input: &AccountInput,
    ask: Ask,
) -> Answer<ConnectionTest>
where
    Ask: FnOnce(String) -> Asked,
    Asked: std::future::Future<Output = Answer<bool>>,
{
    let token = secret_or_stored(state, &input.access_token, Secret::AccessToken).await?;
    if token.is_empty() {
        return Err(UiError::from(Said::new(ids::APP_PASTE_ACCESS_TOKEN)));
    }
    if let TokenDestination::Ask(address) =
        chosen::token_destination(&input.access_token, &input.graph_url)
        && !state.chosen.token_may_go_to(&address)
    {
        if !ask(address.clone()).await? {
            let said = Said::new(ids::APP_TOKEN_NOT_SENT).with("address", address.as_str());
            return Ok(ConnectionTest {
                problem: Some(said.to_string()),
                problem_said: Some(said),
                ..ConnectionTest::default()
            });
        }
        state.chosen.allow_token_to(&address);
    }
    let mut test = ConnectionTest::default();
    let client = runtime::graph_client(&input.graph_url, &input.api_version, token)
        .map_err(|e| UiError::from(e.said()))?;
    match client.phone_number_info(input.phone_number_id.trim()).await {
        Ok(info) => {
            test.verified_name = info.verified_name.clone();
            test.display_phone_number = info.display_phone_number.clone();
            test.quality_rating = info.quality_rating.as_ref().map(ToString::to_string);
            test.messaging_limit = info.messaging_limit.as_ref().map(ToString::to_string);
            test.throughput = info.throughput_level().map(ToString::to_string);
        }
        Err(e) => {
            let (said, details) = graph_problem(&e, &input.graph_url, Step::Number);
            test.problem = Some(said.to_string());
            test.problem_said = Some(said);
            test.details = Some(details);
            return Ok(test);
        }
    }
    match client.list_templates(input.waba_id.trim()).await {
        Ok(list) => {
            let approved = list
                .iter()
                .filter(|t| t.status.as_str() == "APPROVED")
                .count();
            let said = templates_said(list.len(), approved);
            test.templates = Some(said.to_string());
            test.templates_said = Some(said);
            test.ok = true;
        }
        Err(e) => {
            let (said, details) = graph_problem(&e, &input.graph_url, Step::Templates);
            test.problem = Some(said.to_string());
            test.problem_said = Some(said);
            test.details = Some(details);
        }
    }
    Ok(test)
}

/// [`test_account`] for the window: the question is a native dialog naming the address.
#[tauri::command]
pub async fn test_connection(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    input: AccountInput,
) -> Answer<ConnectionTest> {
    test_account(&state, &input, |address| ask_to_send_token(&app, address)).await
}

/// Tests the account, stores its secrets in the keyring and its ids in the settings, and
/// switches to live mode (a new database; the demo's data stays in the demo). The test asks
/// before the stored token goes to an address that is not Meta's, as [`test_connection`] does.
#[tauri::command]
pub async fn connect_account(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    input: AccountInput,
) -> Answer<AppInfo> {
    let test = test_account(&state, &input, |address| ask_to_send_token(&app, address)).await?;
    if !test.ok {
        let said = test.problem_said.or_else(|| {
            test.problem
                .is_none()
                .then(|| Said::new(ids::APP_META_NOT_ACCEPTED))
        });
        let message = test
            .problem
            .or_else(|| said.as_ref().map(ToString::to_string))
            .unwrap_or_default();
        return Err(UiError {
            code: ErrorCode::Meta,
            message,
            details: test.details,
            said,
        });
    }
    let app_secret = secret_or_stored(&state, &input.app_secret, Secret::AppSecret).await?;
    if app_secret.is_empty() {
        return Err(UiError::from(Said::new(ids::APP_PASTE_APP_SECRET)));
    }
    let token = secret_or_stored(&state, &input.access_token, Secret::AccessToken).await?;
    store_secret(&state, Secret::AccessToken, token).await?;
    store_secret(&state, Secret::AppSecret, app_secret).await?;
    if !input.verify_token.trim().is_empty() {
        store_secret(
            &state,
            Secret::VerifyToken,
            input.verify_token.trim().to_owned(),
        )
        .await?;
    }
    let account = Account {
        phone_number_id: input.phone_number_id.trim().to_owned(),
        waba_id: input.waba_id.trim().to_owned(),
        graph_url: input.graph_url.trim().trim_end_matches('/').to_owned(),
        api_version: input.api_version.trim().to_owned(),
    };
    super::app::save_and_restart(&state, |settings| {
        settings.mode = Mode::Live;
        settings.account = Some(account);
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(code: i64, message: &str) -> GraphError {
        let body = format!(r#"{{"error":{{"code":{code},"message":"{message}"}}}}"#);
        GraphError::Api {
            error: Box::new(
                pacer_cloud::MetaError::from_http_body(body.as_bytes()).expect("Meta's error"),
            ),
            http_status: 400,
        }
    }

    #[test]
    fn in_english_meta_s_refusals_read_as_they_always_have() {
        let url = "https://graph.facebook.com";
        let token = "Meta refused this access token: it has expired or was revoked, or only part of it was pasted. Generate a new one (Business Settings → Users → System users → Generate token) and paste it here.";
        let (said, _) = graph_problem(&meta(190, "expired"), url, Step::Number);
        assert_eq!(said.to_string(), token);
        assert_eq!(said.id, ids::APP_META_TOKEN_REFUSED);
        assert_eq!(
            said.args.get("step"),
            Some(&pacer_words::Arg::Text("number".into()))
        );

        let (said, _) = graph_problem(&meta(190, "expired"), url, Step::Templates);
        assert_eq!(
            said.to_string(),
            format!("The number is fine, but the templates: {token}")
        );
        assert_eq!(
            said.args["step"],
            pacer_words::Arg::Text("templates".into())
        );

        // A code Pacer has words for says those words, as the reports do.
        let locked = pacer_cloud::plain_words(131_031).expect("words for 131031");
        let (said, _) = graph_problem(&meta(131_031, "Account locked"), url, Step::Number);
        assert_eq!(said.to_string(), locked);
        assert_eq!(said.id, ids::APP_META_CODE);
        let (said, _) = graph_problem(&meta(131_031, "Account locked"), url, Step::Templates);
        assert_eq!(
            said.to_string(),
            format!("The number is fine, but the templates: {locked}")
        );

        let (said, details) = graph_problem(&meta(987_654, "Something odd"), url, Step::Number);
        assert_eq!(said.to_string(), "Meta refused the request: Something odd");
        assert_eq!(said.id, ids::APP_META_REFUSED);
        assert_eq!(
            said.args.get("message"),
            Some(&pacer_words::Arg::Text("Something odd".into()))
        );
        assert!(details.contains("Something odd"), "{details}");

        let unexpected = GraphError::Unexpected {
            http_status: 502,
            body_excerpt: "<html>".into(),
        };
        let (said, _) = graph_problem(&unexpected, url, Step::Number);
        assert_eq!(
            said.to_string(),
            "Meta answered in a way Pacer did not expect. Check the Graph address under Advanced."
        );
        assert_eq!(said.id, ids::APP_META_UNEXPECTED);
    }

    #[test]
    fn the_templates_are_counted_as_numbers() {
        let said = templates_said(12, 9);
        assert_eq!(said.to_string(), "12 templates, 9 approved");
        assert_eq!(said.id, ids::APP_TEMPLATES_COUNT);
        assert_eq!(
            said.args.get("templates"),
            Some(&pacer_words::Arg::Number(12.0))
        );
        assert_eq!(
            said.args.get("approved"),
            Some(&pacer_words::Arg::Number(9.0))
        );
    }
}
