// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { FamilyPlayer, Ticket, UserData } from "@/shared/api/contract";
import { $actingPlayer, login, logout } from "@/stores/session";
import { Tickets } from "./Tickets";

const api = fakeApi();
const me = { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ada Obi" } as unknown as UserData;
const CHILD = "65a1b2c3d4e5f6a7b8c9d0e2";

const ticket = (n: number): Ticket => ({
  _id: n.toString(16).padStart(24, "0"),
  tournament: {
    _id: (100 + n).toString(16).padStart(24, "0"),
    name: `Open ${n}`,
    date: new Date(Date.UTC(2026, 11, n)).toISOString(),
    location: "Ikoyi Club",
    time: "10:00 AM",
    price: 5000,
    tournamentImgURL: "/images/open.jpg",
  },
  token: `TC-${n}`,
  pass: "",
  price: 5000,
  createdAt: new Date(Date.UTC(2026, 10, n)).toISOString(),
  voided: false,
  doubles: null,
  withdrawn: false,
});

beforeEach(() => {
  api.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  localStorage.clear();
  // The newest page holds 5 and 4 of the five tickets bought; earlier pages come on asking.
  api.reply(calls.userTickets, (request) => ({
    status: 200,
    body:
      request.query.get("before") === ticket(4)._id
        ? { matches: [ticket(3), ticket(2)], more: true, total: 5 }
        : request.query.get("before") === ticket(2)._id
          ? { matches: [ticket(1)], more: false, total: 5 }
          : // The newest was let in at the gate on the tournament's morning.
            {
              matches: [{ ...ticket(5), checkedInAt: "2026-12-05T08:05:00.000Z" }, ticket(4)],
              more: true,
              total: 5,
            },
  }));
  login({ user: me, auth: { token: `token-${Math.random()}` } });
});
afterEach(() => {
  cleanup();
  logout();
  vi.restoreAllMocks();
});

/** The player the newest ticket's view names, once the list and the name have come. */
async function viewedPlayer() {
  let named: string | null | undefined;
  // The list is drawn again as its reads come: the ticket is opened (again) until its view names someone.
  await vi.waitFor(() => {
    fireEvent.click(screen.getByRole("button", { name: "View Ticket for Open 5" }));
    named = screen.getByText("Player", { selector: "dt" }).nextElementSibling?.textContent;
    expect(named).toBeTruthy();
  });
  return named;
}

const names = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("Tickets", () => {
  it("counts every ticket bought, lists the newest page, then the earlier ones on asking", async () => {
    render(<Tickets />);
    expect(await screen.findByText("Open 4")).toBeTruthy();
    expect(screen.getByText("Tickets bought").nextElementSibling?.textContent).toBe("5");
    expect(names()).toEqual(["Open 5", "Open 4"]);
    fireEvent.click(screen.getByRole("button", { name: "Show earlier tickets" }));
    expect(await screen.findByText("Open 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show earlier tickets" }));
    expect(await screen.findByText("Open 1")).toBeTruthy();
    expect(names()).toEqual(["Open 5", "Open 4", "Open 3", "Open 2", "Open 1"]);
    expect(screen.queryByRole("button", { name: "Show earlier tickets" })).toBeNull();
  });

  it("says which tickets the gate let in, and when, in club time", async () => {
    render(<Tickets />);
    expect(await screen.findByText("Open 4")).toBeTruthy();
    const said = screen.getAllByText(/^Checked in at the gate: /).map((line) => line.textContent);
    expect(said).toEqual(["Checked in at the gate: 5 Dec 2026, 09:05"]);
    expect(said[0] && screen.getByText(said[0]).closest("li")?.textContent).toContain("Open 5");
    fireEvent.click(screen.getByRole("button", { name: "View Ticket for Open 5" }));
    expect(screen.getByText("Checked in", { selector: "dt" }).nextElementSibling?.textContent).toBe(
      "5 Dec 2026, 09:05",
    );
  });

  it("names the ticket's player", async () => {
    api.answer(calls.me, { userData: me });
    render(<Tickets />);
    expect(await viewedPlayer()).toBe("Ada Obi");
  });

  it("names the child's ticket when a guardian shows the child's dashboard", async () => {
    const junior = (id: string, fullName: string, self: boolean) =>
      ({ _id: id, fullName, self, junior: !self }) as FamilyPlayer;
    api.answer(calls.family, {
      players: [junior(me._id, "Ada Obi", true), junior(CHILD, "Tobi Obi", false)],
      consentText: { version: 1, text: "..." },
    });
    $actingPlayer.set(CHILD);
    render(<Tickets />);
    expect(await viewedPlayer()).toBe("Tobi Obi");
  });

  it("says so when an earlier page cannot be read, and lets the member try again", async () => {
    render(<Tickets />);
    expect(await screen.findByText("Open 4")).toBeTruthy();
    api.failOnce(calls.userTickets, 500, "Something went wrong");
    fireEvent.click(screen.getByRole("button", { name: "Show earlier tickets" }));
    expect(await screen.findByText("Could not load earlier tickets.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show earlier tickets" }));
    expect(await screen.findByText("Open 2")).toBeTruthy();
  });
});
