// How the tunnel (the way Meta's delivery updates reach this computer) reads for a person.
import type { TunnelState } from "../bindings/TunnelState";
import { time } from "../format";
import type { T } from "../i18n/I18n";

export type TunnelWords = {
  /** One word for the badge. */
  badge: string;
  /** The badge's colour. */
  color: string;
  /** The engine's own sentence for why the tunnel is down (not translated here), when it gave one. */
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
      // The engine's sentence may already say when it restarts the tunnel.
      const retry =
        tunnel.next_retry_at && !tunnel.last_error?.includes("restarts it")
          ? t("common-tunnel-retry", { time: time(tunnel.next_retry_at) })
          : "";
      return {
        badge: t("common-tunnel-badge-down"),
        color: "red",
        said: tunnel.last_error,
        text: tunnel.last_error === null ? [t("common-tunnel-down"), retry].filter(Boolean).join(" ") : retry,
      };
    }
  }
}
