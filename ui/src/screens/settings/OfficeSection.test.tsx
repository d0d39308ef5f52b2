import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test, vi } from "vitest";

import { api, PacerError } from "../../api";
import type { Desk } from "../../bindings/Desk";
import type { Entry } from "../../bindings/Entry";
import { renderScreen } from "../../test/render";
import { toDraft, toSettings, validate, type Draft } from "./draft";
import { settings } from "./fixtures";
import { OfficeSection } from "./OfficeSection";

vi.mock("../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api")>();
  return {
    ...original,
    api: {
      officeView: vi.fn(),
      openPairingCode: vi.fn(),
      closePairingCode: vi.fn(async () => undefined),
      officeDesks: vi.fn(),
      revokeDesk: vi.fn(),
      setDeskRole: vi.fn(),
      auditLog: vi.fn(),
      exportAuditLog: vi.fn(),
    },
  };
});

const FINGERPRINT = "3F2A-9C1B-0D4E-7A21-55B0-C3D9-8E12-4F60-A1B2-C3D4-E5F6-0718-293A-4B5C-6D7E-8F90";

function desk(over: Partial<Desk> = {}): Desk {
  return { id: 1, name: "Front desk", role: "staff", paired_at: 1_764_500_000_000, revoked_at: null, last_seen_at: null, ...over };
}

function entry(over: Partial<Entry> = {}): Entry {
  return { id: 7, at: 1_764_500_000_000, who: "Front desk", desk_id: 1, action: "campaign_launched", subject: "cmp_870d9e57078048d8", detail: null, ...over };
}

function draft(over: Partial<Draft> = {}): Draft {
  return { ...toDraft(settings()), share_with_office: true, ...over };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.officeView).mockResolvedValue({ shared: true, port: 8093, fingerprint: FINGERPRINT });
  vi.mocked(api.officeDesks).mockResolvedValue([desk(), desk({ id: 2, name: "Website", role: "system" })]);
  vi.mocked(api.auditLog).mockResolvedValue([entry(), entry({ id: 6, who: "This PC", desk_id: null, action: "desk_revoked", subject: "3" })]);
});

test("a shared Pacer shows its fingerprint, and Pair a desk shows a code for one desk beside it", async () => {
  vi.mocked(api.openPairingCode).mockResolvedValue({ code: "4821-0937", fingerprint: FINGERPRINT, expires_at: 1_764_500_600_000, role: "staff" });
  renderScreen(<OfficeSection draft={draft()} errors={{}} change={vi.fn()} />);
  expect(await screen.findByTestId("settings-office-fingerprint")).toHaveValue(FINGERPRINT);
  expect(screen.getByText(/8093/)).toBeInTheDocument();
  await userEvent.click(screen.getByTestId("settings-office-pair"));
  // Staff unless the owner chose another role first.
  expect(api.openPairingCode).toHaveBeenCalledWith("staff");
  expect(await screen.findByTestId("settings-office-pairing-code")).toHaveTextContent("4821-0937");
  expect(screen.getByTestId("settings-office-pairing-role")).toHaveTextContent("gets the role Staff: contacts, campaigns, inbox, reports");
  expect(screen.getByTestId("settings-office-pairing-fingerprint")).toHaveTextContent(FINGERPRINT);
  expect(screen.getByTestId("settings-office-pairing")).toHaveTextContent("one desk, for ten minutes");
  await userEvent.click(screen.getByTestId("settings-office-pairing-close"));
  expect(api.closePairingCode).toHaveBeenCalled();
});

test("the owner chooses the next desk's role before its code is shown, and the code says it", async () => {
  vi.mocked(api.openPairingCode).mockResolvedValue({ code: "1357-2468", fingerprint: FINGERPRINT, expires_at: 1_764_500_600_000, role: "viewer" });
  renderScreen(<OfficeSection draft={draft()} errors={{}} change={vi.fn()} />);
  const choice = await screen.findByTestId("settings-office-pair-role");
  await userEvent.click(choice);
  const list = await waitFor(() => {
    const found = document.getElementById(choice.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("the roles are not open yet");
    return found;
  });
  const offered = [...list.querySelectorAll("[data-combobox-option]")].map((o) => o.getAttribute("value"));
  // A system key is made with its own button, not by pairing.
  expect(offered).toEqual(["staff", "viewer", "owner"]);
  await userEvent.click(list.querySelector<HTMLElement>("[data-combobox-option][value='viewer']")!);
  await userEvent.click(screen.getByTestId("settings-office-pair"));
  expect(api.openPairingCode).toHaveBeenCalledWith("viewer");
  expect(await screen.findByTestId("settings-office-pairing-role")).toHaveTextContent("gets the role Viewer: reports");
});

test("the people are listed with their roles; withdrawing access asks first, in the desk's row", async () => {
  vi.mocked(api.revokeDesk).mockResolvedValue([desk({ revoked_at: 1_764_500_100_000 }), desk({ id: 2, name: "Website", role: "system" })]);
  renderScreen(<OfficeSection draft={draft()} errors={{}} change={vi.fn()} />);
  const rows = await screen.findAllByTestId("settings-office-desk");
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent("Front desk");
  expect(rows[0]).toHaveTextContent("never");

  // The first click only asks; Cancel leaves the desk as it was.
  await userEvent.click(within(rows[0]).getByTestId("settings-office-desk-revoke"));
  expect(api.revokeDesk).not.toHaveBeenCalled();
  expect(within(rows[0]).getByTestId("settings-office-desk-revoke-confirm")).toHaveTextContent("Withdraw access");
  expect(within(rows[0]).getByTestId("settings-office-desk-revoke-words")).toHaveTextContent(
    "Front desk will no longer reach this Pacer. To give it access again, pair it with a new code.",
  );
  expect(within(rows[1]).queryByTestId("settings-office-desk-revoke-confirm")).toBeNull();
  await userEvent.click(within(rows[0]).getByTestId("settings-office-desk-revoke-cancel"));
  expect(within(rows[0]).queryByTestId("settings-office-desk-revoke-confirm")).toBeNull();
  expect(api.revokeDesk).not.toHaveBeenCalled();

  // Asked again and confirmed: withdrawn at once.
  await userEvent.click(within(rows[0]).getByTestId("settings-office-desk-revoke"));
  await userEvent.click(within(rows[0]).getByTestId("settings-office-desk-revoke-confirm"));
  expect(api.revokeDesk).toHaveBeenCalledTimes(1);
  expect(api.revokeDesk).toHaveBeenCalledWith(1);
  expect(await screen.findByTestId("settings-office-desk-revoked")).toHaveTextContent("Access withdrawn");
});

test("who did what is listed in words, and exported where the person chose", async () => {
  vi.mocked(api.exportAuditLog).mockResolvedValue("/home/ayesha/Pacer exports/audit-log.csv");
  renderScreen(<OfficeSection draft={draft()} errors={{}} change={vi.fn()} />);
  const entries = await screen.findAllByTestId("settings-office-audit-entry");
  expect(entries[0]).toHaveTextContent(/Front desk.*launched a campaign.*cmp_870d9e57078048d8/);
  expect(entries[1]).toHaveTextContent(/This PC.*withdrew a desk's access/);
  await userEvent.click(screen.getByTestId("settings-office-audit-export"));
  expect(await screen.findByTestId("settings-office-audit-note")).toHaveTextContent("Saved to /home/ayesha/Pacer exports/audit-log.csv");
});

test("switched on but not yet saved, it says to save; switched off, nothing of the listener shows", async () => {
  vi.mocked(api.officeView).mockResolvedValue({ shared: false, port: null, fingerprint: null });
  const { unmount } = renderScreen(<OfficeSection draft={draft()} errors={{}} change={vi.fn()} />);
  expect(await screen.findByTestId("settings-office-save-to-share")).toHaveTextContent("Save to start sharing");
  expect(screen.getByTestId("settings-office-name")).toHaveValue("Office Pacer");
  unmount();
  renderScreen(<OfficeSection draft={draft({ share_with_office: false })} errors={{}} change={vi.fn()} />);
  await waitFor(() => expect(api.officeView).toHaveBeenCalledTimes(2));
  expect(screen.queryByTestId("settings-office-save-to-share")).not.toBeInTheDocument();
  expect(screen.queryByTestId("settings-office-name")).not.toBeInTheDocument();
});

test("finding this Pacer on the network is the owner's choice, on by default, and saved with the rest", async () => {
  const change = vi.fn();
  renderScreen(<OfficeSection draft={draft()} errors={{}} change={change} />);
  const announce = await screen.findByTestId("settings-office-announce");
  expect(announce).toBeChecked();
  expect(screen.getByTestId("settings-office")).toHaveTextContent("Off: they type this PC's address");
  await userEvent.click(announce);
  expect(change).toHaveBeenCalledWith({ announce_office: false });
  const quiet = draft({ announce_office: false });
  expect(toSettings(settings(), quiet).announce_office).toBe(false);
  expect(toDraft({ ...settings(), announce_office: false }).announce_office).toBe(false);
});

test("a refusal is said in words; the form refuses a port taken by the local API and an empty name", async () => {
  vi.mocked(api.officeView).mockResolvedValue({ shared: true, port: 8093, fingerprint: FINGERPRINT });
  vi.mocked(api.openPairingCode).mockRejectedValue(
    new PacerError({
      code: "input",
      message: "This Pacer is not shared with the office.",
      details: null,
      said: { id: "office-not-shared", args: {} },
    }),
  );
  renderScreen(<OfficeSection draft={draft()} errors={{}} change={vi.fn()} />);
  await userEvent.click(await screen.findByTestId("settings-office-pair"));
  expect(await screen.findByTestId("settings-office-pair-problem")).toHaveTextContent("not shared with the office");
  const t = (id: string) => id;
  const errors = validate(draft({ office_port: 8091, office_name: "  " }), t as never);
  expect(errors.office_port).toBe("settings-error-ports-differ");
  expect(errors.office_name).toBe("office-error-name");
  expect(validate(draft({ share_with_office: false, office_port: 8091 }), t as never).office_port).toBeUndefined();
});
