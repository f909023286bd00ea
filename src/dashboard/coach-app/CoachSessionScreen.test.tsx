// @vitest-environment happy-dom
/**
 * The session screen's register follows the server's rule: before the session's day only Excused
 * can be given, and the screen says when the register opens; on the day every mark can, and a
 * player's free quarterly session can be marked used.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { day, SESSION } from "@/stores/coach-day.fixture";

vi.mock("@/lib/offline/keep-app", () => ({ keepAppOffline: async () => undefined }));
vi.stubEnv("PUBLIC_API_URL", "http://club.test/api");
const { fakeApi } = await import("@/lib/api/fake-api");
const calls = await import("@/shared/api/all-calls");
const { CoachSessionScreen } = await import("./CoachSessionScreen");

beforeEach(() => {
  localStorage.clear();
  // Tobi has this quarter's free session still to use.
  const [session] = day.sessions;
  const roster = session?.roster.map((entry) => ({ ...entry, freeSession: "available" as const }));
  fakeApi().answer(calls.coachSessions, { ...day, sessions: [{ ...session, roster }] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function marksAt(now: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(now) });
  render(<CoachSessionScreen sessionId={SESSION} />);
  const marks = await screen.findByRole("group", { name: "Attendance of Tobi Adeyemi" });
  return Object.fromEntries(
    ["Present", "Late", "Absent", "Excused"].map((name) => [
      name,
      (within(marks).getByRole("button", { name }) as HTMLButtonElement).disabled,
    ]),
  );
}

const OPENS =
  "The register of Friday 27 November 2026, 17:00 opens on the day: until then a player can only be marked excused.";

const FREE_SESSION = "Mark Tobi Adeyemi's free quarterly session used";

describe("the session's register", () => {
  it("takes only Excused before the session's day, and says when it opens", async () => {
    expect(await marksAt("2026-11-25T10:00:00Z")).toEqual({
      Present: true,
      Late: true,
      Absent: true,
      Excused: false,
    });
    expect(screen.getByText(OPENS)).toBeTruthy();
    expect(screen.queryByRole("button", { name: FREE_SESSION })).toBeNull();
  });

  it("takes every mark on the day, before the start too", async () => {
    expect(await marksAt("2026-11-27T07:00:00Z")).toEqual({
      Present: false,
      Late: false,
      Absent: false,
      Excused: false,
    });
    expect(screen.queryByText(OPENS)).toBeNull();
    expect(screen.getByRole("button", { name: FREE_SESSION })).toBeTruthy();
  });
});
