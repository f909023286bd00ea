// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { EventChoice } from "@/shared/api/contract";
import { login } from "@/stores/session";
import { EventPicker } from "./EventPicker";

const api = fakeApi();
const TOUR = "65a1b2c3d4e5f6a7b8c9d0f1";
const EVENT = "65a1b2c3d4e5f6a7b8c9d0f2";

const event = (standing: Partial<EventChoice>): EventChoice => ({
  _id: EVENT,
  tournamentId: TOUR,
  name: "Under-12 Singles",
  gender: "open",
  kind: "singles",
  underAge: 12,
  minAge: null,
  ageCutoff: "2026-12-31",
  levels: [],
  capacity: 8,
  fee: 3000,
  entryDeadline: null,
  entriesOpen: true,
  entries: 1,
  placesLeft: 7,
  waiting: 0,
  refusal: null,
  entry: null,
  waitlist: null,
  ...standing,
});

let session = 0;
beforeEach(() => {
  login({
    user: { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ngozi Okafor", email: "ngozi@example.com" },
    auth: { token: `token-${++session}` },
  } as Parameters<typeof login>[0]);
  api.reset();
  api.answer(calls.family, { players: [], consentText: { version: 1, text: "..." } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function pick(chosen: string | null) {
  const onChoose = vi.fn();
  render(
    <EventPicker
      tourId={TOUR}
      paidMember={false}
      spectatorPrice={5000}
      chosen={chosen}
      onChoose={onChoose}
      partner={null}
      onPartner={() => {}}
    />,
  );
  return onChoose;
}

describe("EventPicker", () => {
  it("chooses a tournament's only event when the player may enter it", async () => {
    api.answer(calls.eventChoices, { events: [event({})] });
    const onChoose = pick(null);
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(EVENT));
  });

  it("drops a choice the shown player has already entered (picked for another player)", async () => {
    api.answer(calls.eventChoices, {
      events: [event({ entry: { _id: EVENT, partner: null, partnerConfirmed: false } })],
    });
    const onChoose = pick(EVENT);
    await screen.findByText("Entered");
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(null));
    expect(onChoose).not.toHaveBeenCalledWith(EVENT);
  });
});
