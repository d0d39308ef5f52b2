import { act, renderHook } from "@testing-library/react";
import { expect, test, vi } from "vitest";

import { PacerError } from "../api";
import { showError } from "../notify";
import { useAction } from "./useAction";

vi.mock("../notify", () => ({ showError: vi.fn() }));

test("an action shows that it runs, and a failure is kept and (with a title) notified", async () => {
  const { result } = renderHook(() => useAction());
  let finish: () => void = () => {};
  let running: Promise<void> = Promise.resolve();
  act(() => {
    running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
  });
  expect(result.current.running, "running while the action is on its way").toBe(true);
  await act(async () => {
    finish();
    await running;
  });
  expect(result.current.running).toBe(false);
  expect(result.current.error).toBeNull();

  const refusal = new PacerError({ code: "campaign", message: "The campaign is finished.", details: null });
  await act(() => result.current.run(() => Promise.reject(refusal), "The campaign wasn't paused"));
  expect(result.current.running, "not running once it failed").toBe(false);
  expect(result.current.error?.message).toBe("The campaign is finished.");
  expect(showError).toHaveBeenCalledWith(refusal, "The campaign wasn't paused");

  await act(() => result.current.run(() => Promise.resolve()));
  expect(result.current.error, "a success clears the last failure").toBeNull();
});
