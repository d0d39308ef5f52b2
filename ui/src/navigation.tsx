import { createContext, useContext } from "react";

/** The screens of the window. */
export type Screen = "home" | "inbox" | "contacts" | "templates" | "campaigns" | "reports" | "settings";

/** Where the window is: a screen and, for some, what it shows (a campaign id for reports, a
 * customer's phone for the Inbox). */
export type Place = { screen: Screen; campaignId?: string; phone?: string };

export type Navigate = (place: Place) => void;

export const NavigationContext = createContext<Navigate>(() => {});

/** Moves the window to another screen. */
export function useNavigate(): Navigate {
  return useContext(NavigationContext);
}
