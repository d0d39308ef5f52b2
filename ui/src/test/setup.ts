import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, vi } from "vitest";

// Mantine keeps its notifications in a module-wide store that outlives each test's render: left
// alone, one test's toasts fill the visible limit and the next test's toast waits in the queue
// until an old one closes (5 s), which a busy machine turns into a failed findByText.
afterEach(() => {
  cleanup();
  notifications.clean();
  // Each test starts in the computer's language (jsdom's: English).
  localStorage.removeItem("pacer-language");
});

// findBy…/waitFor wait up to 5 s (not 1 s): on a machine whose cores are busy a render can take
// longer than a second, and a slow render is not a wrong one.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
