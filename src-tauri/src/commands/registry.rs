//! The one list of the window's commands. [`invoke_handler`] registers them with Tauri and
//! [`NAMES`] is what the window may call: the bindings test writes it to
//! `ui/src/bindings/Command.ts`, so `api.ts` can name only a command that exists, and a command
//! renamed or removed here fails the window's type check instead of failing at run time.

/// Declares the commands once, by their module path under `crate::commands`.
macro_rules! commands {
    ($($module:ident :: $name:ident),+ $(,)?) => {
        /// Tauri's handler for every command.
        pub fn invoke_handler() -> impl Fn(tauri::ipc::Invoke<tauri::Wry>) -> bool + Send + Sync + 'static {
            tauri::generate_handler![$(crate::commands::$module::$name),+]
        }

        /// Every command's name, as the window calls it.
        pub const NAMES: &[&str] = &[$(stringify!($name)),+];
    };
}

commands! {
    app::app_info,
    app::set_window_language,
    app::home,
    app::resume_sending,
    app::use_demo,
    app::use_live,
    app::restart_engine,
    contacts::choose_contact_file,
    contacts::import_preview,
    contacts::import_contacts,
    contacts::save_import_problems,
    contacts::imports,
    contacts::contacts_page,
    contacts::lists,
    contacts::tags,
    contacts::set_contact_tags,
    contacts::marketing_status,
    contacts::set_marketing,
    contacts::choose_do_not_contact_file,
    contacts::import_do_not_contact,
    contacts::export_opt_outs,
    templates::templates,
    templates::sync_templates,
    templates::preview_template,
    templates::check_template_draft,
    templates::create_template,
    templates::edit_template,
    templates::delete_template,
    templates::choose_template_sample,
    campaigns::campaigns,
    campaigns::choose_invoice_folder,
    campaigns::choose_header_file,
    campaigns::create_campaign,
    campaigns::count_audience,
    campaigns::check_campaign,
    campaigns::preview_campaign,
    campaigns::test_campaign,
    campaigns::launch_campaign,
    campaigns::pause_campaign,
    campaigns::resume_campaign,
    campaigns::cancel_campaign,
    campaigns::discard_campaign,
    campaigns::retry_campaign,
    campaigns::clone_campaign,
    inbox::conversations,
    inbox::conversation,
    inbox::mark_conversation_read,
    inbox::choose_reply_file,
    inbox::send_reply,
    inbox::quick_replies,
    inbox::save_quick_reply,
    inbox::delete_quick_reply,
    inbox::open_media,
    inbox::fetch_media_again,
    inbox::show_notice,
    reports::campaign_report,
    reports::campaign_recipients,
    reports::message_history,
    reports::export_report,
    settings::settings,
    settings::save_settings,
    prices::rate_card,
    prices::load_rate_card,
    tunnel_token::tunnel_token_stored,
    tunnel_token::save_tunnel_token,
    account::test_connection,
    account::connect_account,
    diagnostics::diagnostics,
    readable_folders::add_readable_folder,
    readable_folders::remove_readable_folder,
    office::office_view,
    office::open_pairing_code,
    office::close_pairing_code,
    office::office_desks,
    office::revoke_desk,
    office::set_desk_role,
    office::audit_log,
    office::export_audit_log,
    desk::find_offices,
    desk::look_at_office,
    desk::connect_to_office,
    desk::leave_office,
}

/// The TypeScript union of [`NAMES`], as `ui/src/bindings/Command.ts` holds it.
pub fn typescript() -> String {
    let names: Vec<String> = NAMES.iter().map(|name| format!("  | \"{name}\"")).collect();
    format!(
        "// Generated from src-tauri/src/commands/registry.rs by the bindings test. Do not edit.\n\n\
         /** A command the window can call. */\nexport type Command =\n{};\n",
        names.join("\n")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_is_named_once() {
        let mut names = NAMES.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), NAMES.len(), "no command is listed twice");
    }
}
