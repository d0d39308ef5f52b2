//! The window's web view, tuned for a business app that shows one local page: WebKit's caches
//! sized for a single document, and compositing off where there is no GPU to composite with.
//!
//! Measured under Xvfb (no GPU, `make bench-desktop`): WebKit's compositing in software keeps
//! ~90 MB of layer buffers for a page of forms and tables; without it the page paints straight
//! into the window.

/// Whether this machine has a GPU WebKit could composite with (a DRM render node on Linux).
#[cfg(target_os = "linux")]
pub fn has_gpu() -> bool {
    std::fs::read_dir("/dev/dri")
        .map(|entries| {
            entries
                .flatten()
                .any(|entry| entry.file_name().to_string_lossy().starts_with("renderD"))
        })
        .unwrap_or(false)
}

/// Applies Pacer's WebKit settings to the main window (Linux; other systems keep their web
/// view's defaults). `PACER_COMPOSITING=on|off` overrides the GPU check.
pub fn tune(window: &tauri::WebviewWindow) {
    #[cfg(target_os = "linux")]
    {
        use webkit2gtk::{
            CacheModel, HardwareAccelerationPolicy, SettingsExt, WebContextExt, WebViewExt,
        };
        let compositing = match std::env::var("PACER_COMPOSITING").as_deref() {
            Ok("on") => true,
            Ok("off") => false,
            _ => has_gpu(),
        };
        let tuned = window.with_webview(move |webview| {
            let view = webview.inner();
            if let Some(context) = view.context() {
                context.set_cache_model(CacheModel::DocumentViewer);
            }
            if let Some(settings) = WebViewExt::settings(&view) {
                settings.set_enable_page_cache(false);
                if !compositing {
                    settings.set_hardware_acceleration_policy(HardwareAccelerationPolicy::Never);
                }
            }
        });
        if let Err(e) = tuned {
            tracing::warn!("the window's web view kept its default settings: {e}");
        }
        tracing::info!(compositing, "web view tuned");
    }
    #[cfg(not(target_os = "linux"))]
    let _ = window;
}
