import { expect, test } from "vitest";

import { ENGLISH, tOf } from "../../i18n/languages";
import { parseTunnel, takesToken, toDraft, toSettings, validate as validateIn, type Draft } from "./draft";
import { settings } from "./fixtures";

/** The catalogue's English, as the window says it. */
const english = tOf(ENGLISH, true);

const validate = (draft: Draft) => validateIn(draft, english);

test("tunnel settings read back as they were written", () => {
  for (const setting of [
    "off",
    "cloudflared",
    "ngrok",
    "cloudflared-named:hooks.example.com",
    "url:https://pacer.example.com",
    "command:mytunnel {port}",
  ]) {
    const base = settings({ tunnel: setting });
    expect(toSettings(base, toDraft(base)).tunnel).toBe(setting);
  }
  expect(parseTunnel("https://pacer.example.com")).toEqual({
    kind: "url",
    url: "https://pacer.example.com",
    command: "",
    host: "",
  });
});

test("the checks match Pacer's", () => {
  const draft = toDraft(settings());
  expect(validate(draft)).toEqual({});
  expect(validate({ ...draft, messages_per_second: 0 }).messages_per_second).toMatch(/between 1 and 1,000/);
  expect(validate({ ...draft, messages_per_second: "" }).messages_per_second).toBeDefined();
  expect(validate({ ...draft, bulk_share_percent: 5 }).bulk_share_percent).toMatch(/10 % and 100 %/);
  expect(validate({ ...draft, default_country: "PAK" }).default_country).toMatch(/two-letter/);
  expect(validate({ ...draft, webhook_port: 8091 }).webhook_port).toMatch(/two different ports/);
  expect(validate({ ...draft, tunnel_kind: "url", tunnel_url: "pacer.example.com" }).tunnel_url).toMatch(/https:\/\//);
  expect(validate({ ...draft, tunnel_kind: "command", tunnel_command: "mytunnel" }).tunnel_command).toMatch(/\{port\}/);
  expect(validate({ ...draft, tunnel_kind: "cloudflared-named", tunnel_host: "not a host" }).tunnel_host).toMatch(
    /host name/,
  );
});

test("a token never goes into the tunnel command; the tunnels that take one are known", () => {
  const draft = toDraft(settings());
  for (const command of [
    "cloudflared tunnel run --token eyJh --url {port}",
    "ngrok http {port} --authtoken=2abc",
    "env TUNNEL_TOKEN=eyJh cloudflared tunnel run --url {port}",
  ]) {
    expect(validate({ ...draft, tunnel_kind: "command", tunnel_command: command }).tunnel_command).toMatch(
      /tunnel token field/,
    );
  }
  expect(validate({ ...draft, tunnel_kind: "command", tunnel_command: "ngrok http --url=shop.ngrok.app {port}" })).toEqual(
    {},
  );
  expect(takesToken({ tunnel_kind: "cloudflared-named", tunnel_command: "" })).toBe(true);
  expect(takesToken({ tunnel_kind: "ngrok", tunnel_command: "" })).toBe(true);
  expect(takesToken({ tunnel_kind: "cloudflared", tunnel_command: "" })).toBe(false);
  expect(takesToken({ tunnel_kind: "command", tunnel_command: "/usr/local/bin/ngrok http {port}" })).toBe(true);
  expect(takesToken({ tunnel_kind: "command", tunnel_command: "mytunnel {port}" })).toBe(false);
});

test("prices: empty means no price list; given prices need a currency", () => {
  const draft = toDraft(settings());
  expect(toSettings(settings(), draft).prices).toBeNull();
  const priced = { ...draft, currency: "usd", price_marketing: 0.0475, price_utility: "0.004" };
  expect(validate(priced)).toEqual({});
  expect(toSettings(settings(), priced).prices).toEqual({
    currency: "USD",
    per_category: { MARKETING: 0.0475, UTILITY: 0.004 },
  });
  expect(validate({ ...priced, currency: "" }).currency).toMatch(/three letters/);
  expect(validate({ ...priced, price_utility: -1 }).price_utility).toMatch(/from 0 up to 1,000/);
  const saved = settings({ prices: { currency: "EUR", per_category: { AUTHENTICATION: 0.03 } } });
  expect(toSettings(saved, toDraft(saved)).prices).toEqual(saved.prices);
});

test("delivery updates are kept 1 to 365 days, and the folder list is never the form's to change", () => {
  const base = settings({ readable_folders: ["/home/user/Invoices"] });
  const draft = toDraft(base);
  expect(validate({ ...draft, inbox_retention_days: 0 }).inbox_retention_days).toMatch(/between 1 and 365/);
  expect(validate({ ...draft, inbox_retention_days: 366 }).inbox_retention_days).toMatch(/between 1 and 365/);
  expect(validate({ ...draft, inbox_retention_days: 90 })).toEqual({});
  const saved = toSettings(base, { ...draft, inbox_retention_days: 90 });
  expect(saved.inbox_retention_days).toBe(90);
  expect(saved.readable_folders).toEqual(["/home/user/Invoices"]);
});

test("time limits are whole minutes from 0 (never) to 30 days, and saved as typed", () => {
  const draft = toDraft(settings());
  expect(draft.express_expires_after_minutes).toBe(10);
  expect(draft.bulk_expires_after_minutes).toBe(0);
  for (const minutes of [-1, 1.5, 43_201, ""]) {
    expect(validate({ ...draft, express_expires_after_minutes: minutes }).express_expires_after_minutes).toMatch(
      /0 for no limit/,
    );
    expect(validate({ ...draft, bulk_expires_after_minutes: minutes }).bulk_expires_after_minutes).toMatch(
      /0 for no limit/,
    );
  }
  const chosen = { ...draft, express_expires_after_minutes: 0, bulk_expires_after_minutes: 43_200 };
  expect(validate(chosen)).toEqual({});
  const saved = toSettings(settings(), chosen);
  expect([saved.express_expires_after_minutes, saved.bulk_expires_after_minutes]).toEqual([0, 43_200]);
});
