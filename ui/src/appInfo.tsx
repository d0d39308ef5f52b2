import { createContext, useContext } from "react";

import type { AppInfo } from "./bindings/AppInfo";

/** The app's mode, addresses and sample files; `null` until Pacer has answered. */
export const AppInfoContext = createContext<AppInfo | null>(null);

export function useAppInfo(): AppInfo | null {
  return useContext(AppInfoContext);
}
