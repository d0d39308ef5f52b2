//! The office's people and who did what, from an owner's desk: the same Settings card the
//! office PC shows, asked of the office Pacer (`/v1/office/…`, `GET /v1/audit`: the owner's
//! routes, refused to any other role). A pairing code opened here is the office's: the desk
//! that pairs with it pairs with the office.

use std::path::Path;

use pacer_engine::api::ShownCode;
use pacer_engine::audit::Entry;
use pacer_engine::sharing::desk_link::MAX_DOWNLOAD_BYTES;
use pacer_engine::sharing::desks::{Desk, Role};
use pacer_engine::sharing::{DeskError, DeskLink};
use serde_json::json;

/// A pairing code for one desk that will have `role`, opened at the office.
pub async fn open_pairing_code(link: &DeskLink, role: Role) -> Result<ShownCode, DeskError> {
    link.post("/v1/office/pairing-code", &json!({ "role": role }))
        .await
}

/// Closes the code shown at the office.
pub async fn close_pairing_code(link: &DeskLink) -> Result<(), DeskError> {
    link.delete("/v1/office/pairing-code").await
}

/// Every desk and system key ever paired with the office, newest first.
pub async fn desks(link: &DeskLink) -> Result<Vec<Desk>, DeskError> {
    link.get("/v1/office/desks").await
}

/// Withdraws a desk's access at the office; the desks as they are now.
pub async fn revoke(link: &DeskLink, id: i64) -> Result<Vec<Desk>, DeskError> {
    let _: Desk = link
        .post(&format!("/v1/office/desks/{id}/revoke"), &json!({}))
        .await?;
    desks(link).await
}

/// Gives a desk another role at the office; the desks as they are now.
pub async fn set_role(link: &DeskLink, id: i64, role: Role) -> Result<Vec<Desk>, DeskError> {
    let _: Desk = link
        .put(
            &format!("/v1/office/desks/{id}/role"),
            &json!({ "role": role }),
        )
        .await?;
    desks(link).await
}

/// A page of the office's audit log, newest first (`before`: the last id of the page before).
pub async fn audit_log(link: &DeskLink, before: Option<i64>) -> Result<Vec<Entry>, DeskError> {
    let mut pairs: Vec<(&str, String)> = vec![("limit", "100".into())];
    if let Some(before) = before {
        pairs.push(("before", before.to_string()));
    }
    link.get_with("/v1/audit", &pairs).await
}

/// Downloads the office's whole audit log as CSV into `destination`, readable by this PC's
/// user alone.
pub async fn export_audit_log(link: &DeskLink, destination: &Path) -> Result<u64, DeskError> {
    let written = link
        .download(
            "/v1/audit",
            &[("format", "csv")],
            destination,
            MAX_DOWNLOAD_BYTES,
        )
        .await?;
    crate::settings::restrict(destination);
    Ok(written)
}
