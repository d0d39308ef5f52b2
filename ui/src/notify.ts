import { notifications } from "@mantine/notifications";

import { toPacerError } from "./api";

/** Shows a Pacer error: what happened and what to do, with the details underneath. */
export function showError(error: unknown, title = "That didn't work") {
  const e = toPacerError(error);
  notifications.show({
    color: "red",
    title,
    message: e.details ? `${e.message}\n(Details: ${e.details})` : e.message,
    autoClose: 12000,
    style: { whiteSpace: "pre-line" },
  });
}

/** Shows that something worked. */
export function showDone(message: string, title = "Done") {
  notifications.show({ color: "teal", title, message, autoClose: 5000 });
}
