// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { $consoleRouter } from "@/stores/console-router";
import { login, logout } from "@/stores/session";
import { EventsScreen } from "./EventsScreen";

const api = fakeApi();

const TOURNAMENT_ID = "65a1b2c3d4e5f6a7b8c9f000";
const tournament = {
  _id: TOURNAMENT_ID,
  name: "Junior Open",
  category: "juniors",
  date: "2027-02-20T08:00:00.000Z",
  startsAt: "2027-02-20T08:00:00.000Z",
  localDate: "2027-02-20",
  localTime: "09:00",
  time: "9:00 AM",
  location: "Port Harcourt Club",
  price: 1000,
  capacity: null,
  salesOpenAt: null,
  salesOpenDate: null,
  memberEarlyDays: 0,
  ticketsSold: 0,
  soldOut: false,
  cancelled: false,
  cancelledAt: null,
  cancelledBy: null,
  status: { kind: "on-sale", label: "On sale", detail: null },
  tournamentImgURL: "/images/hero-tournaments.svg",
  image: "/images/hero-tournaments.svg",
  version: 1,
  updatedAt: "2026-11-20T09:00:00.000Z",
};
const event = {
  _id: "65a1b2c3d4e5f6a7b8c9f001",
  tournamentId: TOURNAMENT_ID,
  name: "Under-12 Singles",
  gender: "open",
  kind: "singles",
  underAge: 12,
  minAge: null,
  ageCutoff: "2027-02-20",
  levels: [],
  capacity: 8,
  fee: 3000,
  entryDeadline: null,
  entriesOpen: true,
  entries: 3,
  placesLeft: 5,
  waiting: 0,
  version: 2,
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
  $consoleRouter.open(`/staff/tournaments/${TOURNAMENT_ID}/events`);
  api.answer(calls.staffTournament, { tournament });
});
afterEach(() => {
  cleanup();
  logout();
});

describe("EventsScreen", () => {
  it("lists the events with whom they admit and their places", async () => {
    api.answer(calls.staffEvents, { events: [event] });
    render(<EventsScreen id={TOURNAMENT_ID} />);
    const row = await screen.findByRole("row", { name: /Under-12 Singles/ });
    expect(row.textContent).toContain("Players under 12 on 20 Feb 2027, any level");
    expect(row.textContent).toContain("3 of 8 (5 left)");
    expect(within(row).getByRole("link", { name: "Entries of Under-12 Singles" }).getAttribute("href")).toBe(
      `/staff/events/${event._id}/entries`,
    );
  });

  it("adds an event named by its rule, and shows the server's refusal as its sentence", async () => {
    api.answer(calls.staffEvents, { events: [event] });
    api.failOnce(calls.createEvent, 409, "This tournament was cancelled: it can no longer be edited");
    render(<EventsScreen id={TOURNAMENT_ID} />);
    const form = await screen.findByRole("form", { name: "Add an event" });
    fireEvent.change(within(form).getByLabelText("Gender"), { target: { value: "girls" } });
    fireEvent.change(within(form).getByLabelText("Under (age)"), { target: { value: "14" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Add the event" })));
    await waitFor(() =>
      expect(within(form).getByRole("alert").textContent).toBe(
        "This tournament was cancelled: it can no longer be edited",
      ),
    );
    expect(api.bodiesTo(calls.createEvent)).toEqual([
      expect.objectContaining({ name: "Under-14 Girls' Singles", gender: "girls", underAge: 14, fee: 1000 }),
    ]);
  });

  it("edits an event with the version it read", async () => {
    api.answer(calls.staffEvents, { events: [event] });
    api.answer(calls.updateEvent, { event: { ...event, capacity: 10, version: 3 } });
    render(<EventsScreen id={TOURNAMENT_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Under-12 Singles" }));
    const form = screen.getByRole("form", { name: "Edit Under-12 Singles" });
    fireEvent.change(within(form).getByLabelText("Capacity"), { target: { value: "10" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save the event" })));
    await waitFor(() => expect(screen.getByText("Under-12 Singles was saved.")).toBeTruthy());
    expect(api.bodiesTo(calls.updateEvent)).toEqual([expect.objectContaining({ capacity: 10, version: 2 })]);
    expect(screen.getByRole("form", { name: "Add an event" })).toBeTruthy();
  });
});
