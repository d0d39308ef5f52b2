import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";

import { AppInfoContext } from "../appInfo";
import type { AppInfo } from "../bindings/AppInfo";
import { NavigationContext, type Navigate } from "../navigation";
import { theme } from "../theme";

/** A demo-mode AppInfo for tests. */
export const demoInfo: AppInfo = {
  mode: "demo",
  running: true,
  problem: null,
  version: "0.1.0",
  data_dir: "/home/user/.local/share/app.pacer.desktop",
  database: "/home/user/.local/share/app.pacer.desktop/demo/pacer.db",
  api_url: "http://127.0.0.1:8091",
  api_key: "0123456789abcdef",
  webhook_url: "http://127.0.0.1:8092/webhook",
  samples: {
    contacts: "/home/user/.local/share/app.pacer.desktop/demo/samples/customers.csv",
    invoices: "/home/user/.local/share/app.pacer.desktop/demo/samples/invoices",
  },
  phone_number_id: null,
  waba_id: null,
  default_country: "PK",
  imports_folder: "/home/user/.local/share/app.pacer.desktop/imports",
};

/** Renders a screen the way the app does: Mantine, notifications, app info, navigation. */
export function renderScreen(
  ui: ReactElement,
  options: { info?: AppInfo | null; navigate?: Navigate } = {},
): RenderResult {
  const info = options.info === undefined ? demoInfo : options.info;
  return render(
    <MantineProvider theme={theme}>
      <Notifications />
      <AppInfoContext.Provider value={info}>
        <NavigationContext.Provider value={options.navigate ?? (() => {})}>{ui}</NavigationContext.Provider>
      </AppInfoContext.Provider>
    </MantineProvider>,
  );
}
