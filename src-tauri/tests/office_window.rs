//! The office PC's own window (`docs/office.md`, who did what): what the person does there is
//! in the audit log as "This PC", as a desk's and a program's requests are with their names;
//! and an action on a campaign that changed since the person looked at it is refused with who
//! changed it, the same rule a desk meets over the office listener.

use std::path::Path;
use std::sync::Arc;

use anyhow::{Context, Result, ensure};
use pacer_desktop::commands::ErrorCode;
use pacer_desktop::commands::campaigns::{
    cancel_from_window, create_campaign_from_window, launch_from_window, pause_from_window,
};
use pacer_desktop::secrets::MemoryStore;
use pacer_desktop::settings::Settings;
use pacer_desktop::state::AppState;
use pacer_engine::audit::{self, Action, Filter, Who};
use pacer_engine::campaigns::{self, Audience, CampaignSpec, Source};
use pacer_engine::import::{ImportOptions, import_file};
use pacer_words::ids;

fn free_port() -> Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port())
}

fn state(dir: &Path) -> Result<AppState> {
    let settings = Settings {
        api_port: free_port()?,
        webhook_port: free_port()?,
        ..Settings::default()
    };
    settings.save(dir)?;
    Ok(AppState::new(
        dir.to_path_buf(),
        Arc::new(MemoryStore::default()),
    ))
}

/// A reminder to the December list, every value typed in (no file to choose).
fn reminder() -> CampaignSpec {
    let text = |t: &str| Source::Text(t.into());
    CampaignSpec {
        name: "December reminders".into(),
        template_name: "payment_reminder".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["December".into()],
            ..Audience::default()
        },
        mapping: [
            ("body.customer_name", text("Ayesha")),
            ("body.amount", text("PKR 4,500")),
            ("body.due_date", text("15 December")),
        ]
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s))
        .collect(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_office_window_records_what_it_does_and_refuses_a_campaign_changed_since() -> Result<()>
{
    let dir = tempfile::tempdir()?;
    let state = state(dir.path())?;
    state
        .start()
        .await
        .map_err(anyhow::Error::msg)
        .context("the demo starts")?;
    let engine = {
        let runtime = state.runtime.read().await;
        Arc::clone(runtime.as_ref().context("running")?.engine())
    };
    let list = dir.path().join("december.csv");
    std::fs::write(&list, "Name,Phone\nAyesha Khan,+923001234567\n")?;
    let options = ImportOptions {
        list: "December".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    import_file(engine.ledger(), &list, &options, engine.clock().now_ms()).await?;

    let campaign = create_campaign_from_window(&state, reminder())
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let seen = campaign.version;

    // Someone else pauses it meanwhile (recorded as the API's trail records a desk's request,
    // by name; a desk's row is not needed for the refusal's words).
    let id = campaign.id.clone();
    let now = engine.clock().now_ms();
    engine
        .ledger()
        .write(move |c| {
            audit::record(
                c,
                now,
                &Who {
                    name: "Front desk".into(),
                    desk_id: None,
                },
                Action::CampaignPaused,
                Some(&id),
                None,
            )
        })
        .await?;
    campaigns::pause(&engine, &campaign.id).await?;

    // The office PC's person still sees the draft they made: their launch is refused with who
    // changed it, and nothing is launched.
    let refused = launch_from_window(&state, campaign.id.clone(), false, Some(seen))
        .await
        .expect_err("the campaign changed since the person looked at it");
    ensure!(refused.code == ErrorCode::Campaign, "{refused:?}");
    let said = refused.said.clone().context("a catalogue message")?;
    ensure!(said.id == ids::ENGINE_CAMPAIGN_CHANGED, "{said:?}");
    ensure!(
        refused.message.contains("Front desk paused it")
            && refused.message.contains("Nothing was done"),
        "{}",
        refused.message
    );
    let now_state = campaigns::get(&engine, &campaign.id).await?;
    ensure!(
        now_state.state == campaigns::CampaignState::Paused,
        "nothing was done: {:?}",
        now_state.state
    );

    // Looking again (the version as it is now), the same person cancels it: done, and the
    // log has both of this PC's actions, newest first.
    cancel_from_window(&state, campaign.id.clone(), Some(now_state.version))
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let entries = engine
        .ledger()
        .read(|c| audit::page(c, &Filter::default()))
        .await?;
    let mine: Vec<(Action, Option<&str>)> = entries
        .iter()
        .filter(|e| e.who == "This PC")
        .map(|e| (e.action, e.subject.as_deref()))
        .collect();
    ensure!(
        mine == vec![
            (Action::CampaignCancelled, Some(campaign.id.as_str())),
            (Action::CampaignCreated, Some(campaign.id.as_str())),
        ],
        "{entries:?}"
    );

    // A cancelled campaign changed again: a pause that names the older version is refused
    // with this PC's own name, and one that names none is judged on the state alone.
    let stale = pause_from_window(&state, campaign.id.clone(), Some(now_state.version))
        .await
        .expect_err("changed by the cancel");
    ensure!(
        stale.message.contains("This PC cancelled it"),
        "{}",
        stale.message
    );
    let over = pause_from_window(&state, campaign.id.clone(), None)
        .await
        .expect_err("nothing left to pause");
    ensure!(
        over.said.as_ref().map(|s| s.id.as_str()) == Some(ids::ENGINE_CAMPAIGN_OVER),
        "{over:?}"
    );
    println!(
        "proof: the office PC's window refused a pause of a campaign changed since it was looked at, naming who; {} of its own actions in the audit log as This PC",
        mine.len()
    );
    state.stop().await;
    Ok(())
}
