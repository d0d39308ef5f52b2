import { createContext, useContext } from "react";

import type { Audience } from "./bindings/Audience";

/** The screens of the window. */
export type Screen = "home" | "inbox" | "contacts" | "templates" | "campaigns" | "reports" | "settings";

/** Where the window is: a screen and, for some, what it shows (a campaign id for reports, a
 * customer's phone for the Inbox, the audience of a new campaign a report starts). */
export type Place = { screen: Screen; campaignId?: string; phone?: string; audience?: Audience };

export type Navigate = (place: Place) => void;

export const NavigationContext = createContext<Navigate>(() => {});

/** Moves the window to another screen. */
export function useNavigate(): Navigate {
  return useContext(NavigationContext);
}
