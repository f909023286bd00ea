/**
 * The coach's app on court (docs/decisions/0171-coach-app-offline.md): the coach's sessions of
 * today and the coming week with their rosters, kept on the phone once opened online, so the
 * roster opens and attendance is taken with no network. Each tap is applied at once and queued with
 * the time it was tapped; the queue is sent when the network returns (the server keeps the latest
 * tap, so a late sync never overwrites a later mark). Notes are kept and queued the same way
 * (docs/decisions/0212-coach-notes-offline.md); cancelling needs the network, since every player
 * is told at once.
 */
import { map } from "nanostores";
import { call } from "@/lib/api/call";
import { ApiError, apiUnreachable, errorMessage } from "@/lib/api/client";
import { keepAppOffline } from "@/lib/offline/keep-app";
import * as calls from "@/shared/api/calls";
import type {
  AttendanceMark,
  CoachSession,
  CoachSessionsResponse,
  SessionGroupInput,
} from "@/shared/api/contract";
import { $user } from "./session";

export interface QueuedMark {
  sessionId: string;
  userId: string;
  mark: AttendanceMark;
  markedAt: string;
}

export interface QueuedNote {
  sessionId: string;
  userId: string;
  note: string;
  shared: boolean;
}

export interface CoachDayState {
  /** Undefined while opening; null when this phone never opened the day online. */
  day: CoachSessionsResponse | null | undefined;
  /** When the kept day was read from the server. */
  savedAt: string | null;
  online: boolean;
  /** Marks tapped and not yet synced. */
  queue: QueuedMark[];
  /** Notes written and not yet synced, the latest per player and session. */
  notes: QueuedNote[];
  /** What the last sync or action said. */
  note: string | null;
  problem: string | null;
}

const CLOSED: CoachDayState = {
  day: undefined,
  savedAt: null,
  online: true,
  queue: [],
  notes: [],
  note: null,
  problem: null,
};

export const $coachDay = map<CoachDayState>({ ...CLOSED });

type Kept = "day" | "marks" | "notes";

const keyOf = (what: Kept) => `club-coach-${what}:${$user.get()?._id ?? "anyone"}`;

function readKept<T>(what: Kept): T | null {
  try {
    const raw = localStorage.getItem(keyOf(what));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function keep(what: Kept, value: unknown): void {
  try {
    localStorage.setItem(keyOf(what), JSON.stringify(value));
  } catch {
    // A full storage keeps the marks in memory until they sync.
  }
}

/** The day with the queued marks and notes applied, as the coach tapped and wrote them. */
function withQueue(
  day: CoachSessionsResponse,
  queue: readonly QueuedMark[],
  notes: readonly QueuedNote[] = $coachDay.get().notes,
): CoachSessionsResponse {
  if (queue.length === 0 && notes.length === 0) return day;
  return {
    ...day,
    sessions: day.sessions.map((session) => applyNotes(applyMarks(session, queue), notes)),
  };
}

function applyNotes(session: CoachSession, notes: readonly QueuedNote[]): CoachSession {
  const mine = notes.filter((n) => n.sessionId === session._id);
  if (mine.length === 0) return session;
  return {
    ...session,
    roster: session.roster.map((entry) => {
      const written = mine.find((n) => n.userId === entry.userId);
      return written
        ? { ...entry, note: written.note === "" ? null : written.note, noteShared: written.shared }
        : entry;
    }),
  };
}

function applyMarks(session: CoachSession, queue: readonly QueuedMark[]): CoachSession {
  const mine = queue.filter((q) => q.sessionId === session._id);
  if (mine.length === 0) return session;
  return {
    ...session,
    roster: session.roster.map((entry) => {
      const latest = mine.filter((q) => q.userId === entry.userId).at(-1);
      return latest ? { ...entry, mark: latest.mark, markedAt: latest.markedAt, toldByPlayer: false } : entry;
    }),
  };
}

function setDay(day: CoachSessionsResponse, savedAt: string): void {
  keep("day", { day, savedAt });
  const { queue } = $coachDay.get();
  $coachDay.set({ ...$coachDay.get(), day: withQueue(day, queue), savedAt });
}

/** Reads the week from the server and keeps it; with no network, the week kept on this phone. */
export async function loadCoachDay(): Promise<void> {
  try {
    const day = await call(calls.coachSessions);
    setDay(day, new Date().toISOString());
    $coachDay.setKey("problem", null);
  } catch (failure) {
    if (!apiUnreachable(failure)) {
      $coachDay.set({ ...$coachDay.get(), day: null, problem: errorMessage(failure) });
      return;
    }
    const kept = readKept<{ day: CoachSessionsResponse; savedAt: string }>("day");
    const { queue } = $coachDay.get();
    $coachDay.set({
      ...$coachDay.get(),
      day: kept ? withQueue(kept.day, queue) : null,
      savedAt: kept?.savedAt ?? null,
    });
  }
}

/** Sends the queued marks, one call per session; marks the server refuses are dropped with its reason. */
export async function syncMarks(): Promise<void> {
  const { queue } = $coachDay.get();
  if (queue.length === 0) return;
  const sessions = [...new Set(queue.map((q) => q.sessionId))];
  let sent = 0;
  const refused: string[] = [];
  let left: QueuedMark[] = queue;
  for (const sessionId of sessions) {
    const marks = queue.filter((q) => q.sessionId === sessionId);
    try {
      await call(calls.takeAttendance, {
        params: { sessionId },
        body: { marks: marks.map(({ userId, mark, markedAt }) => ({ userId, mark, markedAt })) },
      });
      sent += marks.length;
      left = left.filter((q) => !marks.includes(q));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) {
        refused.push(failure.message);
        left = left.filter((q) => !marks.includes(q));
      } else {
        // No network after all: the marks wait for the next try.
        break;
      }
    }
  }
  keep("marks", left);
  $coachDay.set({
    ...$coachDay.get(),
    queue: left,
    note:
      refused.length > 0
        ? `Some marks were not saved: ${refused.join(" ")}`
        : sent > 0
          ? `${sent} ${sent === 1 ? "mark" : "marks"} synced.`
          : $coachDay.get().note,
  });
  if (sent > 0 || refused.length > 0) await loadCoachDay();
}

/** Marks a player: shown at once, kept on the phone, sent now when there is network. */
export async function markPlayer(sessionId: string, userId: string, mark: AttendanceMark): Promise<void> {
  const entry: QueuedMark = { sessionId, userId, mark, markedAt: new Date().toISOString() };
  const state = $coachDay.get();
  const queue = [...state.queue, entry];
  keep("marks", queue);
  $coachDay.set({
    ...state,
    queue,
    note: null,
    day: state.day
      ? { ...state.day, sessions: state.day.sessions.map((s) => applyMarks(s, [entry])) }
      : state.day,
  });
  if (navigator.onLine) await syncMarks();
}

function replaceSession(session: CoachSession): void {
  const state = $coachDay.get();
  if (!state.day) return;
  const day = {
    ...state.day,
    sessions: state.day.sessions.map((s) => (s._id === session._id ? session : s)),
  };
  setDay(day, new Date().toISOString());
}

/**
 * Sends the queued notes; notes the server refuses are dropped with its reason. The day says how
 * many were synced, not counting `justSaved`: the note the coach has just saved, which its dialog
 * answers ("Note saved").
 */
export async function syncNotes(justSaved?: QueuedNote): Promise<void> {
  const { notes, note: said } = $coachDay.get();
  if (notes.length === 0) return;
  const syncedBefore = said?.endsWith(" synced.") ? said : null;
  let left: QueuedNote[] = notes;
  let sent = 0;
  const refused: string[] = [];
  for (const queued of notes) {
    try {
      const answer = await call(calls.writeSessionNote, {
        params: { sessionId: queued.sessionId },
        body: { userId: queued.userId, note: queued.note, shared: queued.shared },
      });
      left = left.filter((n) => n !== queued);
      $coachDay.setKey("notes", left);
      replaceSession(answer.session);
      if (queued !== justSaved) sent += 1;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) {
        refused.push(failure.message);
        left = left.filter((n) => n !== queued);
      } else {
        // No network after all: the notes wait for the next try.
        break;
      }
    }
  }
  keep("notes", left);
  $coachDay.set({
    ...$coachDay.get(),
    notes: left,
    note:
      refused.length > 0
        ? `Some notes were not saved: ${refused.join(" ")}`
        : sent > 0
          ? // Said after the marks synced in the same pass, if any.
            [syncedBefore, `${sent} ${sent === 1 ? "note" : "notes"} synced.`].filter(Boolean).join(" ")
          : $coachDay.get().note,
  });
}

/**
 * Saves a note on a player: shown at once and kept on the phone, sent now when there is network
 * (the server's answer then replaces the session), else when the network returns. Answers what
 * became of it.
 */
export async function saveNote(
  sessionId: string,
  userId: string,
  note: string,
  shared: boolean,
): Promise<string> {
  const entry: QueuedNote = { sessionId, userId, note: note.trim(), shared };
  const state = $coachDay.get();
  // The latest note per player and session is the one that counts.
  const notes = [...state.notes.filter((n) => n.sessionId !== sessionId || n.userId !== userId), entry];
  keep("notes", notes);
  $coachDay.set({
    ...state,
    notes,
    note: null,
    day: state.day
      ? { ...state.day, sessions: state.day.sessions.map((s) => applyNotes(s, [entry])) }
      : state.day,
  });
  if (!navigator.onLine) return "Note kept on this phone: it is saved when the network returns.";
  await syncNotes(entry);
  const after = $coachDay.get();
  if (after.notes.includes(entry)) return "Note kept on this phone: it is saved when the network returns.";
  if (after.note?.startsWith("Some notes were not saved")) throw new Error(after.note);
  return entry.note === "" ? "Note removed" : "Note saved";
}

/** Marks a player's free quarterly session used (network needed); answers the server's sentence. */
export async function markFreeSessionUsed(userId: string): Promise<string> {
  const { message } = await call(calls.coachRedeemFreeSession, { params: { userId } });
  await loadCoachDay();
  return message;
}

/** Sets up one of the coach's own groups, a one-off session or a private lesson (network needed). */
export async function setUpCoachGroup(input: SessionGroupInput): Promise<string> {
  const { message } = await call(calls.createSessionGroup, { body: input });
  await loadCoachDay();
  return message;
}

/** What the coach sees when cancelling with no network. */
export const CANCEL_NEEDS_NETWORK =
  "Cancelling needs the network: every player is told at once. Cancel when your phone is back online, or ask the club to.";

/**
 * Cancels a session: every player is told and gets a make-up credit. It is never queued: players
 * told hours late would already be on their way (docs/decisions/0212-coach-notes-offline.md).
 */
export async function cancelCoachSession(sessionId: string, reason: string): Promise<string> {
  if (!navigator.onLine) throw new Error(CANCEL_NEEDS_NETWORK);
  const { message } = await call(calls.cancelSession, { params: { sessionId }, body: { reason } });
  await loadCoachDay();
  return message;
}

/** Sends what waits on the phone: the marks, then the notes. */
async function syncAll(): Promise<void> {
  const { queue, notes } = $coachDay.get();
  // What this pass syncs is said afresh.
  if (queue.length + notes.length > 0) $coachDay.setKey("note", null);
  await syncMarks();
  await syncNotes();
}

/** Opens the coach's app: the kept queue and day, a fresh read, the network watch. Answers close. */
export function openCoachDay(): () => void {
  const queue = readKept<QueuedMark[]>("marks") ?? [];
  const notes = readKept<QueuedNote[]>("notes") ?? [];
  $coachDay.set({ ...CLOSED, queue, notes, online: navigator.onLine });
  // Keeps the dashboard's files on the phone, so the app opens on court with no network.
  void keepAppOffline("/u");
  void loadCoachDay().then(() => (navigator.onLine ? syncAll() : undefined));
  const wentOnline = () => {
    $coachDay.setKey("online", true);
    void syncAll();
  };
  const wentOffline = () => $coachDay.setKey("online", false);
  window.addEventListener("online", wentOnline);
  window.addEventListener("offline", wentOffline);
  return () => {
    window.removeEventListener("online", wentOnline);
    window.removeEventListener("offline", wentOffline);
  };
}
