// @vitest-environment happy-dom
/**
 * The coach's app on a phone without network: a note is shown at once, kept on the phone and sent
 * when the network returns; a note the server refuses is dropped with its reason; cancelling with
 * no network is refused on the phone with the reason, never queued.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { day, PLAYER, SESSION, session } from "./coach-day.fixture";

vi.mock("@/lib/offline/keep-app", () => ({ keepAppOffline: async () => undefined }));
vi.stubEnv("PUBLIC_API_URL", "http://club.test/api");
const { fakeApi } = await import("@/lib/api/fake-api");
const calls = await import("@/shared/api/all-calls");
const { $coachDay, CANCEL_NEEDS_NETWORK, cancelCoachSession, markPlayer, openCoachDay, saveNote } =
  await import("./coach-app");

let online = true;
let api = fakeApi();
let close: () => void = () => undefined;

beforeEach(() => {
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  api = fakeApi({ unanswered: "offline" });
  api.answer(calls.coachSessions, day);
});
afterEach(() => {
  close();
  vi.restoreAllMocks();
});

const rosterNote = () => $coachDay.get().day?.sessions[0]?.roster[0];

async function opened() {
  close = openCoachDay();
  await vi.waitFor(() => expect($coachDay.get().day).toBeTruthy());
}

describe("notes on court", () => {
  it("are kept on the phone with no network and sent when it returns", async () => {
    await opened();
    online = false;
    window.dispatchEvent(new Event("offline"));
    const said = await saveNote(SESSION, PLAYER, "Work on the second serve", true);
    expect(said).toBe("Note kept on this phone: it is saved when the network returns.");
    expect(rosterNote()).toMatchObject({ note: "Work on the second serve", noteShared: true });
    expect(api.requestsTo(calls.writeSessionNote)).toHaveLength(0);
    // The phone remembers it across a reload.
    close();
    await opened();
    expect($coachDay.get().notes).toHaveLength(1);
    expect(rosterNote()?.note).toBe("Work on the second serve");

    const saved = {
      ...session,
      roster: [{ ...session.roster[0], note: "Work on the second serve", noteShared: true }],
    };
    api.answer(calls.writeSessionNote, { message: "Note saved", session: saved });
    online = true;
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect($coachDay.get().notes).toEqual([]));
    const sent = api.requestsTo(calls.writeSessionNote);
    expect(sent.map((r) => r.body)).toEqual([
      { userId: PLAYER, note: "Work on the second serve", shared: true },
    ]);
    expect($coachDay.get().note).toBe("1 note synced.");
  });

  it("saved with network are answered once: by the dialog, not also as synced", async () => {
    await opened();
    const saved = { ...session, roster: [{ ...session.roster[0], note: "Good footwork" }] };
    api.answer(calls.writeSessionNote, { message: "Note saved", session: saved });
    expect(await saveNote(SESSION, PLAYER, "Good footwork", false)).toBe("Note saved");
    expect(api.requestsTo(calls.writeSessionNote)).toHaveLength(1);
    expect($coachDay.get().note).toBeNull();
  });

  it("are said synced after the marks synced in the same pass", async () => {
    await opened();
    online = false;
    window.dispatchEvent(new Event("offline"));
    await markPlayer(SESSION, PLAYER, "late");
    await saveNote(SESSION, PLAYER, "Good footwork", false);
    api.answer(calls.takeAttendance, { message: "Attendance saved", session });
    api.answer(calls.writeSessionNote, { message: "Note saved", session });
    online = true;
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect($coachDay.get().note).toBe("1 mark synced. 1 note synced."));
    expect(localStorage.getItem(Object.keys(localStorage).find((k) => k.includes("notes")) ?? "")).toBe("[]");
  });

  it("refused by the server are dropped with its reason", async () => {
    await opened();
    api.fail(calls.writeSessionNote, 400, "This player is not in this session's group");
    await expect(saveNote(SESSION, PLAYER, "Good footwork", false)).rejects.toThrow(
      "Some notes were not saved: This player is not in this session's group",
    );
    expect($coachDay.get().notes).toEqual([]);
  });
});

describe("cancelling on court", () => {
  it("needs the network: refused on the phone with the reason, nothing sent", async () => {
    await opened();
    online = false;
    await expect(cancelCoachSession(SESSION, "Rain")).rejects.toThrow(CANCEL_NEEDS_NETWORK);
    expect(api.requestsTo(calls.cancelSession)).toHaveLength(0);
  });
});
