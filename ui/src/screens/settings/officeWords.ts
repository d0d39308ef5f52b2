// The office's words shared by its two sides: Share with the office (the office Pacer) and
// Connect to the office's Pacer (a desk).
import type { Role } from "../../bindings/Role";
import type { PlainMessageId } from "../../i18n/I18n";

/** What each role may do, in words. */
export const ROLE_WORDS: Record<Role, PlainMessageId> = {
  owner: "office-role-owner",
  staff: "office-role-staff",
  viewer: "office-role-viewer",
  system: "office-role-system",
};
