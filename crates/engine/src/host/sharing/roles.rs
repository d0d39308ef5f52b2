//! Which role may call which route of the local API over the office listener
//! (`docs/office.md`, "People and roles").
//!
//! One table, read top to bottom like a page of the README: each route the local API has, and
//! the roles that may call it. A route missing from the table is the owner's alone, so a route
//! added later is closed to desks until someone decides who may use it (and a test fails until
//! they do: every operation of `openapi/local-api.yaml` must be listed here).
//!
//! - **Owner**: everything, among it the office itself (desks, codes, system keys), the rate
//!   card and the audit log.
//! - **Staff**: contacts, campaigns, the inbox and reports; not the office's settings.
//! - **Viewer**: reading reports and what they stand on (campaigns, lists, imports, templates,
//!   prices, figures); nothing that changes anything, nothing with customers' messages.
//! - **System** (a business's own program, keyed): sending messages and following them.

use axum::http::Method;

use super::desks::Role;

const OWNER: &[Role] = &[Role::Owner];
const STAFF: &[Role] = &[Role::Owner, Role::Staff];
const READERS: &[Role] = &[Role::Owner, Role::Staff, Role::Viewer];
const SENDERS: &[Role] = &[Role::Owner, Role::Staff, Role::System];
const EVERYONE: &[Role] = &[Role::Owner, Role::Staff, Role::Viewer, Role::System];

/// Every route of the local API, with who may call it over the office listener. Paths are
/// written as the router matches them (`{id}` for a part).
pub const ACCESS: &[(&str, &str, &[Role])] = &[
    // Messages: systems send OTPs and alerts, staff reply to customers.
    ("POST", "/v1/messages", SENDERS),
    ("GET", "/v1/messages/{id}", EVERYONE),
    ("GET", "/v1/stats", EVERYONE),
    ("GET", "/v1/events", READERS),
    ("POST", "/v1/resume", STAFF),
    ("POST", "/v1/batches/{id}/resume", SENDERS),
    ("GET", "/v1/openapi.yaml", EVERYONE),
    // The inbox.
    ("GET", "/v1/conversations", STAFF),
    ("GET", "/v1/conversations/{phone}", STAFF),
    ("POST", "/v1/conversations/{phone}/read", STAFF),
    ("POST", "/v1/conversations/{phone}/reply", STAFF),
    ("GET", "/v1/quick-replies", STAFF),
    ("POST", "/v1/quick-replies", STAFF),
    ("DELETE", "/v1/quick-replies/{id}", STAFF),
    ("GET", "/v1/media/{id}", STAFF),
    ("POST", "/v1/media/{id}/fetch", STAFF),
    // Files a desk hands over for a request that names one (header files, samples, replies,
    // do-not-contact lists): whoever may make those.
    ("POST", "/v1/files", STAFF),
    // Opt-outs are customers' phone numbers: staff's.
    ("GET", "/v1/opt-outs", STAFF),
    ("POST", "/v1/contacts/{phone}/opt-out", STAFF),
    ("POST", "/v1/contacts/{phone}/opt-in", STAFF),
    ("POST", "/v1/opt-outs/imports", STAFF),
    ("GET", "/v1/contacts", STAFF),
    ("PUT", "/v1/contacts/{phone}/tags", STAFF),
    ("GET", "/v1/contacts/{phone}/marketing", STAFF),
    // Prices: read by everyone who reads reports, loaded by the owner.
    ("GET", "/v1/rate-card", READERS),
    ("PUT", "/v1/rate-card", OWNER),
    // Templates.
    ("GET", "/v1/templates", READERS),
    ("POST", "/v1/templates", STAFF),
    ("POST", "/v1/templates/sync", STAFF),
    ("POST", "/v1/templates/samples", STAFF),
    ("PUT", "/v1/templates/{name}/{language}", STAFF),
    ("DELETE", "/v1/templates/{name}", STAFF),
    // Contacts and campaigns.
    ("POST", "/v1/imports", STAFF),
    ("GET", "/v1/imports", READERS),
    ("GET", "/v1/imports/{id}", READERS),
    ("GET", "/v1/lists", READERS),
    ("GET", "/v1/tags", READERS),
    ("POST", "/v1/audiences/count", STAFF),
    ("POST", "/v1/campaigns", STAFF),
    ("GET", "/v1/campaigns", READERS),
    ("GET", "/v1/campaigns/{id}", READERS),
    ("DELETE", "/v1/campaigns/{id}", STAFF),
    ("POST", "/v1/campaigns/{id}/check", STAFF),
    ("GET", "/v1/campaigns/{id}/preview", READERS),
    ("POST", "/v1/campaigns/{id}/test", STAFF),
    ("POST", "/v1/campaigns/{id}/launch", STAFF),
    ("POST", "/v1/campaigns/{id}/pause", STAFF),
    ("POST", "/v1/campaigns/{id}/resume", STAFF),
    ("POST", "/v1/campaigns/{id}/cancel", STAFF),
    ("POST", "/v1/campaigns/{id}/retry", STAFF),
    ("POST", "/v1/campaigns/{id}/clone", STAFF),
    ("GET", "/v1/campaigns/{id}/report", READERS),
    ("GET", "/v1/campaigns/{id}/recipients", READERS),
    // The office itself and who did what: the owner's.
    ("POST", "/v1/office/pairing-code", OWNER),
    ("DELETE", "/v1/office/pairing-code", OWNER),
    ("GET", "/v1/office/desks", OWNER),
    ("POST", "/v1/office/desks/{id}/revoke", OWNER),
    ("PUT", "/v1/office/desks/{id}/role", OWNER),
    ("POST", "/v1/office/system-keys", OWNER),
    ("GET", "/v1/audit", OWNER),
];

/// The roles that may call `method` on the route `path` (as matched, with `{…}` parts). A
/// route not in [`ACCESS`] is the owner's alone.
pub fn allowed(method: &Method, path: &str) -> &'static [Role] {
    ACCESS
        .iter()
        .find(|(m, p, _)| *p == path && method.as_str() == *m)
        .map_or(OWNER, |(_, _, roles)| roles)
}

/// Whether `role` may call `method` on `path`.
pub fn may(role: Role, method: &Method, path: &str) -> bool {
    allowed(method, path).contains(&role)
}

/// Whether the table names `method` on `path` (for the test that every route is decided).
pub fn decided(method: &str, path: &str) -> bool {
    ACCESS.iter().any(|(m, p, _)| *m == method && *p == path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_route_is_listed_once() {
        let mut seen = std::collections::HashSet::new();
        for (method, path, _) in ACCESS {
            assert!(seen.insert((method, path)), "{method} {path} twice");
        }
    }

    #[test]
    fn a_route_nobody_decided_on_is_the_owners_alone() {
        assert_eq!(allowed(&Method::POST, "/v1/something-new"), OWNER);
        assert!(!may(Role::Staff, &Method::POST, "/v1/something-new"));
    }

    #[test]
    fn the_roles_read_as_the_readme_says() {
        let launch = "/v1/campaigns/{id}/launch";
        assert!(may(Role::Staff, &Method::POST, launch));
        assert!(!may(Role::Viewer, &Method::POST, launch));
        assert!(!may(Role::System, &Method::POST, launch));
        assert!(may(Role::Viewer, &Method::GET, "/v1/campaigns/{id}/report"));
        // A report's recipients, a page at a time, are read by whoever reads its report.
        let recipients = "/v1/campaigns/{id}/recipients";
        for reader in [Role::Owner, Role::Staff, Role::Viewer] {
            assert!(may(reader, &Method::GET, recipients), "{reader:?}");
        }
        assert!(!may(Role::System, &Method::GET, recipients));
        assert!(may(Role::System, &Method::POST, "/v1/messages"));
        assert!(!may(Role::Viewer, &Method::POST, "/v1/messages"));
        assert!(!may(Role::System, &Method::GET, "/v1/conversations"));
        assert!(!may(Role::Staff, &Method::PUT, "/v1/rate-card"));
        assert!(!may(Role::Staff, &Method::GET, "/v1/office/desks"));
        assert!(may(Role::Owner, &Method::GET, "/v1/office/desks"));
        // The same path with another method is another decision.
        assert!(!may(Role::Viewer, &Method::POST, "/v1/campaigns"));
        assert!(may(Role::Viewer, &Method::GET, "/v1/campaigns"));
    }
}
