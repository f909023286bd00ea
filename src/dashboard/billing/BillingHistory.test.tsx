// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { Transaction, UserData } from "@/shared/api/contract";
import { login } from "@/stores/session";
import { BillingHistory } from "./BillingHistory";
import { Receipt } from "./Receipt";

const api = fakeApi();

const me = { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ada Obi" } as UserData;

const paid: Transaction = {
  _id: "65a1b2c3d4e5f6a7b8c9d0aa",
  type: "Membership Package",
  amount: 15000,
  status: "complete",
  date: "2026-11-01T10:00:00.000Z",
  reference: "ref_paid",
  description: "Quarterly membership",
  channel: "card",
  refunds: [
    {
      _id: "65a1b2c3d4e5f6a7b8c9d0b1",
      amount: 5000,
      status: "processed",
      date: "2026-11-10T10:00:00.000Z",
      reason: "Injury for a month",
    },
    {
      _id: "65a1b2c3d4e5f6a7b8c9d0b2",
      amount: 2000,
      status: "needs-attention",
      date: "2026-11-12T10:00:00.000Z",
      reason: "You paid twice for Quarterly membership",
    },
  ],
  disputed: true,
  lines: [],
};
const plain: Transaction = {
  ...paid,
  _id: "65a1b2c3d4e5f6a7b8c9d0cc",
  reference: "ref_plain",
  date: "2026-10-01T10:00:00.000Z",
  refunds: [],
  disputed: false,
};

const family: Transaction = {
  ...plain,
  _id: "65a1b2c3d4e5f6a7b8c9d0dd",
  type: "Family Training",
  reference: "ref_family",
  amount: 285_000,
  description: "Family training for 2 players",
  lines: [
    {
      player: "65a1b2c3d4e5f6a7b8c9d0a1",
      playerName: "Emeka Okafor",
      package: "regular",
      duration: "1month",
      description: "Regular training, 1 month",
      price: 150_000,
      discount: 15_000,
      amount: 135_000,
      refunded: 0,
    },
    {
      player: "65a1b2c3d4e5f6a7b8c9d0a2",
      playerName: "Zara Okafor",
      package: "regular",
      duration: "1month",
      description: "Regular training, 1 month",
      price: 150_000,
      discount: 0,
      amount: 150_000,
      refunded: 0,
    },
  ],
};

let session = 0;
beforeEach(() => {
  login({ user: me, auth: { token: `token-${++session}` } });
  api.reset();
  api.answer(calls.me, { userData: me }).answer(calls.transactions, { trans: [paid, plain, family] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("BillingHistory", () => {
  it("shows each payment's refunds (amount, state, date, reason) and flags a disputed one", async () => {
    render(<BillingHistory />);
    const rows = await screen.findAllByRole("row");
    const [, refunded, untouched] = rows;
    const refundsCell = within(refunded!).getAllByRole("cell")[5]!;
    expect(
      within(refundsCell)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "₦5,000 · Refunded · 10 Nov 2026Injury for a month",
      "₦2,000 · Needs bank details · 12 Nov 2026You paid twice for Quarterly membership",
    ]);
    expect(within(refunded!).getByText("Disputed with your bank")).toBeTruthy();
    expect(within(untouched!).getAllByRole("cell")[5]!.textContent).toBe("—");
    expect(within(untouched!).queryByText("Disputed with your bank")).toBeNull();
  });
});

describe("Receipt", () => {
  it("lists the payment's refunds, and none when there are none", async () => {
    render(<Receipt id={paid._id} />);
    expect(await screen.findByText("Refunds")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    cleanup();
    render(<Receipt id={plain._id} />);
    expect(await screen.findByText("Payment receipt")).toBeTruthy();
    expect(screen.queryByText("Refunds")).toBeNull();
    expect(screen.queryByText("Players")).toBeNull();
  });

  it("lists each player of a family payment with their line and discount", async () => {
    render(<Receipt id={family._id} />);
    expect(await screen.findByText("Players")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Emeka Okafor: Regular training, 1 month, ₦135,000 (household discount ₦15,000)",
      "Zara Okafor: Regular training, 1 month, ₦150,000",
    ]);
  });
});

describe("BillingHistory, a page at a time", () => {
  const earlier: Transaction = {
    ...plain,
    _id: "65a1b2c3d4e5f6a7b8c9d0ee",
    reference: "ref_earlier",
    date: "2025-01-01T10:00:00.000Z",
  };

  it("adds the earlier payments below on asking, and stops when none remain", async () => {
    api.reply(calls.transactions, (request) => ({
      status: 200,
      body:
        request.query.get("before") === family._id
          ? { trans: [earlier], more: false }
          : { trans: [paid, plain, family], more: true },
    }));
    render(<BillingHistory />);
    expect(await screen.findAllByRole("row")).toHaveLength(4);
    fireEvent.click(screen.getByRole("button", { name: "Show earlier payments" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(5));
    expect(screen.getAllByRole("row")[4]!.textContent).toContain("c9d0ee");
    expect(api.requestsTo(calls.transactions).at(-1)?.query.get("before")).toBe(family._id);
    expect(screen.queryByRole("button", { name: "Show earlier payments" })).toBeNull();
  });

  it("reads a receipt's payment on its own when it is older than the pages read", async () => {
    api.answer(calls.transactionReceipt, { transaction: { ...earlier, reference: "ref_alone" } });
    render(<Receipt id={earlier._id} />);
    expect(await screen.findByText("ref_alone")).toBeTruthy();
    expect(api.requestsTo(calls.transactionReceipt)).toHaveLength(1);
  });

  it("has no receipt for a payment that is not the member's", async () => {
    api.fail(calls.transactionReceipt, 404, "That payment was not found");
    render(<Receipt id={earlier._id} />);
    expect(await screen.findByText("No receipt for this payment")).toBeTruthy();
  });
});
