import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";

import { MantineProvider, localStorageColorSchemeManager } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import App from "./App";
import { theme } from "./theme";

const colorSchemeManager = localStorageColorSchemeManager({ key: "pacer-color-scheme" });

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
        <Notifications position="top-right" />
        <App />
      </MantineProvider>
    </StrictMode>,
  );
}
