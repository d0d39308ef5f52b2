//! Secrets in the real OS keyring (Secret Service), as on a user's desktop. `make test` runs
//! the tests inside a private session bus with an unlocked GNOME keyring; outside one this test
//! fails with the keyring's own error, which is the message a user would see.

use pacer_desktop::secrets::{Keyring, Secret, SecretStore, api_key};

#[test]
fn secrets_round_trip_through_the_os_keyring_and_are_forgotten_on_delete() {
    let service = format!("pacer-test-{}-{}", std::process::id(), line!());
    let store = Keyring::new(&service);
    assert_eq!(
        store.get(Secret::AccessToken).expect("the keyring answers"),
        None,
        "a fresh service holds nothing"
    );
    store
        .set(Secret::AccessToken, "EAAG-token-value")
        .expect("stored");
    store
        .set(Secret::AppSecret, "app-secret-value")
        .expect("stored");
    // A new handle (as after a restart) reads what was stored.
    let again = Keyring::new(&service);
    assert_eq!(
        again.get(Secret::AccessToken).expect("read").as_deref(),
        Some("EAAG-token-value")
    );
    assert_eq!(
        again.get(Secret::AppSecret).expect("read").as_deref(),
        Some("app-secret-value"),
        "each secret is its own entry"
    );
    again
        .set(Secret::AccessToken, "EAAG-new")
        .expect("replaced");
    assert_eq!(
        store.get(Secret::AccessToken).expect("read").as_deref(),
        Some("EAAG-new")
    );

    let (key, problem) = api_key(&again);
    assert!(problem.is_none(), "the API key is stored: {problem:?}");
    assert_eq!(key.len(), 64, "32 random bytes, hex");
    assert_eq!(api_key(&store).0, key, "the same key on the next start");

    store
        .set(Secret::TunnelToken, "eyJ-tunnel-token-value")
        .expect("stored");
    assert_eq!(
        again.get(Secret::TunnelToken).expect("read").as_deref(),
        Some("eyJ-tunnel-token-value"),
        "the tunnel token is a keyring entry of its own"
    );
    assert_eq!(
        again.get(Secret::AccessToken).expect("read").as_deref(),
        Some("EAAG-new"),
        "storing the tunnel token leaves the access token alone"
    );

    for secret in [
        Secret::AccessToken,
        Secret::AppSecret,
        Secret::ApiKey,
        Secret::TunnelToken,
    ] {
        store.delete(secret).expect("deleted");
        assert_eq!(store.get(secret).expect("read"), None);
    }
    store
        .delete(Secret::VerifyToken)
        .expect("deleting what is not there is fine");
}
