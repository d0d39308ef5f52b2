import { DirectionProvider, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { render, waitFor, within, type RenderResult } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";

import { AppInfoContext } from "../appInfo";
import { I18nProvider, LANGUAGE_KEY } from "../i18n/I18n";
import type { AppInfo } from "../bindings/AppInfo";
import { NavigationContext, type Navigate } from "../navigation";
import { theme } from "../theme";

/** A demo-mode AppInfo for tests. */
export const demoInfo: AppInfo = {
  mode: "demo",
  running: true,
  problem: null,
  problem_said: null,
  version: "0.1.0",
  data_dir: "/home/user/.local/share/app.pacer.desktop",
  database: "/home/user/.local/share/app.pacer.desktop/demo/pacer.db",
  api_url: "http://127.0.0.1:8091",
  api_key: "0123456789abcdef",
  webhook_url: "http://127.0.0.1:8092/webhook",
  samples: {
    contacts: "/home/user/.local/share/app.pacer.desktop/demo/samples/customers.csv",
    invoices: "/home/user/.local/share/app.pacer.desktop/demo/samples/invoices",
    poster: "/home/user/.local/share/app.pacer.desktop/demo/samples/spring-sale.png",
  },
  desk: null,
  phone_number_id: null,
  waba_id: null,
  default_country: "PK",
  imports_folder: "/home/user/.local/share/app.pacer.desktop/imports",
};

/** Renders a screen the way the app does: Mantine, the language, notifications, app info, navigation. */
export function renderScreen(
  ui: ReactElement,
  options: { info?: AppInfo | null; navigate?: Navigate; language?: string } = {},
): RenderResult {
  const info = options.info === undefined ? demoInfo : options.info;
  // The language is the person's choice, kept where Settings → Language keeps it.
  if (options.language) localStorage.setItem(LANGUAGE_KEY, options.language);
  return render(
    <DirectionProvider detectDirection={false}>
      <MantineProvider theme={theme}>
        <I18nProvider>
          <Notifications />
          <AppInfoContext.Provider value={info}>
            <NavigationContext.Provider value={options.navigate ?? (() => {})}>{ui}</NavigationContext.Provider>
          </AppInfoContext.Provider>
        </I18nProvider>
      </MantineProvider>
    </DirectionProvider>,
  );
}

/** Picks an option of a Mantine Select the way a person does: open it, click the option. */
export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  option: string,
): Promise<void> {
  await user.click(input);
  const listbox = await waitFor(() => {
    const el = document.getElementById(input.getAttribute("aria-controls") ?? "");
    if (!el) throw new Error("the options did not open");
    return el;
  });
  await user.click(within(listbox).getByText(option));
}

/**
 * Text on screen that did not come from the catalogue: in the pseudo-language (`en-XA`) every
 * message is accented and in brackets, so a text node, placeholder, label or title with plain
 * letters and no bracket was written in the code. Values that are not Pacer's words (a
 * customer's name, a file, a template's name) sit inside `translate="no"`, which also tells a
 * browser's translator to leave them alone.
 */
export function untranslatedText(root: HTMLElement = document.body): string[] {
  const found: string[] = [];
  const plain = (text: string) => /[A-Za-z]{2,}/.test(text) && !/[[\]]/.test(text);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    if (plain(text) && !node.parentElement?.closest('[translate="no"], script, style')) found.push(text.trim());
  }
  for (const element of root.querySelectorAll<HTMLElement>("[placeholder], [aria-label], [title]")) {
    if (element.closest('[translate="no"]')) continue;
    for (const name of ["placeholder", "aria-label", "title"]) {
      const value = element.getAttribute(name);
      if (value && plain(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}
