import { act, renderHook } from "@testing-library/react";
import { expect, test, vi } from "vitest";

import { useEvent } from "./useEvent";

/** A subscription Pacer answers when the test says so, and whose events the test sends. */
function slowBridge() {
  let deliver: ((n: number) => void) | null = null;
  let answer: (() => void) | null = null;
  const unlisten = vi.fn();
  const listen = (handler: (n: number) => void) =>
    new Promise<() => void>((resolve) => {
      deliver = handler;
      answer = () => resolve(unlisten);
    });
  return { listen, unlisten, send: (n: number) => deliver?.(n), subscribed: () => answer?.() };
}

test("a component gone before its subscription was made unsubscribes once it is, and hears nothing", async () => {
  const bridge = slowBridge();
  const heard = vi.fn();
  const { unmount } = renderHook(() => useEvent(bridge.listen, heard));
  unmount();
  await act(async () => bridge.subscribed());
  bridge.send(1);
  expect(bridge.unlisten, "the late subscription is undone").toHaveBeenCalledTimes(1);
  expect(heard, "an event after unmount is not handled").not.toHaveBeenCalled();
});

test("the latest handler hears each event, and unmounting unsubscribes", async () => {
  const bridge = slowBridge();
  const first = vi.fn();
  const second = vi.fn();
  const { rerender, unmount } = renderHook(({ handler }) => useEvent(bridge.listen, handler), {
    initialProps: { handler: first },
  });
  await act(async () => bridge.subscribed());
  bridge.send(1);
  rerender({ handler: second });
  bridge.send(2);
  expect(first).toHaveBeenCalledWith(1);
  expect(second, "a new handler does not resubscribe, and gets the next event").toHaveBeenCalledWith(2);
  unmount();
  expect(bridge.unlisten).toHaveBeenCalledTimes(1);
});
