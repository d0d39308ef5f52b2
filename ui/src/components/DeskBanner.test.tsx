// On a desk, the banner across every screen: the office Pacer cannot be reached, or no longer
// accepts this desk, and why, in the person's language.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";

import type { DeskView } from "../bindings/DeskView";
import { renderScreen, untranslatedText } from "../test/render";
import { DeskBanner } from "./DeskBanner";

function desk(over: Partial<DeskView> = {}): DeskView {
  return {
    address: "https://192.168.1.20:8093",
    office_name: "Shop office",
    desk_name: "Front desk",
    fingerprint: "3F2A-9C1B-0D4E-7A21-55B0-C3D9-8E12-4F60-A1B2-C3D4-E5F6-0718-293A-4B5C-6D7E-8F90",
    role: "staff",
    reachable: true,
    locked_out: false,
    problem: null,
    ...over,
  };
}

const unreachable = desk({
  reachable: false,
  problem: { id: "desk-unreachable", args: { address: "https://192.168.1.20:8093" } },
});

const lockedOut = desk({
  reachable: false,
  locked_out: true,
  problem: { id: "sharing-desk-revoked", args: {} },
});

test("nothing shows while the office answers, nor on a PC that is no desk", () => {
  const { container } = renderScreen(
    <>
      <DeskBanner desk={desk()} />
      <DeskBanner desk={null} />
    </>,
  );
  expect(screen.queryByTestId("desk-banner")).toBeNull();
  expect(container.querySelector("[role=alert]")).toBeNull();
});

test("an office out of reach: Pacer keeps trying, and why, with the address as it is", () => {
  renderScreen(<DeskBanner desk={unreachable} />);
  expect(screen.getByTestId("desk-banner-text")).toHaveTextContent(
    "The office Pacer cannot be reached. Pacer keeps trying; this desk sends nothing meanwhile.",
  );
  expect(screen.getByTestId("desk-banner-problem")).toHaveTextContent(
    /The office Pacer cannot be reached at .*https:\/\/192\.168\.1\.20:8093/,
  );
  expect(screen.getByTestId("desk-banner")).toHaveAttribute("data-locked-out", "false");
  expect(screen.queryByTestId("desk-banner-settings")).toBeNull();
});

test("an office that no longer accepts this desk: pair again, from Settings", async () => {
  const navigate = vi.fn();
  renderScreen(<DeskBanner desk={lockedOut} />, { navigate });
  expect(screen.getByTestId("desk-banner-text")).toHaveTextContent(
    "The office Pacer no longer accepts this desk. Connect to the office's Pacer again in Settings.",
  );
  expect(screen.getByTestId("desk-banner-problem")).toHaveTextContent("This desk's access to the office Pacer was withdrawn");
  expect(screen.getByTestId("desk-banner-text")).not.toHaveTextContent("cannot be reached");
  await userEvent.click(screen.getByTestId("desk-banner-settings"));
  expect(navigate).toHaveBeenCalledWith({ screen: "settings" });
});

test("without a reason the banner says only what it knows", () => {
  renderScreen(<DeskBanner desk={desk({ reachable: false, problem: null })} />);
  expect(screen.getByTestId("desk-banner-text")).toHaveTextContent("cannot be reached");
  expect(screen.queryByTestId("desk-banner-problem")).toBeNull();
});

test("in Urdu the banner and its reason read in Urdu; in the pseudo-language no word is left in English", () => {
  const { unmount } = renderScreen(<DeskBanner desk={lockedOut} />, { language: "ur-PK" });
  expect(screen.getByTestId("desk-banner-text")).not.toHaveTextContent("no longer accepts");
  expect(screen.getByTestId("desk-banner-text").textContent).toMatch(/[\u0600-\u06FF]/);
  expect(screen.getByTestId("desk-banner-problem").textContent).toMatch(/[\u0600-\u06FF]/);
  unmount();

  for (const view of [unreachable, lockedOut]) {
    const { unmount: done } = renderScreen(<DeskBanner desk={view} />, { language: "en-XA" });
    expect(screen.getByTestId("desk-banner").textContent).toMatch(/\[/);
    expect(untranslatedText()).toEqual([]);
    done();
  }
});
