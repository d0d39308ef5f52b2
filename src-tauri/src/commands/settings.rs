//! Settings: reading and saving them (checked first by the engine's rules, the engine restarted
//! when they change what it runs with).

use pacer_engine::audit::Action;
use pacer_engine::settings_rules::{self as rules, SettingRefused};
use pacer_words::{Said, ids};
use tauri::State;

use super::{Answer, UiError};
use crate::settings::Settings;
use crate::state::{AppInfo, AppState};
use crate::tunnel_setting;

/// The settings.
#[tauri::command]
pub async fn settings(state: State<'_, AppState>) -> Answer<Settings> {
    Ok(state.settings.read().await.clone())
}

/// Saves the settings and restarts the engine with them (messages in flight finish first;
/// nothing queued is lost). A new `command:` tunnel is run only once the person confirmed it
/// in a native dialog; otherwise nothing is saved and the answer says so.
#[tauri::command]
pub async fn save_settings(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    settings: Settings,
) -> Answer<AppInfo> {
    validate(&settings)?;
    let saved_tunnel = state.settings.read().await.tunnel.clone();
    if let Some(program) =
        tunnel_setting::to_confirm(&saved_tunnel, &settings.tunnel, settings.webhook_port)
        && !tunnel_setting::confirm(&app, &program).await
    {
        return Err(UiError::from(not_confirmed(&saved_tunnel)));
    }
    let restart = {
        let mut current = state.settings.write().await;
        let mut next = settings;
        // Mode and account change only through connect/demo; the folders Pacer may read
        // only through a folder dialog (add_readable_folder); the office a desk works through
        // only by pairing and leaving (commands/desk.rs).
        next.mode = current.mode;
        next.account.clone_from(&current.account);
        next.desk_of.clone_from(&current.desk_of);
        next.readable_folders.clone_from(&current.readable_folders);
        let restart = engine_settings_differ(&current, &next);
        let changed = changed_settings(&current, &next);
        let typed = next
            .prices
            .clone()
            .filter(|p| Some(p) != current.prices.as_ref());
        next.save(&state.data_dir)?;
        *current = next;
        (restart, typed, changed)
    };
    let (restart, typed, changed) = restart;
    if restart {
        let _ = state.start().await;
    }
    // Prices typed per category replace the rate card with a one-market card.
    if let Some(typed) = typed {
        let engine = super::engine(&state).await?;
        let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
        let card = pacer_engine::prices::RateCard::one_market(
            &typed.currency,
            &typed.per_category,
            &today,
        );
        let now = engine.clock().now_ms();
        engine
            .ledger()
            .write(move |c| pacer_engine::prices::put_card(c, &card, now))
            .await?;
    }
    if !changed.is_empty()
        && let Ok(engine) = super::engine(&state).await
    {
        let detail = Some(changed.join(", "));
        super::record_here(&engine, Action::SettingsChanged, None, detail).await;
    }
    Ok(state.info().await)
}

/// The names of the settings `next` changes (never their values: a tunnel's command or a
/// keyword list is the business's own, and the log keeps only which changed).
fn changed_settings(current: &Settings, next: &Settings) -> Vec<String> {
    let as_map = |s: &Settings| match serde_json::to_value(s) {
        Ok(serde_json::Value::Object(map)) => map,
        _ => serde_json::Map::new(),
    };
    let (before, after) = (as_map(current), as_map(next));
    after
        .iter()
        .filter(|(name, value)| before.get(name.as_str()) != Some(value))
        .map(|(name, _)| name.clone())
        .collect()
}

/// Why nothing was saved when the person did not confirm a new tunnel program (the tunnel
/// kept, as diagnostics show it).
fn not_confirmed(saved_tunnel: &str) -> Said {
    Said::new(ids::APP_TUNNEL_NOT_CONFIRMED)
        .with("tunnel", tunnel_setting::for_diagnostics(saved_tunnel))
}

fn engine_settings_differ(a: &Settings, b: &Settings) -> bool {
    a.messages_per_second != b.messages_per_second
        || a.bulk_share_percent != b.bulk_share_percent
        || a.media_per_second != b.media_per_second
        || a.opt_out_keywords != b.opt_out_keywords
        || a.tunnel != b.tunnel
        || a.register_callback != b.register_callback
        || a.api_port != b.api_port
        || a.webhook_port != b.webhook_port
        || a.readable_folders != b.readable_folders
        || a.inbox_retention_days != b.inbox_retention_days
        || a.express_expires_after_minutes != b.express_expires_after_minutes
        || a.bulk_expires_after_minutes != b.bulk_expires_after_minutes
        || a.share_with_office != b.share_with_office
        || a.office_port != b.office_port
        || a.office_name != b.office_name
        || a.announce_office != b.announce_office
}

/// The engine's rules (`pacer_engine::settings_rules`, the same `pacer serve` applies) and
/// the tunnel's own words; the first refusal is the answer.
fn validate(settings: &Settings) -> Answer<()> {
    rules::messages_per_second(settings.messages_per_second)?;
    rules::bulk_share_percent(f64::from(settings.bulk_share_percent))?;
    rules::media_per_second(settings.media_per_second)?;
    rules::ports(settings.api_port, settings.webhook_port)?;
    if settings.share_with_office {
        rules::ports(settings.api_port, settings.office_port)?;
        rules::ports(settings.webhook_port, settings.office_port)?;
    }
    if let Err(e) = settings
        .tunnel
        .parse::<pacer_engine::tunnel::TunnelProvider>()
    {
        // The tunnel's own words: what is wrong and what to type (a token goes in its field).
        return Err(UiError::from(e.said()));
    }
    if let Some(prices) = &settings.prices {
        rules::prices(prices)?;
    }
    rules::default_country(&settings.default_country)?;
    rules::inbox_retention_days(u32::from(settings.inbox_retention_days))?;
    rules::expires_after_minutes(settings.express_expires_after_minutes)?;
    rules::expires_after_minutes(settings.bulk_expires_after_minutes)?;
    Ok(())
}

impl From<SettingRefused> for UiError {
    fn from(refused: SettingRefused) -> Self {
        UiError::from(refused.said())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tunnel_program_not_confirmed_reads_as_it_always_has() {
        let said = not_confirmed("off");
        assert_eq!(said.id, ids::APP_TUNNEL_NOT_CONFIRMED);
        assert_eq!(
            said.to_string(),
            format!(
                "Nothing was saved: you chose not to run the tunnel program, so the tunnel stays as it was ({}). Save again and choose \"Run this program\" to use it, or choose another tunnel.",
                tunnel_setting::for_diagnostics("off")
            )
        );
    }

    #[test]
    fn the_audit_log_names_the_settings_that_changed_never_their_values() {
        let before = Settings::default();
        let after = Settings {
            tunnel: "command:cloudflared tunnel run --token abc123".into(),
            inbox_retention_days: before.inbox_retention_days + 1,
            ..Settings::default()
        };
        let changed = changed_settings(&before, &after);
        assert_eq!(changed.len(), 2, "{changed:?}");
        assert!(
            changed.contains(&"tunnel".to_owned())
                && changed.contains(&"inbox_retention_days".to_owned())
        );
        assert!(
            changed.iter().all(|name| !name.contains("abc123")),
            "names only: {changed:?}"
        );
        assert!(changed_settings(&before, &before).is_empty());
    }

    #[test]
    fn the_defaults_are_accepted() {
        assert!(validate(&Settings::default()).is_ok());
    }

    #[test]
    fn delivery_updates_are_kept_between_1_and_365_days() {
        let keep = |days| Settings {
            inbox_retention_days: days,
            ..Settings::default()
        };
        assert!(validate(&keep(1)).is_ok() && validate(&keep(365)).is_ok());
        for days in [0, 366] {
            let refused = validate(&keep(days)).err().map(|e| e.message);
            assert!(
                refused.as_deref().is_some_and(|m| m.contains("1 and 365")),
                "{days} days is refused with the range: {refused:?}"
            );
        }
        assert!(
            engine_settings_differ(&keep(30), &keep(31)),
            "a new retention restarts the engine with it"
        );
    }

    #[test]
    fn time_limits_are_0_to_30_days_in_minutes_and_restart_the_engine() {
        let limits = |express, bulk| Settings {
            express_expires_after_minutes: express,
            bulk_expires_after_minutes: bulk,
            ..Settings::default()
        };
        for (express, bulk) in [(0, 0), (10, 0), (1, 43_200)] {
            assert!(
                validate(&limits(express, bulk)).is_ok(),
                "{express} and {bulk} minutes are allowed"
            );
        }
        for (express, bulk) in [(43_201, 0), (10, 50_000)] {
            let refused = validate(&limits(express, bulk)).err().map(|e| e.message);
            assert!(
                refused.as_deref().is_some_and(|m| m.contains("43,200")),
                "{express} / {bulk} minutes is refused with the range: {refused:?}"
            );
        }
        assert!(
            engine_settings_differ(&limits(10, 0), &limits(5, 0))
                && engine_settings_differ(&limits(10, 0), &limits(10, 60)),
            "a new limit restarts the engine with it"
        );
    }
}
