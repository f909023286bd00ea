// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { login, logout } from "@/stores/session";
import { FreeSessions } from "./FreeSessions";

const api = fakeApi();

const ada = {
  member: { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ada Obi", email: "ada@example.com" },
  plan: "quarterly",
  redeemedAt: null,
  redeemedBy: null,
};
const bayo = {
  member: { _id: "65a1b2c3d4e5f6a7b8c9d0e2", fullName: "Bayo Ade", email: "bayo@example.com" },
  plan: "yearly",
  redeemedAt: "2026-02-10T09:00:00.000Z",
  redeemedBy: "Sola Staff",
};
const list = (members: unknown[]) => ({ quarter: "2026-Q1", quarterLabel: "January to March 2026", members });

const staff = {
  _id: "65a1b2c3d4e5f6a7b8c9d0ff",
  fullName: "Sola Staff",
  email: "staff@example.com",
  username: "sola",
  dob: "1990-01-01",
  phoneNumber: "+2348000000000",
  role: "staff" as const,
  level: "adult amatuer" as const,
  picture: null,
};
let tokens = 0;
/** A fresh token each time, so no cached list carries over. */
const signIn = () => login({ user: staff, auth: { token: `token-${++tokens}` } });

beforeEach(() => {
  api.reset();
  signIn();
});
afterEach(() => {
  cleanup();
  logout();
});

describe("FreeSessions", () => {
  it("lists who has a session this quarter, used or not, and redeems one", async () => {
    api.answerOnce(calls.staffFreeSessions, list([ada, bayo]));
    render(<FreeSessions />);
    const adaRow = await screen.findByRole("row", { name: /Ada Obi/ });
    expect(adaRow.textContent).toContain("Quarterly");
    expect(adaRow.textContent).toContain("Not used yet");
    const bayoRow = screen.getByRole("row", { name: /Bayo Ade/ });
    expect(bayoRow.textContent).toContain("Yearly");
    expect(bayoRow.textContent).toContain(", by Sola Staff");
    expect(within(bayoRow).queryByRole("button")).toBeNull();
    expect(screen.getByText("Free training sessions, January to March 2026")).toBeTruthy();

    api
      .answerOnce(calls.redeemFreeSession, {
        message: "Ada Obi's free training session for January to March 2026 is redeemed.",
      })
      .answerOnce(
        calls.staffFreeSessions,

        list([{ ...ada, redeemedAt: "2026-02-11T09:00:00.000Z", redeemedBy: "Sola Staff" }, bayo]),
      );
    fireEvent.click(within(adaRow).getByRole("button", { name: "Redeem Ada Obi's free session" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Ada Obi's free training session for January to March 2026 is redeemed.",
      ),
    );
    expect(screen.getByRole("status").className).toBe("console-notice");
    await waitFor(() => expect(screen.getByRole("row", { name: /Ada Obi/ }).textContent).toContain("Used"));
  });

  it("says why a redeem failed, in the same live region", async () => {
    api.answerOnce(calls.staffFreeSessions, list([ada]));
    render(<FreeSessions />);
    const button = await screen.findByRole("button", { name: /Redeem/ });
    api.failOnce(calls.redeemFreeSession, 409, "Already redeemed this quarter.");
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Already redeemed this quarter."),
    );
    expect(screen.getByRole("status").className).toBe("dash-alert");
  });

  it("shows the empty and the failed list", async () => {
    api.answerOnce(calls.staffFreeSessions, list([]));
    render(<FreeSessions />);
    expect(await screen.findByText("No member has a free training session this quarter.")).toBeTruthy();
    cleanup();

    signIn();
    api.failOnce(calls.staffFreeSessions, 403, "Staff only.");
    render(<FreeSessions />);
    expect((await screen.findByRole("alert")).textContent).toBe("Staff only.");
  });
});
