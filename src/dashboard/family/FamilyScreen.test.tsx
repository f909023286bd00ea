// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { CHILD_MUST_BE_UNDER_18 } from "@/shared/domain/family-validation";
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
afterEach(cleanup);

describe("Add a child", () => {
  it("says the under-18 rule in its own words and sends nothing for an adult's birth date", async () => {
    render(<FamilyScreen />);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill("Child's full name", "Tayo Okafor");
    fill("Date of birth", `${new Date().getFullYear() - 20}-01-15`);
    fill("Level", "kids amatuer");
    fill("Emergency contact's name", "Ngozi Okafor");
    fill("Emergency contact's phone", "+2348034001122");
    fill("You are the child's", "mother");
    fireEvent.click(screen.getByLabelText("I give my consent as this child's parent or guardian"));
    fireEvent.submit(screen.getByRole("button", { name: "Add child" }).closest("form")!);
    expect((await screen.findByRole("alert")).textContent).toBe(CHILD_MUST_BE_UNDER_18);
    expect(api.requestsTo(calls.addChild)).toHaveLength(0);
  });
});
