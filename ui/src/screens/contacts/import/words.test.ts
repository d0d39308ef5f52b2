import { afterEach, expect, test } from "vitest";

import { setFormatLocale } from "../../../format";
import { ENGLISH, languageFor, tOf } from "../../../i18n/languages";
import { previewReport } from "../testFixtures";
import { countryLabel, fileDescription, isCountryCode, reasonCounted } from "./words";

const english = tOf(ENGLISH, true);

afterEach(() => setFormatLocale("en-GB"));

test("countries are named in the reader's language, and only real codes are accepted", () => {
  expect(countryLabel("pk")).toBe("Pakistan (PK)");
  expect(isCountryCode("GB")).toBe(true);
  expect(isCountryCode("QQ")).toBe(false);
  expect(isCountryCode("P")).toBe(false);
  setFormatLocale("pt-BR");
  expect(countryLabel("PK")).toBe("Paquistão (PK)");
});

test("how the file was read and why rows were refused read as sentences", () => {
  expect(fileDescription(english, previewReport({ delimiter: ";" }))).toBe(
    "CSV text file, text in UTF-8, values separated by semicolons",
  );
  expect(reasonCounted(english, { code: "shortened_by_excel" }, 8)).toBe("8 were shortened by Excel");
  const urdu = languageFor("ur-PK");
  if (!urdu) throw new Error("no ur-PK.ftl");
  expect(reasonCounted(tOf(urdu, true), { code: "too_short" }, 2)).not.toMatch(/[A-Za-z]{3}/);
});
