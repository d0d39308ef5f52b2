import { notifications } from "@mantine/notifications";
import { createElement, type ReactNode } from "react";

import { toPacerError, type PacerError } from "./api";
import { errorMessage } from "./common/errors";
import { useT, type PlainMessageId } from "./i18n/I18n";

// Notifications render inside the window's language (`<Notifications>` sits in `I18nProvider`),
// so the words they add themselves are components that read it when shown.

function Words({ id }: { id: PlainMessageId }) {
  return useT()(id);
}

/** Pacer's error (in the person's language when the engine said it as a catalogue message, else
 * in the engine's words) and its details line. */
function ErrorWords({ error }: { error: PacerError }) {
  const t = useT();
  const message = errorMessage(error, t);
  if (!error.details) return error.said ? message : createElement("span", { translate: "no" }, message);
  return t("common-error-notification", { message, details: error.details });
}

/** Shows a Pacer error: what happened and what to do, with the details underneath. `title` is
 * the caller's words, already in the person's language. */
export function showError(error: unknown, title?: string) {
  const e = toPacerError(error);
  notifications.show({
    color: "red",
    title: title ?? (createElement(Words, { id: "common-error-title" }) as ReactNode),
    message: createElement(ErrorWords, { error: e }),
    autoClose: 12000,
    style: { whiteSpace: "pre-line" },
  });
}

/** Shows that something worked (`message` and `title` in the person's language). */
export function showDone(message: string, title?: string) {
  notifications.show({
    color: "teal",
    title: title ?? createElement(Words, { id: "common-done-title" }),
    message,
    autoClose: 5000,
  });
}
