// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { UserData } from "@/shared/api/contract";
import { login } from "@/stores/session";
import { AutoRenew } from "./AutoRenew";

const api = fakeApi();

const me: UserData = {
  _id: "65a1b2c3d4e5f6a7b8c9d0e1",
  fullName: "Ada Obi",
  email: "ada@example.com",
  username: "ada_obi",
  dob: "1995-04-12",
  phoneNumber: "+2348012345678",
  role: "student",
  level: "adult amatuer",
  picture: null,
  membership: { plan: "none", status: "none", endDate: null },
  training: { plan: "none", status: "none", endDate: null },
  coachInfo: { status: "Assigned", coachId: "c1" },
  autoRenew: false,
};

let session = 0;
beforeEach(() => {
  login({ user: me, auth: { token: `token-${++session}` } });
  api.reset();
  api.answer(calls.me, { userData: me });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const box = () =>
  screen.getByRole("checkbox", { name: "Renew my membership automatically" }) as HTMLInputElement;

describe("AutoRenew", () => {
  it("shows the choice while it is saved, then keeps it", async () => {
    const saved = deferred<{ message: string; autoRenew: boolean }>();
    api.reply(calls.setAutoRenew, async () => ({ status: 200, body: await saved.promise }));
    render(<AutoRenew />);
    await waitFor(() => expect(box().disabled).toBe(false));
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(true);
    saved.resolve({ message: "Saved", autoRenew: true });
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().checked).toBe(true);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("goes back to the saved choice and says why when saving fails", async () => {
    api.fail(calls.setAutoRenew, 503, "Try later");
    render(<AutoRenew />);
    await waitFor(() => expect(box().disabled).toBe(false));
    fireEvent.click(box());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Try later"));
    expect(box().checked).toBe(false);
    expect(box().disabled).toBe(false);
  });
});
