import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test, vi } from "vitest";

import { api, PacerError } from "../../api";
import type { RateCard } from "../../bindings/RateCard";
import { renderScreen } from "../../test/render";
import { RateCardPart } from "./RateCardPart";

vi.mock("../../api", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api")>();
  return { ...original, api: { rateCard: vi.fn(), loadRateCard: vi.fn() } };
});

function card(source: string): RateCard {
  return {
    currency: "USD",
    effective: "2026-10-01",
    source,
    markets: [
      {
        name: "Pakistan",
        countries: ["PK"],
        marketing: 0.0473,
        utility: 0.0054,
        authentication: 0.0054,
        authentication_international: 0.075,
      },
      { name: "Other", countries: [], marketing: 0.0604, utility: null, authentication: 0.0077, authentication_international: null },
    ],
  };
}

beforeEach(() => {
  vi.clearAllMocks();
});

test("Settings shows the rate card in use: currency, date, source, and each market's prices and countries", async () => {
  vi.mocked(api.rateCard).mockResolvedValue(card("Demo prices, not Meta's — load Meta's rate card in Settings"));
  renderScreen(<RateCardPart />);
  expect(await screen.findByTestId("settings-rate-card-about")).toHaveTextContent(
    "USD, prices from 2026-10-01: Demo prices, not Meta's",
  );
  const markets = screen.getAllByTestId("settings-rate-card-market");
  expect(markets[0]).toHaveTextContent(/Pakistan.*USD 0\.0473.*USD 0\.0054.*Pakistan/);
  expect(markets[1]).toHaveTextContent(/Other.*—.*Every other country/);
});

test("Load a rate card… puts the picked file in use; a refused file is said and changes nothing", async () => {
  vi.mocked(api.rateCard).mockResolvedValue(null);
  vi.mocked(api.loadRateCard)
    .mockRejectedValueOnce(
      new PacerError({
        code: "input",
        message: "The rate card file has no \"Utility\" column.",
        details: null,
        said: { id: "prices-refused-missing-column", args: { column: "Utility" } },
      }),
    )
    .mockResolvedValueOnce(card("Meta rate card, USD, 2026-10-01"));
  const user = userEvent.setup();
  renderScreen(<RateCardPart />);
  expect(await screen.findByTestId("settings-rate-card-none")).toHaveTextContent("No rate card is loaded yet.");

  await user.click(screen.getByTestId("settings-rate-card-load"));
  expect(await screen.findByText(/no "Utility" column/)).toBeInTheDocument();
  expect(screen.getByTestId("settings-rate-card-none")).toBeInTheDocument();

  await user.click(screen.getByTestId("settings-rate-card-load"));
  await waitFor(() =>
    expect(screen.getByTestId("settings-rate-card-about")).toHaveTextContent("Meta rate card, USD, 2026-10-01"),
  );
  expect(within(screen.getByTestId("settings-rate-card")).getAllByTestId("settings-rate-card-market")).toHaveLength(2);
  expect(api.loadRateCard).toHaveBeenCalledTimes(2);
});
