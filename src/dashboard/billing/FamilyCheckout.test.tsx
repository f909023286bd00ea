// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { FamilyPlayer } from "@/shared/api/contract";
import { login } from "@/stores/session";
import { FamilyCheckout } from "./FamilyCheckout";

const api = fakeApi();

const ADA = "65a1b2c3d4e5f6a7b8c9d0e2";
const ada: FamilyPlayer = {
  _id: ADA,
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
  guardians: [],
};
const ALREADY = "Ada Okafor is already on a Training Package until 22 Dec 2026";
const quote = {
  lines: [
    {
      player: ADA,
      playerName: "Ada Okafor",
      package: "regular",
      duration: "1month",
      description: "Regular training, 1 Month",
      price: 150_000,
      discount: 0,
      amount: 150_000,
    },
  ],
  discountPercent: 10,
  total: 150_000,
};

let session = 0;
beforeEach(() => {
  login({
    user: { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ngozi Okafor", email: "ngozi@example.com" },
    auth: { token: `token-${++session}` },
  } as Parameters<typeof login>[0]);
  api.reset();
  api.answer(calls.family, { players: [ada], consentText: { version: 1, text: "..." } });
  api.answer(calls.trainingPackages, { packages: [] });
  vi.spyOn(console, "error").mockImplementation(() => {});
  // happy-dom's <dialog> has no modal mode: opening is enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function tickAda() {
  render(<FamilyCheckout open onClose={() => {}} />);
  fireEvent.click(await screen.findByRole("checkbox", { name: "Ada Okafor" }));
}

describe("FamilyCheckout", () => {
  it("shows why the server would not price the players, and forgets it once the choice changes", async () => {
    api.failOnce(calls.quoteHousehold, 409, ALREADY);
    await tickAda();
    fireEvent.click(screen.getByRole("button", { name: "See the price" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ALREADY);
    expect(screen.getByRole("button", { name: "See the price" })).toBeTruthy();

    fireEvent.click(screen.getByRole("checkbox", { name: "Ada Okafor" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("shows a refused payment and asks for the price again", async () => {
    api.answer(calls.quoteHousehold, quote);
    api.failOnce(calls.payHousehold, 409, "The price has changed: see the new price before paying");
    await tickAda();
    fireEvent.click(screen.getByRole("button", { name: "See the price" }));
    fireEvent.click(await screen.findByRole("button", { name: "Pay ₦150,000" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The price has changed: see the new price before paying",
    );
    expect(screen.getByRole("button", { name: "See the price" })).toBeTruthy();
  });
});
