// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionPayload } from "./session";

const KEY = "user-payload";

const payload: SessionPayload = {
  user: {
    _id: "65a1b2c3d4e5f6a7b8c9d0e1",
    fullName: "Ada Obi",
    email: "member@example.com",
    username: "ada_obi",
    dob: "1995-04-12",
    phoneNumber: "+2348012345678",
    role: "student",
    level: "adult amatuer",
    picture: null,
  },
  auth: { token: "token-1" },
};

/** Loads the store fresh, as a page load does, after `stored` was left in localStorage. */
async function loadSession(stored?: string) {
  if (stored !== undefined) localStorage.setItem(KEY, stored);
  vi.resetModules();
  return import("./session");
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("session store", () => {
  it("starts logged out when nothing is stored", async () => {
    const { $isLoggedIn, $user, $token } = await loadSession();
    expect($isLoggedIn.get()).toBe(false);
    expect($user.get()).toBeNull();
    expect($token.get()).toBeNull();
  });

  it("login stores the payload under user-payload", async () => {
    const { login, $isLoggedIn, $user, $token } = await loadSession();
    login(payload);
    expect($isLoggedIn.get()).toBe(true);
    expect($user.get()?.fullName).toBe("Ada Obi");
    expect($token.get()).toBe("token-1");
    expect(JSON.parse(localStorage.getItem(KEY) ?? "")).toEqual(payload);
  });

  it("restores a stored session on the next page load", async () => {
    const { $isLoggedIn, $token } = await loadSession(JSON.stringify(payload));
    expect($isLoggedIn.get()).toBe(true);
    expect($token.get()).toBe("token-1");
  });

  it("logout clears the stored payload and the session storage", async () => {
    const { logout, $isLoggedIn } = await loadSession(JSON.stringify(payload));
    sessionStorage.setItem("membership-selection", "{}");
    logout();
    expect($isLoggedIn.get()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("logout removes what the device kept for offline use: tickets, answers and the console role", async () => {
    const { logout } = await loadSession(JSON.stringify(payload));
    const { keepConsoleRole, keptConsoleRole } = await import("@/lib/offline/kept-console-role");
    keepConsoleRole(payload.user._id, "staff");
    localStorage.setItem("kept-tickets", "{}");
    expect(keptConsoleRole(payload.user._id)).toBe("staff");
    // Kept for that user only.
    expect(keptConsoleRole("65a1b2c3d4e5f6a7b8c9d0ff")).toBeNull();
    localStorage.setItem("kept-answers", "{}");
    localStorage.setItem("theme", "dark");
    logout();
    expect(keptConsoleRole(payload.user._id)).toBeNull();
    expect(localStorage.getItem("kept-tickets")).toBeNull();
    expect(localStorage.getItem("kept-answers")).toBeNull();
    // What is not the user's stays.
    expect(localStorage.getItem("theme")).toBe("dark");
  });

  it("names every key kept on the device with the prefix logout clears", async () => {
    const { KEPT_KEY_PREFIX } = await loadSession(JSON.stringify(payload));
    const keys = [
      (await import("@/lib/offline/kept-answers")).KEPT_ANSWERS,
      (await import("@/lib/offline/kept-tickets")).KEPT_TICKETS,
      (await import("@/lib/offline/kept-console-role")).KEPT_CONSOLE_ROLE,
    ];
    for (const key of keys) expect(key.startsWith(KEPT_KEY_PREFIX), key).toBe(true);
  });

  it.each([
    ["unreadable JSON", "{not json"],
    ["a payload without user", JSON.stringify({ auth: { token: "token-1" } })],
    ["a payload without token", JSON.stringify({ user: payload.user, auth: {} })],
    ["a payload with an empty token", JSON.stringify({ user: payload.user, auth: { token: "" } })],
    ["a payload that is not an object", "null"],
    ["a user without an id", JSON.stringify({ ...payload, user: { ...payload.user, _id: "" } })],
    ["a user without a name", JSON.stringify({ ...payload, user: { _id: "u1", email: "a@b.co" } })],
    ["a user without an email", JSON.stringify({ ...payload, user: { _id: "u1", fullName: "Ada" } })],
    ["a token that is not a string", JSON.stringify({ ...payload, auth: { token: 42 } })],
  ])("treats %s as logged out and clears it", async (_case, stored) => {
    const { $isLoggedIn } = await loadSession(stored);
    expect($isLoggedIn.get()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("follows a logout in another tab", async () => {
    const { $isLoggedIn } = await loadSession(JSON.stringify(payload));
    localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: null }));
    expect($isLoggedIn.get()).toBe(false);
  });

  it("logs out and clears an unreadable payload written by another tab", async () => {
    const { $isLoggedIn } = await loadSession(JSON.stringify(payload));
    localStorage.setItem(KEY, "{broken");
    window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: "{broken" }));
    expect($isLoggedIn.get()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("logging out twice is harmless", async () => {
    const { logout, $isLoggedIn } = await loadSession(JSON.stringify(payload));
    logout();
    expect(() => logout()).not.toThrow();
    expect($isLoggedIn.get()).toBe(false);
  });
});

describe("verifySession", () => {
  it("keeps the session when the server says the token is valid", async () => {
    const { verifySession, $isLoggedIn } = await loadSession(JSON.stringify(payload));
    const verify = vi.fn(async () => true);
    await expect(verifySession(verify)).resolves.toBe(true);
    expect(verify).toHaveBeenCalledWith("token-1");
    expect($isLoggedIn.get()).toBe(true);
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it("clears the session when the server says the token is not valid", async () => {
    const { verifySession, $isLoggedIn } = await loadSession(JSON.stringify(payload));
    await expect(verifySession(async () => false)).resolves.toBe(false);
    expect($isLoggedIn.get()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("keeps the session when the server cannot be reached", async () => {
    const { verifySession, $isLoggedIn } = await loadSession(JSON.stringify(payload));
    await expect(verifySession(() => Promise.reject(new TypeError("fetch failed")))).resolves.toBe(true);
    expect($isLoggedIn.get()).toBe(true);
  });

  it("does not ask the server when nobody is logged in", async () => {
    const { verifySession } = await loadSession();
    const verify = vi.fn(async () => true);
    await expect(verifySession(verify)).resolves.toBe(false);
    expect(verify).not.toHaveBeenCalled();
  });

  it("leaves alone a new session started while the old token was being checked", async () => {
    const { verifySession, login, $token } = await loadSession(JSON.stringify(payload));
    const check = verifySession(async () => {
      login({ ...payload, auth: { token: "token-2" } });
      return false;
    });
    await expect(check).resolves.toBe(true);
    expect($token.get()).toBe("token-2");
  });
});

describe("signOut", () => {
  it("clears the session here before the server answers, and asks it to end the token", async () => {
    const { signOut, $isLoggedIn } = await loadSession(JSON.stringify(payload));
    sessionStorage.setItem("membership-selection", "{}");
    let answer: () => void = () => {};
    const end = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const done = signOut(end);
    expect(end).toHaveBeenCalledWith("token-1");
    expect($isLoggedIn.get()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    answer();
    await expect(done).resolves.toBeUndefined();
  });

  it("still logs out here when the call fails or the network is down", async () => {
    for (const failure of [new TypeError("Failed to fetch"), new Error("500")]) {
      const { signOut, $isLoggedIn } = await loadSession(JSON.stringify(payload));
      await expect(signOut(() => Promise.reject(failure))).resolves.toBeUndefined();
      expect($isLoggedIn.get()).toBe(false);
      expect(localStorage.getItem(KEY)).toBeNull();
    }
  });

  it("asks the server for nothing when nobody is logged in", async () => {
    const { signOut } = await loadSession();
    const end = vi.fn(async () => {});
    await signOut(end);
    expect(end).not.toHaveBeenCalled();
  });
});
