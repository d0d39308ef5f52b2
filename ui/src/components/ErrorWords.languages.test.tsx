// An error the window shows as it came (a report that could not load, a message's history, the
// settings file): in the person's language when the engine said it as a catalogue message.
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";

import { PacerError } from "../api";
import { renderScreen, untranslatedText } from "../test/render";
import { ErrorWords } from "./ErrorWords";

const database = new PacerError({
  code: "database",
  message: "Pacer couldn't read or write its database. Check that the disk is not full, then try again.",
  details: "disk I/O error",
  said: { id: "app-database-failed", args: {} },
});

test("an error the engine said as a message reads in Urdu", () => {
  renderScreen(<ErrorWords error={database} />, { language: "ur-PK" });
  expect(screen.getByText(/ڈیٹابیس/)).toBeInTheDocument();
});

test("in the pseudo-language it leaves no English behind", () => {
  renderScreen(<ErrorWords error={database} />, { language: "en-XA" });
  expect(untranslatedText()).toEqual([]);
});

test("an error without a message of the catalogue is shown as the engine said it, as data", () => {
  const older = new PacerError({ code: "input", message: "Something the engine said in English.", details: null });
  renderScreen(<ErrorWords error={older} />, { language: "id-ID" });
  expect(screen.getByText("Something the engine said in English.")).toHaveAttribute("translate", "no");
});
