import { act, renderHook } from "@testing-library/react";
import { expect, test, vi } from "vitest";

import { useLiveValue } from "./useLiveValue";

/** A subscription and a read that Pacer answers when the test says so. */
function slowPacer() {
  let deliver: ((n: number) => void) | null = null;
  let subscribe: (() => void) | null = null;
  let answer: ((n: number) => void) | null = null;
  const unlisten = vi.fn();
  const read = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        answer = resolve;
      }),
  );
  const listen = (handler: (n: number) => void) =>
    new Promise<() => void>((resolve) => {
      deliver = handler;
      subscribe = () => resolve(unlisten);
    });
  return {
    listen,
    read,
    unlisten,
    push: (n: number) => deliver?.(n),
    subscribed: () => subscribe?.(),
    answer: (n: number) => answer?.(n),
  };
}

test("it asks only once the subscription is made, so a change made meanwhile is in the answer", async () => {
  const pacer = slowPacer();
  const { result } = renderHook(() => useLiveValue(pacer.listen, pacer.read, vi.fn()));
  expect(pacer.read, "no question before anyone listens").not.toHaveBeenCalled();
  await act(async () => pacer.subscribed());
  expect(pacer.read).toHaveBeenCalledTimes(1);
  await act(async () => pacer.answer(2));
  expect(result.current[0]).toBe(2);
  act(() => pacer.push(3));
  expect(result.current[0], "each push follows").toBe(3);
});

test("an answer that arrives after a push is older than it and is dropped", async () => {
  const pacer = slowPacer();
  const { result } = renderHook(() => useLiveValue(pacer.listen, pacer.read, vi.fn()));
  await act(async () => pacer.subscribed());
  act(() => pacer.push(5));
  await act(async () => pacer.answer(4));
  expect(result.current[0]).toBe(5);
});

test("a value a command answered with is shown until the next push", async () => {
  const pacer = slowPacer();
  const { result } = renderHook(() => useLiveValue(pacer.listen, pacer.read, vi.fn()));
  await act(async () => pacer.subscribed());
  await act(async () => pacer.answer(1));
  act(() => result.current[1](7));
  expect(result.current[0]).toBe(7);
  act(() => pacer.push(8));
  expect(result.current[0]).toBe(8);
});

test("without an event bridge the answer is still read; a failed read is reported", async () => {
  const failed = vi.fn();
  const read = vi.fn(() => Promise.reject(new Error("engine not running")));
  const listen = () => Promise.reject(new Error("no bridge"));
  renderHook(() => useLiveValue<number>(listen, read, failed));
  await act(async () => {});
  expect(read).toHaveBeenCalledTimes(1);
  expect(failed).toHaveBeenCalledWith(new Error("engine not running"));
});

test("unmounted before the subscription is made: it unsubscribes once it is, and never asks", async () => {
  const pacer = slowPacer();
  const { unmount } = renderHook(() => useLiveValue(pacer.listen, pacer.read, vi.fn()));
  unmount();
  await act(async () => pacer.subscribed());
  expect(pacer.unlisten).toHaveBeenCalledTimes(1);
  expect(pacer.read).not.toHaveBeenCalled();
});

test("a failed read shows the fallback it was given, but never over a value pushed meanwhile", async () => {
  const failed = vi.fn();
  const read = vi.fn(() => Promise.reject(new Error("engine not running")));
  const listen = () => Promise.resolve(() => {});
  const { result } = renderHook(() => useLiveValue<number[]>(listen, read, failed, []));
  await act(async () => {});
  expect(failed).toHaveBeenCalledTimes(1);
  expect(result.current[0]).toEqual([]);

  const pacer = slowPacer();
  let reject: ((e: Error) => void) | null = null;
  const slowRead = () =>
    new Promise<number>((_, fail) => {
      reject = fail;
    });
  const pushedFirst = renderHook(() => useLiveValue<number>(pacer.listen, slowRead, vi.fn(), 0));
  await act(async () => pacer.subscribed());
  act(() => pacer.push(7));
  await act(async () => reject?.(new Error("late failure")));
  expect(pushedFirst.result.current[0]).toBe(7);
});
