import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";

import { renderScreen } from "../../../test/render";
import { invoiceTemplate } from "../../../test/campaignRows";
import { emptyDraft } from "./draft";
import ValuesStep from "./ValuesStep";

const columns = { names: ["name", "phone", "Language", "Invoice"], samples: {} };

describe("ValuesStep: a language per customer", () => {
  test("offered when the template is approved in other languages, naming them all", async () => {
    const setDraft = vi.fn();
    renderScreen(
      <ValuesStep
        draft={emptyDraft()}
        setDraft={setDraft}
        template={invoiceTemplate()}
        otherLanguages={["es", "ur"]}
        columns={columns}
        errors={[]}
      />,
    );
    const input = await screen.findByTestId("campaign-language-column");
    expect(screen.getByText(/This template is approved in en_US, es, ur\./)).toBeInTheDocument();
    await userEvent.setup().type(input, "L");
    expect(setDraft).toHaveBeenCalledWith({ languageColumn: "L" });
  });

  test("not offered for a template in one language", () => {
    renderScreen(
      <ValuesStep
        draft={emptyDraft()}
        setDraft={() => {}}
        template={invoiceTemplate()}
        otherLanguages={[]}
        columns={columns}
        errors={[]}
      />,
    );
    expect(screen.queryByTestId("campaign-language-column")).toBeNull();
  });
});
