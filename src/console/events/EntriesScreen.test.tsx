// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { $consoleRouter } from "@/stores/console-router";
import { login, logout } from "@/stores/session";
import { EntriesScreen } from "./EntriesScreen";

const api = fakeApi();

const EVENT_ID = "65a1b2c3d4e5f6a7b8c9e001";
const event = {
  _id: EVENT_ID,
  tournamentId: "65a1b2c3d4e5f6a7b8c9e000",
  name: "Under-12 Singles",
  gender: "open",
  kind: "singles",
  underAge: 12,
  minAge: null,
  ageCutoff: "2026-12-31",
  levels: [],
  capacity: 2,
  fee: 2000,
  entryDeadline: null,
  entriesOpen: true,
  entries: 2,
  placesLeft: 0,
  waiting: 1,
  version: 1,
};
const entry = (id: string, fullName: string, paidBy: string) => ({
  _id: id,
  player: { _id: `${id.slice(0, -1)}f`, fullName, age: 10 },
  partner: null,
  partnerConfirmed: false,
  paidBy,
  price: 2000,
  addedByStaff: paidBy === "cash",
  withdrawnAt: null,
  voided: false,
  createdAt: "2026-11-20T09:00:00.000Z",
});
const kemi = entry("65a1b2c3d4e5f6a7b8c9e011", "Kemi Ade", "card");
const zainab = entry("65a1b2c3d4e5f6a7b8c9e012", "Zainab Bello", "cash");
const entries = (list: unknown[], waitlist: unknown[] = []) => ({
  event,
  tournamentName: "Junior Cup",
  entries: list,
  waitlist,
});
const waiting = {
  _id: "65a1b2c3d4e5f6a7b8c9e021",
  player: { _id: "65a1b2c3d4e5f6a7b8c9e02f", fullName: "Tunde Ojo", age: 11 },
  status: "waiting",
  offerEndsAt: null,
  createdAt: "2026-11-21T09:00:00.000Z",
};

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

beforeEach(() => {
  api.reset();
  login({ user: staff, auth: { token: `token-${++tokens}` } });
  $consoleRouter.open(`/staff/events/${EVENT_ID}/entries`);
});
afterEach(() => {
  cleanup();
  logout();
});

describe("EntriesScreen", () => {
  it("lists the entries and the waiting list", async () => {
    api.answer(calls.eventEntries, entries([kemi, zainab], [waiting]));
    render(<EntriesScreen id={EVENT_ID} />);
    const row = await screen.findByRole("row", { name: /Zainab Bello/ });
    expect(row.textContent).toContain("Added by staff");
    expect(row.textContent).toContain("Cash");
    expect(screen.getByRole("row", { name: /Tunde Ojo/ }).textContent).toContain("In line");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Entries: Under-12 Singles, Junior Cup",
    );
  });

  it("shows the server's refusal of a walk-in as its sentence, and keeps what was typed", async () => {
    api.answer(calls.eventEntries, entries([kemi]));
    const refusal =
      "Tobi Adeyemi is 32 on 31 Dec 2026, the event's age cut-off; Under-12 Singles admits only players under 12 on that day.";
    api.fail(calls.addEntry, 403, refusal);
    render(<EntriesScreen id={EVENT_ID} />);
    fireEvent.change(await screen.findByLabelText("Player's email or username"), {
      target: { value: "Tobi" },
    });
    fireEvent.change(screen.getByLabelText("Receipt number"), { target: { value: "R-100" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add the entry" })));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refusal));
    expect(api.bodiesTo(calls.addEntry)).toEqual([
      {
        player: "tobi",
        payment: expect.objectContaining({ channel: "cash", receiptNumber: "R-100", amount: 2000 }),
      },
    ]);
    expect((screen.getByLabelText("Player's email or username") as HTMLInputElement).value).toBe("Tobi");
  });

  it("adds a walk-in, says who was entered and empties the form", async () => {
    api.answerOnce(calls.eventEntries, entries([kemi]));
    api.answer(calls.addEntry, entries([kemi, zainab]));
    api.answer(calls.eventEntries, entries([kemi, zainab]));
    render(<EntriesScreen id={EVENT_ID} />);
    fireEvent.change(await screen.findByLabelText("Player's email or username"), {
      target: { value: "zainab_bello" },
    });
    fireEvent.change(screen.getByLabelText("Receipt number"), { target: { value: "R-101" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add the entry" })));
    await waitFor(() =>
      expect(screen.getAllByRole("status").map((s) => s.textContent)).toContain("Zainab Bello was entered."),
    );
    expect((screen.getByLabelText("Player's email or username") as HTMLInputElement).value).toBe("");
  });

  it("withdraws an entry with a refund, and shows a refusal inside the dialog", async () => {
    api.answer(calls.eventEntries, entries([kemi, zainab]));
    api.failOnce(calls.withdrawEntry, 409, "This entry was withdrawn already.");
    render(<EntriesScreen id={EVENT_ID} />);
    const row = await screen.findByRole("row", { name: /Kemi Ade/ });
    fireEvent.click(within(row).getByRole("button", { name: "Withdraw Kemi Ade" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    fireEvent.change(within(dialog).getByLabelText("Why is the entry withdrawn?"), {
      target: { value: "Injured" },
    });
    fireEvent.click(within(dialog).getByLabelText(/Refund the/));
    await act(async () =>
      fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw the entry" })),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe("This entry was withdrawn already."),
    );
    expect(api.bodiesTo(calls.withdrawEntry)).toEqual([{ reason: "Injured", refund: true }]);
    expect(api.requestsTo(calls.withdrawEntry)[0]?.path).toBe(`/staff/entries/${kemi._id}/withdraw`);
  });
});
