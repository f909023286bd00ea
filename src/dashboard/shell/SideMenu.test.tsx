// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { $token, login } from "@/stores/session";
import { SideMenu } from "./SideMenu";

const api = fakeApi();

const user = {
  _id: "65a1b2c3d4e5f6a7b8c9d0e1",
  fullName: "Ada Obi",
  email: "ada@example.com",
  username: "ada_obi",
  dob: "1995-04-12",
  phoneNumber: "+2348012345678",
  role: "student" as const,
  level: "adult amatuer" as const,
  picture: null,
};

let assigned: string[];
beforeEach(() => {
  api.reset();
  api.answer(calls.unreadNotifications, { unread: 3 });
  assigned = [];
  vi.spyOn(window.location, "assign").mockImplementation((url) => {
    assigned.push(String(url));
  });
  login({ user, auth: { token: "token-7" } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const logOut = () => fireEvent.click(screen.getByRole("button", { name: "Logout" }));

describe("Logout in the side menu", () => {
  it("ends the token on the server, clears the session here and goes to /login", async () => {
    api.answer(calls.logout, { message: "You have been logged out." });
    render(<SideMenu route={undefined} />);
    logOut();
    await vi.waitFor(() =>
      expect(api.requestsTo(calls.logout).map((request) => request.headers.get("Authorization"))).toEqual([
        "Bearer token-7",
      ]),
    );
    expect($token.get()).toBeNull();
    expect(assigned).toEqual(["/login"]);
  });

  it("still clears the session and goes to /login when the network is down", async () => {
    api.offline(calls.logout);
    render(<SideMenu route={undefined} />);
    logOut();
    await vi.waitFor(() => expect(assigned).toEqual(["/login"]));
    expect($token.get()).toBeNull();
    expect(localStorage.getItem("user-payload")).toBeNull();
  });
});

describe("Notifications in the side menu", () => {
  it("shows how many are unread", async () => {
    render(<SideMenu route="overview" />);
    const link = await screen.findByRole("link", { name: /Notifications 3 unread/ });
    expect(link.getAttribute("href")).toBe("/u/notifications");
  });
});

describe("The folding menu on a phone", () => {
  const toggle = () => screen.getByRole("button", { name: /^(Menu|Close menu)$/ });

  it("folds on Escape and gives the focus back to its button", () => {
    render(<SideMenu route={undefined} />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    const entry = screen.getByRole("link", { name: "Billings" });
    entry.focus();
    fireEvent.keyDown(entry, { key: "Escape" });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
  });

  it("folds when an entry is tapped, the current page's too", () => {
    render(<SideMenu route="overview" />);
    fireEvent.click(toggle());
    const current = screen.getByRole("link", { name: "Your Overview" });
    expect(current.getAttribute("aria-current")).toBe("page");
    current.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(current);
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });
});
