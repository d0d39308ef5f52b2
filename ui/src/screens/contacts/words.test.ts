import { expect, test } from "vitest";

import { previewReport } from "./testFixtures";
import { countryLabel, fileDescription, isCountryCode, reasonsSentence } from "./words";

test("countries are named, and only real codes are accepted", () => {
  expect(countryLabel("pk")).toBe("Pakistan (PK)");
  expect(isCountryCode("GB")).toBe(true);
  expect(isCountryCode("QQ")).toBe(false);
  expect(isCountryCode("P")).toBe(false);
});

test("how the file was read and why rows were refused read as sentences", () => {
  expect(fileDescription(previewReport({ delimiter: ";" }))).toBe(
    "CSV text file, text in UTF-8, values separated by semicolons",
  );
  expect(reasonsSentence(previewReport())).toBe("24 are missing a digit, 8 were shortened by Excel");
});
