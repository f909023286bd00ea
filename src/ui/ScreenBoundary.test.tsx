// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { retryableLazy } from "./retryable-lazy";
import { SCREEN_CODE_FAILED, SCREEN_DRAW_FAILED, ScreenBoundary } from "./ScreenBoundary";

afterEach(cleanup);

/** A screen whose code cannot be fetched the first `down` times it is asked for. */
function screenDownFor(down: number) {
  const counts = { loads: 0 };
  const Tickets = retryableLazy(async () => {
    counts.loads += 1;
    if (counts.loads <= down) throw new TypeError("Failed to fetch dynamically imported module");
    return { default: ({ title }: { title: string }) => <h1>{title}</h1> };
  });
  return { Tickets, counts };
}

function Broken(): never {
  throw new Error("a bug");
}

const shown = (route: string, children: React.ReactNode) => (
  <ScreenBoundary route={route}>
    <Suspense fallback={<p>Loading...</p>}>{children}</Suspense>
  </ScreenBoundary>
);

describe("a screen that cannot be shown", () => {
  it("says its code could not be loaded, and Try again fetches it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { Tickets, counts } = screenDownFor(1);
    render(shown("/u/tickets", <Tickets title="Tickets" />));
    expect((await screen.findByRole("alert")).textContent).toContain(SCREEN_CODE_FAILED);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByRole("heading")).textContent).toBe("Tickets");
    expect(counts.loads).toBe(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("tries again by itself when the browser is back online", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { Tickets, counts } = screenDownFor(1);
    render(shown("/u/tickets", <Tickets title="Tickets" />));
    await screen.findByRole("alert");
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect((await screen.findByRole("heading")).textContent).toBe("Tickets");
    expect(counts.loads).toBe(2);
  });

  it("tries again by itself two seconds later, the network on", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { Tickets, counts } = screenDownFor(1);
    render(shown("/u/tickets", <Tickets title="Tickets" />));
    await screen.findByRole("alert");
    expect((await screen.findByRole("heading", {}, { timeout: 5_000 })).textContent).toBe("Tickets");
    expect(counts.loads).toBe(2);
  });

  it("stays on the message while the code still cannot be fetched", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { Tickets, counts } = screenDownFor(2);
    render(shown("/u/tickets", <Tickets title="Tickets" />));
    await screen.findByRole("alert");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(counts.loads).toBe(2));
    expect((await screen.findByRole("alert")).textContent).toContain(SCREEN_CODE_FAILED);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByRole("heading")).textContent).toBe("Tickets");
  });

  it("a quiet part shows nothing while its code cannot be fetched, then itself", async () => {
    const caught = vi.spyOn(console, "error").mockImplementation(() => {});
    const { Tickets } = screenDownFor(1);
    const { container } = render(
      <ScreenBoundary route="" quiet>
        <Suspense fallback={null}>
          <Tickets title="Your players" />
        </Suspense>
      </ScreenBoundary>,
    );
    await vi.waitFor(() =>
      expect(caught).toHaveBeenCalledWith("A screen could not be shown", expect.any(TypeError)),
    );
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect((await screen.findByRole("heading")).textContent).toBe("Your players");
  });

  it("says a screen that failed to draw went wrong, and another route starts clear", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(shown("/u/matches", <Broken />));
    expect((await screen.findByRole("alert")).textContent).toContain(SCREEN_DRAW_FAILED);
    rerender(shown("/u", <h1>Your Overview</h1>));
    expect(screen.getByRole("heading").textContent).toBe("Your Overview");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
