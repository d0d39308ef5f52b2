import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, expect, test, vi } from "vitest";

import { api, PacerError } from "../../api";
import { AppInfoContext, SetAppInfoContext } from "../../appInfo";
import type { AppInfo } from "../../bindings/AppInfo";
import type { DeskView } from "../../bindings/DeskView";
import type { OfficeFound } from "../../bindings/OfficeFound";
import { demoInfo, renderScreen, untranslatedText } from "../../test/render";
import { DeskSection } from "./DeskSection";

vi.mock("../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api")>();
  return {
    ...original,
    api: {
      findOffices: vi.fn(),
      lookAtOffice: vi.fn(),
      connectToOffice: vi.fn(),
      leaveOffice: vi.fn(),
    },
  };
});

// Mantine renders a lot in jsdom; a busy machine must not fail these on time alone.
vi.setConfig({ testTimeout: 20_000 });

const FINGERPRINT = "3F2A-9C1B-0D4E-7A21-55B0-C3D9-8E12-4F60-A1B2-C3D4-E5F6-0718-293A-4B5C-6D7E-8F90";
const OTHER = "0000-1111-2222-3333-4444-5555-6666-7777-8888-9999-AAAA-BBBB-CCCC-DDDD-EEEE-FFFF";

const shopOffice: OfficeFound = {
  name: "Shop office",
  address: "https://192.168.1.20:8093",
  fingerprint_prefix: "3F2A-9C1B",
};

function deskView(over: Partial<DeskView> = {}): DeskView {
  return {
    address: "https://192.168.1.20:8093",
    office_name: "Shop office",
    desk_name: "Front desk",
    fingerprint: FINGERPRINT,
    role: "staff",
    reachable: true,
    locked_out: false,
    problem: null,
    ...over,
  };
}

const deskInfo: AppInfo = { ...demoInfo, desk: deskView() };

function refused(id: string, args: Record<string, string | number>, message: string): PacerError {
  return new PacerError({ code: "office", message, details: null, said: { id, args } });
}

/** The section as Settings shows it, with the window's AppInfo that pairing and leaving replace
 * (as App does with the answer). */
function Harness({ start, shared = false, onChanged }: { start: AppInfo; shared?: boolean; onChanged: () => void }) {
  const [info, setInfo] = useState<AppInfo>(start);
  return (
    <AppInfoContext.Provider value={info}>
      <SetAppInfoContext.Provider value={setInfo}>
        <DeskSection shared={shared} onChanged={onChanged} />
      </SetAppInfoContext.Provider>
    </AppInfoContext.Provider>
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

test("an office found on the network: use it, compare its fingerprint, then pair with its name and prefix", async () => {
  const user = userEvent.setup();
  let answer: (found: OfficeFound[]) => void = () => {};
  vi.mocked(api.findOffices).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  vi.mocked(api.lookAtOffice).mockResolvedValue({ address: shopOffice.address, fingerprint: FINGERPRINT });
  vi.mocked(api.connectToOffice).mockResolvedValue(deskInfo);
  const onChanged = vi.fn();
  renderScreen(<Harness start={demoInfo} onChanged={onChanged} />);

  expect(screen.getByTestId("settings-desk")).toHaveTextContent("Connect to the office's Pacer");
  await user.click(screen.getByTestId("settings-desk-find"));
  expect(await screen.findByTestId("settings-desk-finding")).toHaveTextContent("Looking on this network…");
  answer([shopOffice, { name: "Warehouse", address: "https://192.168.1.31:8093", fingerprint_prefix: "77AB-01CD" }]);
  const offices = await screen.findAllByTestId("settings-desk-office");
  expect(screen.queryByTestId("settings-desk-finding")).toBeNull();
  expect(offices).toHaveLength(2);
  expect(offices[0]).toHaveTextContent("Shop office");
  expect(offices[0]).toHaveTextContent("https://192.168.1.20:8093");
  expect(offices[0]).toHaveTextContent("3F2A-9C1B");
  expect(offices[1]).toHaveTextContent("Warehouse");

  // Nothing to pair with before the fingerprint is shown.
  expect(screen.queryByTestId("settings-desk-code")).toBeNull();
  expect(screen.queryByTestId("settings-desk-connect")).toBeNull();
  await user.click(within(offices[0]).getByTestId("settings-desk-use"));
  expect(screen.getByTestId("settings-desk-address")).toHaveValue("https://192.168.1.20:8093");
  await user.click(screen.getByTestId("settings-desk-look"));
  expect(api.lookAtOffice).toHaveBeenCalledWith("https://192.168.1.20:8093");
  const certificate = await screen.findByTestId("settings-desk-certificate");
  expect(certificate).toHaveTextContent("Check that the office PC's screen shows this same fingerprint:");
  expect(screen.getByTestId("settings-desk-fingerprint")).toHaveTextContent(FINGERPRINT);
  expect(screen.getByTestId("settings-desk-fingerprint")).toHaveAttribute("translate", "no");

  // Connect waits for the code.
  expect(screen.getByTestId("settings-desk-connect")).toBeDisabled();
  await user.type(screen.getByTestId("settings-desk-code"), "4821-0937");
  await user.type(screen.getByTestId("settings-desk-name"), "Front desk");
  await user.click(screen.getByTestId("settings-desk-connect"));
  expect(api.connectToOffice).toHaveBeenCalledWith({
    address: "https://192.168.1.20:8093",
    fingerprint: FINGERPRINT,
    code: "4821-0937",
    desk_name: "Front desk",
    office_name: "Shop office",
    announced_prefix: "3F2A-9C1B",
  });

  // The answer is the window's new AppInfo: the section now says whose desk this is.
  expect(await screen.findByTestId("settings-desk-connected")).toHaveTextContent(
    /This PC is a desk of .*Shop office.* at .*https:\/\/192\.168\.1\.20:8093.*, as “.*Front desk.*”\./,
  );
  expect(screen.queryByTestId("settings-desk-address")).toBeNull();
  expect(onChanged).toHaveBeenCalledTimes(1);
});

test("a typed address: a refusal is said in words, editing the address drops the fingerprint shown, and no name or prefix goes with it", async () => {
  const user = userEvent.setup();
  vi.mocked(api.findOffices).mockResolvedValue([]);
  vi.mocked(api.lookAtOffice).mockRejectedValueOnce(
    refused(
      "desk-unreachable",
      { address: "https://192.168.1.21:8093" },
      "The office Pacer cannot be reached at https://192.168.1.21:8093.",
    ),
  );
  const onChanged = vi.fn();
  renderScreen(<Harness start={demoInfo} onChanged={onChanged} />);

  await user.click(screen.getByTestId("settings-desk-find"));
  expect(await screen.findByTestId("settings-desk-found-none")).toHaveTextContent("No office Pacer answered on this network.");
  expect(screen.getByTestId("settings-desk-address")).toHaveAttribute("placeholder", "https://192.168.1.20:8093");
  expect(screen.getByTestId("settings-desk-look")).toBeDisabled();

  await user.type(screen.getByTestId("settings-desk-address"), "192.168.1.21");
  await user.click(screen.getByTestId("settings-desk-look"));
  expect(await screen.findByTestId("settings-desk-problem")).toHaveTextContent(
    /The office Pacer cannot be reached at .*https:\/\/192\.168\.1\.21:8093.*\. Check that the office PC is on/,
  );
  expect(screen.queryByTestId("settings-desk-certificate")).toBeNull();

  // Typed again, looked again: the certificate shows.
  vi.mocked(api.lookAtOffice).mockResolvedValue({ address: "https://192.168.1.20:8093", fingerprint: FINGERPRINT });
  await user.clear(screen.getByTestId("settings-desk-address"));
  expect(screen.queryByTestId("settings-desk-problem")).toBeNull();
  await user.type(screen.getByTestId("settings-desk-address"), "192.168.1.20{Enter}");
  expect(api.lookAtOffice).toHaveBeenLastCalledWith("192.168.1.20");
  expect(await screen.findByTestId("settings-desk-fingerprint")).toHaveTextContent(FINGERPRINT);

  // An edit after looking: the fingerprint shown belongs to the old address, so it goes.
  await user.type(screen.getByTestId("settings-desk-address"), "0");
  expect(screen.queryByTestId("settings-desk-fingerprint")).toBeNull();
  expect(screen.queryByTestId("settings-desk-connect")).toBeNull();
  await user.type(screen.getByTestId("settings-desk-address"), "{Backspace}");
  expect(screen.queryByTestId("settings-desk-fingerprint")).toBeNull();
  vi.mocked(api.lookAtOffice).mockResolvedValue({ address: "https://192.168.1.20:8093", fingerprint: OTHER });
  await user.click(screen.getByTestId("settings-desk-look"));
  expect(await screen.findByTestId("settings-desk-fingerprint")).toHaveTextContent(OTHER);

  // The office refuses the code: said in words, and this PC is still no desk.
  vi.mocked(api.connectToOffice).mockRejectedValue(
    refused("sharing-pairing-expired", {}, "That pairing code has expired (a code lasts ten minutes)."),
  );
  await user.type(screen.getByTestId("settings-desk-code"), "4821-0937");
  await user.click(screen.getByTestId("settings-desk-connect"));
  expect(api.connectToOffice).toHaveBeenCalledWith({
    address: "https://192.168.1.20:8093",
    fingerprint: OTHER,
    code: "4821-0937",
    desk_name: "",
    office_name: null,
    announced_prefix: null,
  });
  expect(await screen.findByTestId("settings-desk-problem")).toHaveTextContent(
    "That pairing code has expired (a code lasts ten minutes). Ask the office Pacer for a new one.",
  );
  expect(screen.queryByTestId("settings-desk-connected")).toBeNull();
  expect(onChanged).not.toHaveBeenCalled();
});

test("an office used from the list, then its address edited: its name and prefix no longer go with the pairing", async () => {
  const user = userEvent.setup();
  vi.mocked(api.findOffices).mockResolvedValue([shopOffice]);
  vi.mocked(api.lookAtOffice).mockResolvedValue({ address: "https://192.168.1.22:8093", fingerprint: FINGERPRINT });
  vi.mocked(api.connectToOffice).mockResolvedValue(deskInfo);
  renderScreen(<Harness start={demoInfo} onChanged={vi.fn()} />);
  await user.click(screen.getByTestId("settings-desk-find"));
  await user.click(await screen.findByTestId("settings-desk-use"));
  const address = screen.getByTestId("settings-desk-address");
  await user.clear(address);
  await user.type(address, "https://192.168.1.22:8093");
  await user.click(screen.getByTestId("settings-desk-look"));
  await user.type(await screen.findByTestId("settings-desk-code"), "4821-0937");
  await user.click(screen.getByTestId("settings-desk-connect"));
  await waitFor(() => expect(api.connectToOffice).toHaveBeenCalledTimes(1));
  expect(vi.mocked(api.connectToOffice).mock.calls[0][0]).toMatchObject({ office_name: null, announced_prefix: null });
});

test("a desk says whose it is, its role and the pinned fingerprint; leaving asks first, then this PC is no desk", async () => {
  const user = userEvent.setup();
  vi.mocked(api.leaveOffice).mockResolvedValue(demoInfo);
  const onChanged = vi.fn();
  renderScreen(<Harness start={deskInfo} onChanged={onChanged} />);

  expect(screen.getByTestId("settings-desk-connected")).toHaveTextContent(
    /This PC is a desk of .*Shop office.* at .*https:\/\/192\.168\.1\.20:8093.*, as “.*Front desk.*”\./,
  );
  expect(screen.getByTestId("settings-desk-role")).toHaveTextContent("Staff: contacts, campaigns, inbox, reports");
  expect(screen.getByTestId("settings-desk-pinned")).toHaveTextContent(FINGERPRINT);
  expect(screen.queryByTestId("settings-desk-find")).toBeNull();

  // The first click asks; keeping the desk changes nothing.
  await user.click(screen.getByTestId("settings-desk-leave"));
  expect(screen.getByTestId("settings-desk-leave-ask")).toHaveTextContent(
    "This PC will stop using the office Pacer and forget its credential.",
  );
  expect(api.leaveOffice).not.toHaveBeenCalled();
  await user.click(screen.getByTestId("settings-desk-leave-cancel"));
  expect(screen.queryByTestId("settings-desk-leave-ask")).toBeNull();
  expect(api.leaveOffice).not.toHaveBeenCalled();

  await user.click(screen.getByTestId("settings-desk-leave"));
  await user.click(screen.getByTestId("settings-desk-leave-confirm"));
  expect(api.leaveOffice).toHaveBeenCalledTimes(1);
  // The answer is the window's new AppInfo: no desk, so the form to pair is back.
  expect(await screen.findByTestId("settings-desk-find")).toBeInTheDocument();
  expect(screen.queryByTestId("settings-desk-connected")).toBeNull();
  expect(onChanged).toHaveBeenCalledTimes(1);
});

test("leaving refused: said in words, and the desk stays", async () => {
  const user = userEvent.setup();
  vi.mocked(api.leaveOffice).mockRejectedValue(
    new PacerError({
      code: "keyring",
      message: "The system keyring did not answer.",
      details: null,
      said: { id: "app-keyring-no-answer", args: {} },
    }),
  );
  const onChanged = vi.fn();
  renderScreen(<Harness start={deskInfo} onChanged={onChanged} />);
  await user.click(screen.getByTestId("settings-desk-leave"));
  await user.click(screen.getByTestId("settings-desk-leave-confirm"));
  expect(await screen.findByTestId("settings-desk-problem")).toHaveTextContent(/keyring/i);
  expect(screen.getByTestId("settings-desk-connected")).toBeInTheDocument();
  expect(onChanged).not.toHaveBeenCalled();
});

test("a PC that shares its Pacer with the office says it cannot also be a desk, and offers nothing to pair", () => {
  renderScreen(<Harness start={demoInfo} shared onChanged={vi.fn()} />);
  expect(screen.getByTestId("settings-desk-shared-here")).toHaveTextContent(
    "This PC shares its Pacer with the office, so it cannot also be a desk.",
  );
  expect(screen.queryByTestId("settings-desk-find")).toBeNull();
  expect(screen.queryByTestId("settings-desk-address")).toBeNull();
});

test("in the pseudo-language no word of the section is left in the code", async () => {
  const user = userEvent.setup();
  vi.mocked(api.findOffices).mockResolvedValue([shopOffice]);
  vi.mocked(api.lookAtOffice).mockResolvedValue({ address: shopOffice.address, fingerprint: FINGERPRINT });
  const { unmount } = renderScreen(<Harness start={demoInfo} onChanged={vi.fn()} />, { language: "en-XA" });
  await user.click(screen.getByTestId("settings-desk-find"));
  await user.click(await screen.findByTestId("settings-desk-use"));
  await user.click(screen.getByTestId("settings-desk-look"));
  await screen.findByTestId("settings-desk-fingerprint");
  expect(untranslatedText()).toEqual([]);
  unmount();

  renderScreen(<Harness start={deskInfo} onChanged={vi.fn()} />, { language: "en-XA" });
  await user.click(screen.getByTestId("settings-desk-leave"));
  expect(screen.getByTestId("settings-desk-leave-ask").textContent).toMatch(/\[/);
  expect(untranslatedText()).toEqual([]);
});
