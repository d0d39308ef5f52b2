// How the tunnel (the way Meta's delivery updates reach this computer) reads for a person.
import type { TunnelState } from "../bindings/TunnelState";
import { time } from "../format";

export type TunnelWords = {
  /** One word for the badge. */
  badge: string;
  /** The badge's colour. */
  color: string;
  /** What is happening, in a sentence. */
  text: string;
};

/** The tunnel's state in words; `null` (none configured) reads as off. */
export function tunnelWords(tunnel: TunnelState | null, mode: "demo" | "live" | undefined): TunnelWords {
  if (mode === "demo") {
    return {
      badge: "demo",
      color: "gray",
      text: "Delivery updates come from the simulated Meta: no tunnel is needed in the demo.",
    };
  }
  if (!tunnel || tunnel.status === "off") {
    return {
      badge: "off",
      color: "orange",
      text: "Delivery updates are off: messages go out, but Meta can't tell Pacer which were delivered or read. Turn on a tunnel in Settings → Delivery updates.",
    };
  }
  switch (tunnel.status) {
    case "up":
      return {
        badge: "up",
        color: "green",
        text: `Meta can reach Pacer at ${tunnel.callback_url ?? tunnel.public_url ?? "the tunnel's address"}.`,
      };
    case "fixed":
      return {
        badge: "fixed address",
        color: "green",
        text: `Meta posts delivery updates to your own address ${tunnel.callback_url ?? tunnel.public_url ?? ""}.`,
      };
    case "starting":
      return {
        badge: "starting",
        color: "blue",
        text: `The tunnel (${tunnel.provider}) is starting; delivery updates arrive once it is up.`,
      };
    case "down": {
      const retry = tunnel.next_retry_at ? ` Pacer tries again at ${time(tunnel.next_retry_at)}.` : "";
      return {
        badge: "down",
        color: "red",
        text:
          (tunnel.last_error ??
            "Pacer can't receive delivery updates right now (the tunnel stopped). Messages still go out; their delivery status will catch up when the tunnel is back.") +
          (tunnel.last_error?.includes("restarts it") ? "" : retry),
      };
    }
  }
}
