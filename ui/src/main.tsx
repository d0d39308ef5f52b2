import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./letters.css";

import { DirectionProvider, MantineProvider, localStorageColorSchemeManager } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import App from "./App";
import { I18nProvider } from "./i18n/I18n";
import { theme } from "./theme";

const colorSchemeManager = localStorageColorSchemeManager({ key: "pacer-color-scheme" });

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DirectionProvider detectDirection={false}>
        <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
          <I18nProvider>
            <Notifications position="top-right" />
            <App />
          </I18nProvider>
        </MantineProvider>
      </DirectionProvider>
    </StrictMode>,
  );
}
