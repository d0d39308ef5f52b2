import { createContext, useContext } from "react";

import type { AppInfo } from "./bindings/AppInfo";

/** The app's mode, addresses and sample files; `null` until Pacer has answered. */
export const AppInfoContext = createContext<AppInfo | null>(null);

export function useAppInfo(): AppInfo | null {
  return useContext(AppInfoContext);
}

/** Puts in place the AppInfo a command answered with (pairing a desk, leaving the office), so
 * the whole window follows at once instead of at the next `app` event (within a second). */
export const SetAppInfoContext = createContext<(info: AppInfo) => void>(() => {});

export function useSetAppInfo(): (info: AppInfo) => void {
  return useContext(SetAppInfoContext);
}
