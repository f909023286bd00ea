// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { UserData } from "@/shared/api/contract";
import { login, logout } from "@/stores/session";
import { TopBar } from "./TopBar";

const api = fakeApi();

const user = {
  _id: "65a1b2c3d4e5f6a7b8c9d0e1",
  fullName: "Ngozi Okafor",
  email: "parent@example.com",
  username: "ngozi",
  dob: "1985-04-12",
  phoneNumber: "+2348012345678",
  role: "student" as const,
  level: "adult amatuer" as const,
  picture: null,
};
const none = { plan: "none", status: "none", endDate: null };
const me = (family?: UserData["family"]): UserData => ({
  ...user,
  membership: none,
  training: none,
  coachInfo: { status: "None", coachId: null },
  autoRenew: false,
  ...(family ? { family } : {}),
});
const player = (id: string, fullName: string, self: boolean, junior: boolean) => ({
  _id: id,
  fullName,
  dob: junior ? "2015-01-01" : user.dob,
  age: junior ? 11 : 41,
  junior,
  level: "adult amatuer" as const,
  self,
  login: self ? "account" : "none",
  consent: null,
  consentNeeded: false,
});

let token = 0;
beforeEach(() => {
  api.reset();
  api.answer(calls.billingInfo, { membership: none, training: none });
  // A new token each test: the stores' cached answers belong to the session that read them.
  token += 1;
  login({ user, auth: { token: `token-${token}` } });
});
afterEach(() => {
  cleanup();
  logout();
  vi.restoreAllMocks();
});

describe("the top bar's family part", () => {
  it("offers an adult who guards no junior Add a child, without reading the family", async () => {
    api.answer(calls.me, { userData: me({ guardian: false, junior: false }) });
    render(<TopBar />);
    expect((await screen.findByRole("link", { name: "Add a child" })).getAttribute("href")).toBe("/u/family");
    expect(screen.queryByLabelText("Dashboard of")).toBeNull();
    expect(api.requestsTo(calls.family)).toHaveLength(0);
  });

  it("offers a junior neither the switcher nor Add a child", async () => {
    api.answer(calls.me, { userData: me({ guardian: false, junior: true }) });
    render(<TopBar />);
    await screen.findByText("Ngozi Okafor");
    await vi.waitFor(() => expect(api.requestsTo(calls.me)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("link", { name: "Add a child" })).toBeNull();
    expect(api.requestsTo(calls.family)).toHaveLength(0);
  });

  it("loads the player switcher for a guardian, with the family read it needs", async () => {
    api.answer(calls.me, { userData: me({ guardian: true, junior: false }) });
    api.answer(calls.family, {
      players: [
        player(user._id, user.fullName, true, false),
        player("65a1b2c3d4e5f6a7b8c9d0e2", "Ada Okafor", false, true),
      ],
      consentText: { version: 1, text: "I consent." },
    });
    render(<TopBar />);
    await screen.findByLabelText("Dashboard of");
    expect(screen.getByRole("option", { name: "Ada Okafor" }).textContent).toBe("Ada Okafor");
    expect(screen.getByRole("link", { name: "Add a child" }).getAttribute("href")).toBe("/u/family");
  });
});
