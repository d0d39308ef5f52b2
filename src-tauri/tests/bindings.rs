//! The TypeScript types of everything the window and the shell exchange are generated from
//! the Rust types (ts-rs) and committed in `ui/src/bindings/`. This test fails when they are
//! stale; `UPDATE_BINDINGS=1 cargo test -p pacer-desktop --test bindings` rewrites them.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use ts_rs::{Config, TS};

fn export_all(dir: &Path) {
    let cfg = Config::new().with_large_int("number").with_out_dir(dir);
    macro_rules! export {
        ($($t:ty),+ $(,)?) => {
            $( <$t as TS>::export_all(&cfg).expect(concat!("exports ", stringify!($t))); )+
        };
    }
    use pacer_engine::{
        audiences, campaigns, contacts, dispatcher, import, inbox, ledger, opt_outs, reports,
        templates, tunnel, webhook,
    };
    export!(
        pacer_desktop::state::AppInfo,
        pacer_desktop::home::HomeView,
        pacer_desktop::commands::UiError,
        pacer_desktop::commands::CampaignRow,
        pacer_desktop::commands::AccountInput,
        pacer_desktop::commands::ConnectionTest,
        pacer_desktop::chosen::Picked,
        pacer_desktop::settings::Settings,
        pacer_desktop::demo::Samples,
        pacer_desktop::commands::office::OfficeView,
        pacer_desktop::commands::office::PairingView,
        pacer_desktop::commands::desk::OfficeFound,
        pacer_desktop::commands::desk::OfficeCertificate,
        pacer_desktop::commands::desk::Pairing,
        pacer_desktop::desk::OfficeLink,
        pacer_desktop::desk::DeskView,
        pacer_desktop::desk::UploadProgress,
        pacer_engine::sharing::desks::Desk,
        pacer_engine::audit::Entry,
        import::ImportReport,
        import::ImportOptions,
        import::ImportRecord,
        import::ImportProgress,
        webhook::InboxSummary,
        reports::RecipientQuery,
        reports::RecipientPage,
        contacts::ContactPage,
        contacts::ContactQuery,
        contacts::ListSummary,
        opt_outs::ChoiceDone,
        opt_outs::DoNotContactOptions,
        opt_outs::DoNotContactReport,
        templates::TemplateInfo,
        templates::SyncReport,
        templates::Preview,
        templates::TemplateDraftSpec,
        templates::DraftProblem,
        templates::SampleUpload,
        campaigns::Campaign,
        campaigns::CampaignSpec,
        audiences::AudienceCount,
        campaigns::Check,
        campaigns::RecipientPreview,
        campaigns::Progress,
        campaigns::RetryReport,
        reports::Report,
        pacer_engine::prices::RateCard,
        ledger::messages::Event,
        dispatcher::Stats,
        tunnel::TunnelState,
        inbox::ConversationQuery,
        inbox::ConversationPage,
        inbox::ThreadQuery,
        inbox::ThreadPage,
        inbox::Reply,
        inbox::QuickReply,
        pacer_desktop::inbox_notices::InboxChange,
        pacer_words::Said,
    );
    std::fs::write(dir.join("Messages.ts"), pacer_words::typescript()).expect("writes Messages.ts");
    std::fs::write(
        dir.join("SettingRules.ts"),
        pacer_engine::settings_rules::typescript(),
    )
    .expect("writes SettingRules.ts");
    std::fs::write(
        dir.join("Command.ts"),
        pacer_desktop::commands::registry::typescript(),
    )
    .expect("writes Command.ts");
}

fn files(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "ts") {
                let name = path
                    .strip_prefix(dir)
                    .map(|p| p.to_string_lossy().replace('\\', "/"))
                    .unwrap_or_default();
                out.insert(name, std::fs::read_to_string(&path).unwrap_or_default());
            }
        }
    }
    out
}

#[test]
fn the_committed_typescript_bindings_match_the_rust_types() {
    let committed_dir: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/bindings");
    let fresh = tempfile::tempdir().expect("temp dir");
    export_all(fresh.path());
    let generated = files(fresh.path());
    assert!(generated.len() > 20, "the types were generated");
    if std::env::var_os("UPDATE_BINDINGS").is_some() {
        let _ = std::fs::remove_dir_all(&committed_dir);
        std::fs::create_dir_all(&committed_dir).expect("bindings folder");
        for (name, text) in &generated {
            let path = committed_dir.join(name);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).expect("folder");
            }
            std::fs::write(path, text).expect("written");
        }
        return;
    }
    let committed = files(&committed_dir);
    let stale: Vec<&String> = generated
        .iter()
        .filter(|(name, text)| committed.get(*name) != Some(*text))
        .map(|(name, _)| name)
        .chain(
            committed
                .keys()
                .filter(|name| !generated.contains_key(*name)),
        )
        .collect();
    assert!(
        stale.is_empty(),
        "ui/src/bindings is stale ({stale:?}): run `UPDATE_BINDINGS=1 cargo test -p pacer-desktop --test bindings` and commit the result"
    );
}
