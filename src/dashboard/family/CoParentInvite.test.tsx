// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { FamilyPlayer, UserData } from "@/shared/api/contract";
import { login } from "@/stores/session";
import { CoParentInvite } from "./CoParentInvite";

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

const ada: FamilyPlayer = {
  _id: "65a1b2c3d4e5f6a7b8c9d0e2",
  fullName: "Ada Okafor",
  dob: "2016-01-01",
  age: 10,
  junior: true,
  level: "kids amatuer",
  self: false,
  login: "none",
  consent: null,
  consentNeeded: false,
  photoConsent: false,
  guardians: [
    { _id: me._id, fullName: "Ngozi Okafor", invitedEmail: null, relationship: "mother", status: "active" },
    { _id: null, fullName: null, invitedEmail: "dad@example.com", relationship: "father", status: "invited" },
  ],
};

let session = 0;
beforeEach(() => {
  login({ user: me, auth: { token: `token-${++session}` } });
  api.reset();
  api.answer(calls.me, { userData: me });
  api.answer(calls.family, { players: [], consentText: { version: 1, text: "..." } });
});
afterEach(cleanup);

function fill(email: string) {
  fireEvent.change(screen.getByLabelText("Their email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("They are Ada's"), { target: { value: "grandparent" } });
  fireEvent.submit(screen.getByRole("form", { name: "Invite a co-parent for Ada" }));
}

describe("CoParentInvite", () => {
  it("lists the guardians, an open invitation as waiting", () => {
    render(<CoParentInvite player={ada} />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "Ngozi Okafor (mother)",
      "dad@example.com (father), invited: waiting for them to accept",
    ]);
  });

  it("sends the invitation for this child and says it was mailed", async () => {
    api.answer(calls.inviteGuardian, { message: "We have mailed an invitation to aunt@example.com." });
    render(<CoParentInvite player={ada} />);
    fill("Aunt@Example.com");
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "We have mailed an invitation to aunt@example.com.",
      ),
    );
    const [request] = api.requestsTo(calls.inviteGuardian);
    expect(request?.path).toBe(`/family/players/${ada._id}/guardians`);
    expect(request?.body).toEqual({ email: "aunt@example.com", relationship: "grandparent" });
  });

  it("says why when the invitation is refused", async () => {
    api.fail(calls.inviteGuardian, 409, "aunt@example.com is already a guardian of Ada Okafor.");
    render(<CoParentInvite player={ada} />);
    fill("aunt@example.com");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "aunt@example.com is already a guardian of Ada Okafor.",
      ),
    );
  });
});
