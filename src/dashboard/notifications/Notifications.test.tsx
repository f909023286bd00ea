// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { Notification, UserData } from "@/shared/api/contract";
import { login, logout } from "@/stores/session";
import { Notifications } from "./Notifications";

const api = fakeApi();
const me = { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ada Obi" } as unknown as UserData;

const note = (n: number, readAt: string | null = "2026-11-02T10:00:00.000Z"): Notification => ({
  _id: n.toString(16).padStart(24, "0"),
  title: `Notice ${n}`,
  message: `Message ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  readAt,
});

beforeEach(() => {
  api.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  localStorage.clear();
  // The server lists each page oldest first: the newest page is 3 and 4, the older one 1 and 2.
  api
    .reply(calls.notifications, (request) => ({
      status: 200,
      body:
        request.query.get("before") === note(3)._id
          ? { notifications: [note(1, null), note(2)], more: false }
          : { notifications: [note(3), note(4)], more: true },
    }))
    .answer(calls.unreadNotifications, { unread: 1 });
  login({ user: me, auth: { token: `token-${Math.random()}` } });
});
afterEach(() => {
  cleanup();
  logout();
  vi.restoreAllMocks();
});

describe("Notifications", () => {
  it("shows the newest page, then the older ones on asking, below it and newest first", async () => {
    render(<Notifications />);
    expect(await screen.findByText("Notice 4")).toBeTruthy();
    // The unread count is the server's: the unread notice is on a page not shown yet.
    expect(screen.getByText("1 unread notification")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show older notifications" }));
    expect(await screen.findByText("Notice 1")).toBeTruthy();
    const titles = within(document.querySelector<HTMLElement>(".dash-notes")!)
      .getAllByRole("heading")
      .map((heading) => heading.textContent);
    expect(titles).toEqual(["Notice 4", "Notice 3", "Notice 2", "NewNotice 1"]);
    expect(api.requestsTo(calls.notifications).at(-1)?.query.get("before")).toBe(note(3)._id);
    // Nothing older remains.
    expect(screen.queryByRole("button", { name: "Show older notifications" })).toBeNull();
  });

  it("says so when an older page cannot be read, and lets the member try again", async () => {
    render(<Notifications />);
    expect(await screen.findByText("Notice 4")).toBeTruthy();
    api.failOnce(calls.notifications, 500, "Something went wrong");
    fireEvent.click(screen.getByRole("button", { name: "Show older notifications" }));
    expect(await screen.findByText("Could not load older notifications.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show older notifications" }));
    expect(await screen.findByText("Notice 1")).toBeTruthy();
  });
});
