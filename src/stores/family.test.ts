// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

const ADA = "65a1b2c3d4e5f6a7b8c9d0e2";

/** The session and the family's code as a new page loads them, on `path`. */
async function loadPage(path: string) {
  history.replaceState(null, "", path);
  vi.resetModules();
  const session = await import("./session");
  session.login({
    user: { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ngozi Okafor" },
    auth: { token: "t" },
  } as Parameters<typeof session.login>[0]);
  await import("./family");
  return session;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the tab's chosen player", () => {
  it("comes back on the dashboard's next page, until it is unchosen or the member logs out", async () => {
    const first = await loadPage("/u");
    first.$actingPlayer.set(ADA);
    const reloaded = await loadPage("/u/tickets");
    expect(reloaded.$actingPlayer.get()).toBe(ADA);
    expect(reloaded.$playerKey.get()).toBe(`t|${ADA}`);

    reloaded.$actingPlayer.set(null);
    expect((await loadPage("/u")).$actingPlayer.get()).toBeNull();

    const again = await loadPage("/u");
    again.$actingPlayer.set(ADA);
    again.logout();
    expect((await loadPage("/u")).$actingPlayer.get()).toBeNull();
  });

  it("is not used by another account signed in on the tab", async () => {
    (await loadPage("/u")).$actingPlayer.set(ADA);
    localStorage.clear();
    history.replaceState(null, "", "/u");
    vi.resetModules();
    const other = await import("./session");
    other.login({
      user: { _id: "65a1b2c3d4e5f6a7b8c9d0e9", fullName: "Tobi" },
      auth: { token: "other" },
    } as Parameters<typeof other.login>[0]);
    await import("./family");
    expect(other.$actingPlayer.get()).toBeNull();
  });

  it("is not used outside the dashboard, and is still there back on it", async () => {
    (await loadPage("/u")).$actingPlayer.set(ADA);
    expect((await loadPage("/staff")).$actingPlayer.get()).toBeNull();
    expect((await loadPage("/tournaments")).$actingPlayer.get()).toBeNull();
    expect((await loadPage("/u")).$actingPlayer.get()).toBe(ADA);
  });
});
