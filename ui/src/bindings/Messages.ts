// Generated from locales/en.ftl by src-tauri/tests/bindings.rs: do not edit.

/** Each message of Pacer's catalogue → the values its placeholders take. */
export type MessageArgs = {
  "app-title": null;
  "color-scheme-to-dark": null;
  "color-scheme-to-light": null;
  "contacts-summary": { contacts: string | number; lists: string | number };
  "demo-banner": null;
  "demo-banner-title": null;
  "language-direction": null;
  "language-name": null;
  "language-reviewed": null;
  "language-translator": null;
  "mode-demo": null;
  "mode-live": null;
  "nav-campaigns": null;
  "nav-contacts": null;
  "nav-home": null;
  "nav-reports": null;
  "nav-screens": null;
  "nav-settings": null;
  "nav-templates": null;
  "not-sending-title": null;
  "settings-language": null;
  "settings-language-choose": null;
  "settings-language-description": null;
  "settings-language-system": { language: string | number };
  "settings-language-unreviewed": { translator: string | number };
  "still-cannot-start": null;
  "try-again": null;
};

/** Every message id of Pacer's catalogue. */
export type MessageId = keyof MessageArgs;
