import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";

import { api } from "../../../api";
import MessageBubble from "../../../components/MessageBubble";
import { renderScreen } from "../../../test/render";
import { invoiceTemplate, posterTemplate, recipientPreview } from "../../../test/campaignRows";
import { emptyDraft, type Draft } from "./draft";
import ValuesStep from "./ValuesStep";

vi.mock("../../../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../api")>();
  return {
    ...actual,
    api: Object.fromEntries(Object.keys(actual.api).map((k) => [k, vi.fn()])),
  };
});

const mocked = vi.mocked(api);

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

describe("ValuesStep: a picture in the header", () => {
  function posterStep(draft: Partial<Draft> = {}) {
    const setDraft = vi.fn();
    renderScreen(
      <ValuesStep
        draft={{ ...emptyDraft(), template: "spring_sale|en_US", ...draft }}
        setDraft={setDraft}
        template={posterTemplate()}
        otherLanguages={[]}
        columns={columns}
        errors={[]}
      />,
    );
    return setDraft;
  }

  test("one picture for everyone is the first choice, picked in Pacer's own file window", async () => {
    mocked.chooseHeaderFile.mockResolvedValue({ path: "/home/user/Pictures/spring.png", name: "spring.png" });
    const setDraft = posterStep();
    expect(screen.getByTestId("map-header.image-file")).toHaveTextContent("One picture");
    expect(screen.getByTestId("map-header.image-pdf")).toHaveTextContent("Picture per customer");
    expect(screen.getByText("The picture everyone gets")).toBeInTheDocument();
    expect(screen.getByTestId("campaign-header-file")).toHaveTextContent("No file chosen yet");
    await userEvent.setup().click(screen.getByTestId("campaign-header-file-choose"));
    expect(mocked.chooseHeaderFile).toHaveBeenCalledWith("image");
    expect(setDraft).toHaveBeenCalledWith({ headerFile: "/home/user/Pictures/spring.png" });
  });

  test("the chosen file shows by name; the demo offers its poster", async () => {
    const setDraft = posterStep({ headerFile: "/home/user/Pictures/spring.png" });
    expect(screen.getByTestId("campaign-header-file")).toHaveTextContent("spring.png");
    await userEvent.setup().click(screen.getByTestId("campaign-use-sample-poster"));
    expect(setDraft).toHaveBeenCalledWith({
      headerFile: "/home/user/.local/share/app.pacer.desktop/demo/samples/spring-sale.png",
    });
  });

  test("a picture per customer asks for a folder of pictures, not of PDFs", async () => {
    posterStep({ mapping: { "header.image": { mode: "pdf", column: "", text: "" } } });
    expect(screen.getByText("Folder of pictures")).toBeInTheDocument();
    expect(screen.getByText(/One picture per customer \(JPEG or PNG, up to 5 MB\)/)).toBeInTheDocument();
    expect(screen.queryByTestId("campaign-use-sample-invoices")).toBeNull();
  });

  test("the preview shows the picture itself above the words", () => {
    const picture = "data:image/png;base64,iVBORw0KGgo=";
    renderScreen(
      <MessageBubble
        preview={{ ...recipientPreview().preview, media: ["image", ""] }}
        pdf="spring.png"
        picture={picture}
        language="en_US"
      />,
    );
    expect(screen.getByTestId("campaign-preview-picture")).toHaveAttribute("src", picture);
    expect(screen.queryByTestId("campaign-preview-media")).toBeNull();
  });
});
