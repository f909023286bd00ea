// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { MemberSession, MySessionsResponse, UserData } from "@/shared/api/contract";
import { login, logout } from "@/stores/session";
import { Training } from "./Training";

const api = fakeApi();
const me = { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ada Obi" } as unknown as UserData;
const SESSION = "a00000000000000000000001";

const schedule = (cantCome: boolean): MySessionsResponse => {
  const session: MemberSession = {
    _id: SESSION,
    groupName: "Standard adults, evenings",
    // Tomorrow: it has not started, so what the member said can still change.
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000 + 5_400_000).toISOString(),
    when: "Tuesday 17:00",
    venue: "Court 2",
    coachName: "Coach Oluwaseun",
    cancelled: false,
    cancelReason: null,
    cantCome,
  };
  return {
    nextSession: "Next session: Tuesday 17:00, Court 2, Coach Oluwaseun",
    sessions: [session],
    attendance: [],
    notes: [],
    credits: [],
    calendarUrl: null,
  };
};

let told = true;

beforeEach(() => {
  api.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  told = true;
  api.reply(calls.mySessions, () => ({ status: 200, body: schedule(told) }));
  api.answer(calls.openSessionGroups, { groups: [] });
  api.reply(calls.canComeAfterAll, () => {
    told = false;
    return { status: 200, body: { message: "Your coach knows you are coming after all" } };
  });
  login({ user: me, auth: { token: `token-${Math.random()}` } });
});
afterEach(() => {
  cleanup();
  logout();
  vi.restoreAllMocks();
});

describe("Training", () => {
  it("takes back Can't come before the session starts, and offers Can't come again", async () => {
    render(<Training />);
    expect(await screen.findByText("Your coach knows you can't come")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I can come after all" }));
    expect((await screen.findByRole("status")).textContent).toBe("Your coach knows you are coming after all");
    expect(api.requestsTo(calls.canComeAfterAll).map((r) => r.path)).toEqual([
      `/me/sessions/${SESSION}/cant-come`,
    ]);
    expect(await screen.findByRole("button", { name: "Can't come" })).toBeTruthy();
    expect(screen.queryByText("Your coach knows you can't come")).toBeNull();
  });
});
