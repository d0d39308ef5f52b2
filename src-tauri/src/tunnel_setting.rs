//! The tunnel setting as the window changes it.
//!
//! A `command:` tunnel runs a program of the person's choice every time Pacer starts. A script
//! in the window — an injected one, or a page the window was tricked into showing — must not
//! be able to choose that program, so [`crate::commands::settings::save_settings`] asks the
//! person first, in a native dialog the window's page cannot see, press or skip ([`confirm`]):
//! the exact program and arguments that will run. The decision whether to ask is [`to_confirm`], in Rust,
//! where the page cannot reach it.
//!
//! For a support request the setting is shown without its arguments ([`for_diagnostics`]).

use std::path::{Path, PathBuf};

use pacer_engine::tunnel::TunnelProvider;

use pacer_words::{Said, ids};

use crate::dialogs::{self, Button};

/// The dialog's window title and heading (what an end-to-end test finds it by, in English).
pub const DIALOG_TITLE: &str = ids::DIALOG_TUNNEL_TITLE;

/// The button that runs the program (Alt+R on Linux, in English).
pub const RUN_BUTTON: Button = Button(ids::DIALOG_TUNNEL_RUN);

/// The button that keeps the setting as it was (Alt+K on Linux, in English); closing the
/// dialog or Escape does the same.
pub const KEEP_BUTTON: Button = Button(ids::DIALOG_TUNNEL_KEEP);

/// A program the person is asked to confirm.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToConfirm {
    /// The program and its arguments, exactly as they will run.
    pub argv: Vec<String>,
}

/// Whether changing the tunnel setting from `saved` to `next` needs the person's confirmation,
/// and of what: a `command:` tunnel (not one of Pacer's own presets) that differs from the saved
/// one, with the receiver on `port`. The presets, a fixed URL, `off`, and the same command
/// again need none. `None` too when `next` is not a usable setting (the save refuses it).
pub fn to_confirm(saved: &str, next: &str, port: u16) -> Option<ToConfirm> {
    let next: TunnelProvider = next.parse().ok()?;
    if next.name() != "command" {
        return None;
    }
    if saved.parse::<TunnelProvider>().ok().as_ref() == Some(&next) {
        return None;
    }
    let argv = next.command_line(port)?.ok()?;
    Some(ToConfirm { argv })
}

/// Where `program` is found: itself when it names a path, else the first match on `PATH`.
fn resolve(program: &str) -> Option<PathBuf> {
    let path = Path::new(program);
    if path.components().count() > 1 {
        return Some(path.to_path_buf());
    }
    let search = std::env::var_os("PATH")?;
    std::env::split_paths(&search)
        .map(|dir| dir.join(program))
        .find(|candidate| candidate.is_file())
}

/// Shows characters a dialog cannot show (NUL, other control characters) escaped, so the
/// person sees every one of them and the dialog's toolkit never receives them.
fn printable(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            if c.is_control() {
                c.escape_default().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect()
}

/// The dialog's text, each line said by `say` (the window's language): the program (where it
/// was found) and each argument on its own line, so an argument with spaces is seen as one.
pub fn dialog_text(confirm: &ToConfirm, say: impl Fn(&Said) -> String) -> String {
    let Some((program, args)) = confirm.argv.split_first() else {
        return String::new();
    };
    let shown = printable(program);
    let line = match resolve(program) {
        Some(path) if path.as_os_str() != program.as_str() => {
            say(&Said::new(ids::DIALOG_TUNNEL_PROGRAM_FOUND)
                .with("program", shown)
                .with("path", printable(&path.display().to_string())))
        }
        Some(_) => say(&Said::new(ids::DIALOG_TUNNEL_PROGRAM).with("program", shown)),
        None => say(&Said::new(ids::DIALOG_TUNNEL_PROGRAM_MISSING).with("program", shown)),
    };
    let mut text = format!("{}\n\n{line}\n", say(&Said::new(ids::DIALOG_TUNNEL_INTRO)));
    if args.is_empty() {
        text.push_str(&say(&Said::new(ids::DIALOG_TUNNEL_NO_ARGUMENTS)));
        text.push('\n');
    } else {
        text.push_str(&say(&Said::new(ids::DIALOG_TUNNEL_ARGUMENTS)));
        text.push('\n');
        for arg in args {
            text.push_str(&format!("    {}\n", printable(arg)));
        }
    }
    text.push('\n');
    text.push_str(&say(&Said::new(ids::DIALOG_TUNNEL_WARNING)));
    text
}

/// Asks the person, in a native dialog over the window, whether to run the program. `false`
/// when they keep the old setting, close the dialog, or the dialog cannot be shown.
pub async fn confirm(app: &tauri::AppHandle, confirm: &ToConfirm) -> bool {
    let asked = dialogs::confirm(
        app,
        DIALOG_TITLE,
        dialog_text(confirm, |said| dialogs::in_window_language(app, said)),
        RUN_BUTTON,
        KEEP_BUTTON,
    )
    .await;
    // A dialog that could not be shown is a "no": nothing runs that the person did not see.
    asked.unwrap_or(false)
}

/// The tunnel setting for a support request: the provider's name, a `command:` by its
/// program's file name only (its arguments may hold private host names or, from an older
/// version, a token), and a setting Pacer cannot read by its keyword only.
pub fn for_diagnostics(setting: &str) -> String {
    match setting.parse::<TunnelProvider>() {
        Ok(provider) => provider.without_arguments(),
        Err(_) => {
            let keyword = setting.split(':').next().unwrap_or_default().trim();
            format!("{} [not usable; arguments removed]", printable(keyword))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_new_command_tunnel_needs_the_persons_confirmation() {
        let command = "command:mytunnel --host shop.example.net {port}";
        assert_eq!(
            to_confirm("cloudflared", command, 8092),
            Some(ToConfirm {
                argv: ["mytunnel", "--host", "shop.example.net", "8092"]
                    .map(str::to_owned)
                    .to_vec()
            }),
            "a command set from the window is confirmed, with the port it will run with"
        );
        assert!(
            to_confirm(
                "command:mytunnel --host other.example.net {port}",
                command,
                8092
            )
            .is_some(),
            "a changed command is confirmed again"
        );
        assert_eq!(
            to_confirm(command, &format!("  {command} "), 8092),
            None,
            "the same command, saved again with other settings, is not asked about again"
        );
        for next in [
            "cloudflared",
            "ngrok",
            "cloudflared-named:hooks.example.com",
            "url:https://hooks.example.com",
            "https://hooks.example.com",
            "off",
        ] {
            assert_eq!(
                to_confirm(command, next, 8092),
                None,
                "{next} runs nothing the person typed and needs no confirmation"
            );
        }
        assert_eq!(
            to_confirm(
                "off",
                "command:ngrok http {port} --log stdout --log-format logfmt",
                8092
            ),
            None,
            "the ngrok preset written out as a command is still the preset"
        );
        assert_eq!(
            to_confirm("off", "command:nothing-here", 8092),
            None,
            "an unusable command is refused by the save, not asked about"
        );
    }

    #[test]
    fn the_dialog_shows_each_argument_on_its_own_line_and_control_characters_escaped() {
        let text = dialog_text(
            &ToConfirm {
                argv: vec![
                    "pacer-test-no-such-program".into(),
                    "--name=two words".into(),
                    "a\u{0}b".into(),
                ],
            },
            pacer_words::english,
        );
        assert!(
            text.contains("Program: pacer-test-no-such-program (not found on this computer yet)"),
            "{text}"
        );
        assert!(text.contains("\n    --name=two words\n"), "{text}");
        assert!(
            text.contains("a\\u{0}b") && !text.contains('\u{0}'),
            "a NUL is shown, never handed to the dialog: {text}"
        );
    }

    #[test]
    fn the_dialog_is_in_the_window_s_language() {
        let confirm = ToConfirm {
            argv: vec!["pacer-test-no-such-program".into()],
        };
        let spanish = dialog_text(&confirm, |said| pacer_words::in_language("es-419", said));
        assert!(
            spanish.contains(
                "Programa: pacer-test-no-such-program (todavía no está en esta computadora)"
            ) && spanish.contains("Argumentos: ninguno"),
            "{spanish}"
        );
        assert_eq!(
            pacer_words::in_language("ur-PK", &Said::new(DIALOG_TITLE)),
            "یہ ٹنل پروگرام چلائیں؟"
        );
        assert_eq!(
            pacer_words::english(&Said::new(RUN_BUTTON.0)),
            "Run this program",
            "the end-to-end test presses it by these words"
        );
    }

    #[test]
    fn diagnostics_show_a_command_by_its_program_only() {
        assert_eq!(
            for_diagnostics("command:/opt/t/mytunnel --host intranet.lan {port}"),
            "command:mytunnel [arguments removed]"
        );
        assert_eq!(
            for_diagnostics("command:cloudflared tunnel run --token eyJsecret {port}"),
            "command [not usable; arguments removed]",
            "an old setting with a token in it is shown without it"
        );
        assert_eq!(for_diagnostics("cloudflared"), "cloudflared");
    }
}
