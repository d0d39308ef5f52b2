//! The rate card in Settings → Prices: shown, and loaded from a file the person picks in the
//! native dialog (only that file is read), and the prices older settings files held carried
//! into it (`docs/prices.md`).

use std::sync::Arc;

use pacer_engine::Engine;
use pacer_engine::prices::{self, RateCard};
use pacer_engine::settings_rules::CategoryPrices;
use pacer_words::{Said, ids};
use tauri::State;

use super::{Answer, UiError, engine};
use crate::dialogs::{self, FileQuestion};
use crate::state::AppState;

/// The rate card in use, if one was loaded.
#[tauri::command]
pub async fn rate_card(state: State<'_, AppState>) -> Answer<Option<RateCard>> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(office.get("/v1/rate-card").await?);
    }
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(prices::card).await?)
}

/// Asks for a rate card file (Meta's, saved as CSV), reads it and puts it in use. `None` when
/// the person cancelled; a file Pacer cannot use is refused in plain words and changes nothing.
#[tauri::command]
pub async fn load_rate_card(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
) -> Answer<Option<RateCard>> {
    let office = super::desk_link(&state).await;
    if office.is_none() {
        // Said before the dialog: nothing to load into while the engine is not running.
        engine(&state).await?;
    }
    let question = FileQuestion {
        title: ids::DIALOG_RATE_CARD,
        filters: vec![("CSV", &["csv", "txt"])],
        ..FileQuestion::default()
    };
    let Some(path) = dialogs::pick_file(&app, question).await? else {
        return Ok(None);
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let bytes = tokio::fs::read(&path).await.map_err(|e| {
        UiError::from(Said::new(ids::PRICES_REFUSED_UNREADABLE).with("why", e.to_string()))
    })?;
    let card = prices::read_card(&bytes, &name).map_err(|e| UiError::from(e.said()))?;
    if let Some(office) = office {
        // Read here first, so a file Pacer cannot use is refused in this person's words; the
        // office reads it again and keeps it (an owner's desk only: the office says so).
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let kept: RateCard = office
            .put(
                "/v1/rate-card",
                &serde_json::json!({ "csv": text, "source": name }),
            )
            .await?;
        return Ok(Some(kept));
    }
    let engine = engine(&state).await?;
    let now = engine.clock().now_ms();
    let kept = card.clone();
    engine
        .ledger()
        .write(move |c| prices::put_card(c, &kept, now))
        .await?;
    super::record_here(
        &engine,
        pacer_engine::audit::Action::RateCardLoaded,
        Some(name),
        None,
    )
    .await;
    Ok(Some(card))
}

/// Carries the prices an older Settings held (one per category) into the ledger's rate card,
/// unless a card is there already; in demo mode without a card, puts the demo card in use.
/// Only logged when the ledger refuses: the prices stay in the settings file and are carried
/// over at the next start.
pub async fn carry_over(engine: &Arc<Engine>, old: Option<&CategoryPrices>, demo: bool) {
    // The day the prices were carried over stands for their effective date, which Settings
    // never asked for.
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let card = match old {
        Some(old) => RateCard::one_market(&old.currency, &old.per_category, &today),
        None if demo => prices::demo_card(),
        None => return,
    };
    let now = engine.clock().now_ms();
    if let Err(e) = engine
        .ledger()
        .write(move |c| prices::adopt_card(c, &card, now))
        .await
    {
        tracing::warn!(error = %e, "the rate card was not carried over");
    }
}
