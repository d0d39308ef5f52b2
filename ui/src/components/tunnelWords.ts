// How the tunnel (the way Meta's delivery updates reach this computer) reads for a person.
import type { TunnelState } from "../bindings/TunnelState";
import { time } from "../format";
import { sayWith, type T } from "../i18n/I18n";
import type { Said } from "../bindings/Said";

export type TunnelWords = {
  /** One word for the badge. */
  badge: string;
  /** The badge's colour. */
  color: string;
  /** The engine's account of why the tunnel is down, in the person's language, when it gave one. */
  said: string | null;
  /** What is happening, in a sentence ("" when `said` says it all). */
  text: string;
};

/** The tunnel's state in the person's words; `null` (none configured) reads as off. */
export function tunnelWords(t: T, tunnel: TunnelState | null, mode: "demo" | "live" | undefined): TunnelWords {
  if (mode === "demo") {
    return { badge: t("common-tunnel-badge-demo"), color: "gray", said: null, text: t("common-tunnel-demo") };
  }
  if (!tunnel || tunnel.status === "off") {
    return { badge: t("common-tunnel-badge-off"), color: "orange", said: null, text: t("common-tunnel-off") };
  }
  switch (tunnel.status) {
    case "up": {
      const url = tunnel.callback_url ?? tunnel.public_url;
      return {
        badge: t("common-tunnel-badge-up"),
        color: "green",
        said: null,
        text: url ? t("common-tunnel-up", { url }) : t("common-tunnel-up-no-address"),
      };
    }
    case "fixed":
      return {
        badge: t("common-tunnel-badge-fixed"),
        color: "green",
        said: null,
        text: t("common-tunnel-fixed", { url: tunnel.callback_url ?? tunnel.public_url ?? "" }),
      };
    case "starting":
      return {
        badge: t("common-tunnel-badge-starting"),
        color: "blue",
        said: null,
        text: t("common-tunnel-starting", { provider: tunnel.provider }),
      };
    case "down": {
      const said = saidText(t, tunnel.last_error_said, tunnel.last_error);
      // The engine's account may already say when it starts the tunnel again.
      const toldWhen = tunnel.last_error_said.some((s) => WHEN_NEXT.includes(s.id));
      const retry =
        tunnel.next_retry_at && !toldWhen ? t("common-tunnel-retry", { time: time(tunnel.next_retry_at) }) : "";
      return {
        badge: t("common-tunnel-badge-down"),
        color: "red",
        said,
        text: said === null ? [t("common-tunnel-down"), retry].filter(Boolean).join(" ") : retry,
      };
    }
  }
}

/** The engine's sentences that say when it tries the tunnel again. */
const WHEN_NEXT = ["tunnel-next-restart", "tunnel-next-retry"];

/** Sentences the engine said, in the person's language, one after another; its English when it
 * gave none as catalogue messages (an older engine), `null` when it said nothing. */
export function saidText(t: T, said: readonly Said[], english: string | null): string | null {
  if (said.length > 0) return said.map((s) => sayWith(t, s)).join(" ");
  return english;
}
