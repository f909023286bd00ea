// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { ageAt, isJunior, YOUNGEST_CHILD_AGE } from "@/shared/domain/families";
import { login } from "@/stores/session";
import { FamilyScreen } from "./FamilyScreen";

const api = fakeApi();

let session = 0;
beforeEach(() => {
  login({
    user: { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ngozi Okafor", email: "ngozi@example.com" },
    auth: { token: `token-${++session}` },
  } as Parameters<typeof login>[0]);
  api.reset();
  api.answer(calls.family, { players: [], consentText: { version: 1, text: "I am this child's parent." } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Add a child", () => {
  it("lets the date of birth run from the day a child is still under 18 to their third birthday, as the server's rule", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 29, 12), toFake: ["Date"] });
    render(<FamilyScreen />);
    const dob = screen.getByLabelText("Date of birth") as HTMLInputElement;
    expect(dob.min).toBe("2008-11-30");
    expect(dob.max).toBe("2023-11-29");
    const now = new Date(2026, 10, 29, 12);
    expect(isJunior(dob.min, now)).toBe(true);
    expect(isJunior("2008-11-29", now)).toBe(false);
    expect(ageAt(dob.max, now)).toBe(YOUNGEST_CHILD_AGE);
    expect(ageAt("2023-11-30", now)).toBe(YOUNGEST_CHILD_AGE - 1);
  });

  it("says under the relationship that only a parent or legal guardian consents", () => {
    render(<FamilyScreen />);
    const relationship = screen.getByLabelText("You are the child's");
    const hint = document.getElementById(relationship.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(
      "A grandparent or other relative can give this consent only as the child's legal guardian.",
    );
  });

  it("ends the dates on 28 February when the third birthday would be a 29 February the year lacks", () => {
    vi.useFakeTimers({ now: new Date(2028, 1, 29, 12), toFake: ["Date"] });
    render(<FamilyScreen />);
    const dob = screen.getByLabelText("Date of birth") as HTMLInputElement;
    expect(dob.max).toBe("2025-02-28");
    expect(ageAt("2025-03-01", new Date(2028, 1, 29, 12))).toBe(YOUNGEST_CHILD_AGE - 1);
  });
});
