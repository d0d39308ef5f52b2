import { screen, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";

import type { Estimate } from "../../../bindings/Estimate";
import { check } from "../../../test/campaignRows";
import { renderScreen } from "../../../test/render";
import CheckStep from "./CheckStep";

vi.mock("../../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../api")>();
  return {
    ...original,
    api: { previewCampaign: vi.fn(() => new Promise(() => {})), testCampaign: vi.fn() },
  };
});

/** Two countries and a number whose country is not known, priced with a fixture card. */
function estimate(): Estimate {
  const summary = {
    id: "prices-estimate-summary",
    args: {
      amount: "USD 0.0162",
      messages: 4,
      unpriced: 0,
      utility: "yes",
      source: "Fixture card",
      effective: "2026-10-01",
    },
  };
  return {
    currency: "USD",
    effective: "2026-10-01",
    source: "Fixture card",
    lines: [
      { country: "PK", market: "Pakistan", category: "utility", messages: 2, price: 0.0054, amount: 0.0108 },
      { country: "IN", market: "India", category: "utility", messages: 1, price: 0.0014, amount: 0.0014 },
      { country: null, market: "Other", category: "utility", messages: 1, price: 0.004, amount: 0.004 },
    ],
    total: 0.0162,
    messages: 4,
    unpriced: 0,
    summary: "",
    summary_said: summary,
  };
}

function renderCheck(value: ReturnType<typeof check>, language?: string) {
  return renderScreen(
    <CheckStep
      campaignId="cmp_1"
      templateLanguage="en_US"
      check={value}
      checking={false}
      error={null}
      onRecheck={() => {}}
    />,
    { language },
  );
}

test("the check shows the estimate by country and category, its total and the card's date and source", async () => {
  renderCheck(check({ estimate: estimate() }));
  const table = await screen.findByTestId("campaign-estimate");
  const rows = within(table).getAllByTestId("campaign-estimate-line");
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent(/Pakistan.*Utility.*2.*USD 0\.0054.*USD 0\.0108/);
  expect(rows[2]).toHaveTextContent(/Unknown country/);
  expect(screen.getByTestId("campaign-estimate-total")).toHaveTextContent("USD 0.0162");
  expect(screen.getByTestId("campaign-estimate-card")).toHaveTextContent("Prices from 2026-10-01: Fixture card.");
  expect(table).toHaveTextContent(/Estimated cost: USD 0\.0162 for 4 messages .*service window is open are free/);
});

test("without a rate card the check says so and where to load one, never a made-up cost", async () => {
  renderCheck(check({ estimate: null }));
  expect(await screen.findByTestId("campaign-estimate-none")).toHaveTextContent(
    "No cost estimate: no rate card is loaded.",
  );
  expect(screen.queryByTestId("campaign-estimate")).toBeNull();
});

test("the estimate reads in the person's language (Urdu)", async () => {
  renderCheck(check({ estimate: estimate() }), "ur-PK");
  const table = await screen.findByTestId("campaign-estimate");
  expect(table).toHaveTextContent("اندازاً لاگت");
  expect(within(table).getAllByTestId("campaign-estimate-line")[0]).toHaveTextContent("یوٹیلیٹی");
});
