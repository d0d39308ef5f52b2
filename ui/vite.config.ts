/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The window loads the built files (ui/dist) from the app itself; `tauri dev` uses the dev
// server on a fixed port.
export default defineConfig({
  plugins: [react()],
  clearScreen: false,
  // The message catalogue (../locales) sits beside the window, shared with the engine.
  server: { port: 5173, strictPort: true, fs: { allow: [".", "../locales"] } },
  build: { target: "es2022", outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    // Typing into forms with user-event takes a few seconds when both cores are busy (CI's
    // cargo builds, a benchmark): a test is a failure when it is wrong, not when it is slow.
    testTimeout: 20_000,
  },
});
