//! Settings: reading and saving them (checked first, the engine restarted when they change
//! what it runs with), and the price rules of the rate card.

use pacer_engine::reports;
use tauri::State;

use super::{Answer, UiError};
use crate::settings::{EXPIRES_AFTER_MINUTES, INBOX_RETENTION_DAYS, Settings};
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
        return Err(UiError::new(format!(
            "Nothing was saved: you chose not to run the tunnel program, so the tunnel stays \
             as it was ({}). Save again and choose \"Run this program\" to use it, or choose \
             another tunnel.",
            tunnel_setting::for_diagnostics(&saved_tunnel)
        )));
    }
    let restart = {
        let mut current = state.settings.write().await;
        let mut next = settings;
        // Mode and account change only through connect/demo; the folders Pacer may read
        // only through a folder dialog (add_readable_folder).
        next.mode = current.mode;
        next.account.clone_from(&current.account);
        next.readable_folders.clone_from(&current.readable_folders);
        let restart = engine_settings_differ(&current, &next);
        next.save(&state.data_dir)
            .map_err(|e| UiError::new(e.to_string()))?;
        *current = next;
        restart
    };
    if restart {
        let _ = state.start().await;
    }
    Ok(state.info().await)
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
}

fn validate(settings: &Settings) -> Answer<()> {
    if !(settings.messages_per_second >= 1.0 && settings.messages_per_second <= 1_000.0) {
        return Err(UiError::new(
            "Messages per second must be between 1 and 1,000 (Meta's default is 80).",
        ));
    }
    if !(10..=100).contains(&settings.bulk_share_percent) {
        return Err(UiError::new(
            "The share campaigns may use must be between 10 % and 100 %.",
        ));
    }
    if settings.api_port == settings.webhook_port || settings.api_port == 0 {
        return Err(UiError::new(
            "The local API and the webhook receiver need two different ports.",
        ));
    }
    if let Err(e) = settings
        .tunnel
        .parse::<pacer_engine::tunnel::TunnelProvider>()
    {
        // The tunnel's own words: what is wrong and what to type (a token goes in its field).
        return Err(UiError::new(e.to_string()));
    }
    if let Some(prices) = &settings.prices {
        validate_prices(prices)?;
    }
    if settings.default_country.len() != 2 {
        return Err(UiError::new(
            "The default country is a two-letter code, such as PK, GB or US.",
        ));
    }
    if !INBOX_RETENTION_DAYS.contains(&settings.inbox_retention_days) {
        return Err(UiError::new(
            "Delivery updates are kept between 1 and 365 days (30 unless you change it).",
        ));
    }
    for minutes in [
        settings.express_expires_after_minutes,
        settings.bulk_expires_after_minutes,
    ] {
        if !EXPIRES_AFTER_MINUTES.contains(&minutes) {
            return Err(UiError::new(
                "A time limit is a number of minutes from 1 to 43,200 (30 days), or 0 for no limit.",
            ));
        }
    }
    Ok(())
}

/// The categories Meta prices template messages by (`docs/meta-cloud-api.md#templates` "Pricing").
const PRICED_CATEGORIES: [&str; 3] = ["MARKETING", "UTILITY", "AUTHENTICATION"];

fn validate_prices(prices: &reports::RateCard) -> Answer<()> {
    let currency = &prices.currency;
    if currency.len() != 3 || !currency.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(UiError::new(format!(
            "\"{currency}\" is not a currency code: use three capital letters, such as USD, EUR or PKR."
        )));
    }
    for (category, price) in &prices.per_category {
        if !PRICED_CATEGORIES.contains(&category.as_str()) {
            return Err(UiError::new(format!(
                "Meta prices marketing, utility and authentication messages; \"{category}\" is none of them."
            )));
        }
        if !(price.is_finite() && *price >= 0.0 && *price < 1_000.0) {
            return Err(UiError::new(format!(
                "The price of a {} message must be a number from 0 up to 1,000 {currency}.",
                category.to_lowercase()
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn priced(currency: &str, prices: &[(&str, f64)]) -> Settings {
        Settings {
            prices: Some(reports::RateCard {
                currency: currency.into(),
                per_category: prices.iter().map(|(c, p)| ((*c).into(), *p)).collect(),
            }),
            ..Settings::default()
        }
    }

    #[test]
    fn prices_in_a_currency_by_category_are_accepted() {
        assert!(validate(&priced("USD", &[("MARKETING", 0.0475), ("UTILITY", 0.0)])).is_ok());
        assert!(validate(&Settings::default()).is_ok());
    }

    #[test]
    fn prices_that_cannot_be_right_are_refused_with_what_to_type() {
        let message = |s: Settings| validate(&s).err().map(|e| e.message).unwrap_or_default();
        assert!(message(priced("dollars", &[])).contains("three capital letters"));
        assert!(message(priced("USD", &[("SERVICE", 0.01)])).contains("\"SERVICE\" is none"));
        assert!(message(priced("USD", &[("MARKETING", -1.0)])).contains("marketing message"));
        assert!(message(priced("USD", &[("UTILITY", f64::NAN)])).contains("from 0 up to"));
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
