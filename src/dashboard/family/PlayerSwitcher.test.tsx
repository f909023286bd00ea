// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { FamilyPlayer, UserData } from "@/shared/api/contract";
import { $actingPlayer, login } from "@/stores/session";
import PlayerSwitcher from "./PlayerSwitcher";

const api = fakeApi();

const me: UserData = {
  _id: "65a1b2c3d4e5f6a7b8c9d0e1",
  fullName: "Ngozi Okafor",
  email: "ngozi@example.com",
  username: "ngozi",
  dob: "1985-04-12",
  phoneNumber: "+2348012345678",
  role: "student",
  level: "adult amatuer",
  picture: null,
  membership: { plan: "none", status: "none", endDate: null },
  training: { plan: "none", status: "none", endDate: null },
  coachInfo: { status: "None", coachId: null },
  autoRenew: false,
};

const player = (id: string, fullName: string, self: boolean): FamilyPlayer => ({
  _id: id,
  fullName,
  dob: self ? "1985-04-12" : "2016-01-01",
  age: self ? 41 : 10,
  junior: !self,
  level: self ? "adult amatuer" : "kids amatuer",
  self,
  login: self ? "account" : "none",
  consent: null,
  consentNeeded: false,
  photoConsent: false,
  guardians: [],
});

const ADA = "65a1b2c3d4e5f6a7b8c9d0e2";
/** A player the account managed until they turned 18 and took over their profile. */
const TAYO = "65a1b2c3d4e5f6a7b8c9d0e3";

let session = 0;
beforeEach(() => {
  login({ user: me, auth: { token: `token-${++session}` } });
  api.reset();
  api.answer(calls.me, { userData: me });
  api.answer(calls.family, {
    players: [player(me._id, me.fullName, true), player(ADA, "Ada Okafor", false)],
    consentText: { version: 1, text: "..." },
  });
});
afterEach(cleanup);

describe("PlayerSwitcher", () => {
  it("keeps a chosen player the account still manages", async () => {
    $actingPlayer.set(ADA);
    render(<PlayerSwitcher />);
    await waitFor(() => expect(screen.getByLabelText("Dashboard of")).toBeTruthy());
    expect($actingPlayer.get()).toBe(ADA);
  });

  it("goes back to the account's own dashboard when the chosen player is no longer managed", async () => {
    $actingPlayer.set(TAYO);
    render(<PlayerSwitcher />);
    await waitFor(() => expect($actingPlayer.get()).toBeNull());
    expect((screen.getByLabelText("Dashboard of") as HTMLSelectElement).value).toBe(me._id);
  });
});
