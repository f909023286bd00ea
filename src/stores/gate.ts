/**
 * The gate scanner's state (/staff/check-in, docs/decisions/0107-offline-gate-scanner.md): the
 * opened tournament's pack and live status, the last answer, the scans waiting to sync, this phone's
 * name, whether the scanner fills the screen, the holder search and the "without a ticket" dialog.
 * The screen's components subscribe; the actions here do every scan, search, sync and write. With no network a scan is decided on the phone
 * (console/check-in/gate-client.ts) and the counters add what this phone let in.
 */
import { atom, computed, map } from "nanostores";
import { deviceId, deviceName, nameDevice } from "@/console/check-in/device-store";
import {
  type GateAnswer,
  openTournament,
  pendingScans,
  scan,
  syncScans,
  thisDevice,
} from "@/console/check-in/gate-client";
import { call } from "@/lib/api/call";
import { ApiError, errorMessage } from "@/lib/api/client";
import { keepAppOffline } from "@/lib/offline/keep-app";
import * as calls from "@/shared/api/all-calls";
import type {
  CheckInStatusResponse,
  DoubleAdmission,
  GatePackResponse,
  HolderMatch,
} from "@/shared/api/console-contract";
import { admitReasonProblem, gateCounts, HOLDER_SEARCH_MIN, holderMatches } from "@/shared/domain/gate";
import { $user } from "./session";

export interface GateState {
  tournamentId: string | null;
  /** Undefined while opening; null when the tournament was never opened online on this phone. */
  pack: GatePackResponse | null | undefined;
  status: CheckInStatusResponse | null;
  answer: GateAnswer | null;
  /** A scan that could not be answered (or the camera that would not start). */
  problem: string | null;
  /** Counts answers and problems, so the screen beeps once for each. */
  answered: number;
  online: boolean;
  pending: { waiting: number; admittedHere: number };
  doubles: DoubleAdmission[];
  syncNote: string | null;
  /** The decoder and the screen's files are kept on the phone. */
  offlineReady: boolean;
  fullScreen: boolean;
}

const CLOSED: GateState = {
  tournamentId: null,
  pack: undefined,
  status: null,
  answer: null,
  problem: null,
  answered: 0,
  online: true,
  pending: { waiting: 0, admittedHere: 0 },
  doubles: [],
  syncNote: null,
  offlineReady: false,
  fullScreen: false,
};

export const $gate = map<GateState>({ ...CLOSED });

/** Admitted and remaining: the server's last figures (or the pack's) plus this phone's unsynced admissions. */
export const $gateCounts = computed($gate, (gate) =>
  gateCounts(gate.status ?? gate.pack?.counts ?? null, gate.pending.admittedHere),
);

/** This phone: the id it made for itself and the name staff gave it (null until named). */
export const $device = atom<{ id: string; name: string | null }>({ id: "", name: null });

/** Reads this phone's id and name from the device (the store is made before the page runs). */
export function loadDevice(): void {
  $device.set({ id: deviceId(), name: deviceName() });
}

/** Names this phone ("Main gate"); an empty name goes back to its id. */
export function renameDevice(name: string): void {
  nameDevice(name);
  loadDevice();
}

/** The same code read again within this time is the same scan, not a second one. */
const REPEAT_MS = 3000;
let last: { code: string; at: number } | null = null;

const opened = (tournamentId: string) => $gate.get().tournamentId === tournamentId;

/** Reads the status (with network) and the queue, and sets both at once so the counters never jump. */
export async function refreshGate(): Promise<void> {
  const { tournamentId } = $gate.get();
  if (!tournamentId) return;
  let status: CheckInStatusResponse | null = null;
  if (navigator.onLine) {
    try {
      status = await call(calls.checkInStatus, { params: { tournamentId } });
    } catch {
      // The figures wait for the network.
    }
  }
  const pending = await pendingScans(tournamentId);
  if (!opened(tournamentId)) return;
  $gate.set({ ...$gate.get(), pending, ...(status ? { status } : {}) });
}

/** Sends the scans made offline; a synced offline answer gives way, as the header now says online. */
export async function syncGate(): Promise<void> {
  const { tournamentId } = $gate.get();
  if (!tournamentId) return;
  try {
    const result = await syncScans(tournamentId);
    if (result && result.synced > 0 && opened(tournamentId)) {
      const pack = await openTournament(tournamentId);
      const { answer } = $gate.get();
      $gate.set({
        ...$gate.get(),
        pack,
        syncNote: `${result.synced} offline ${result.synced === 1 ? "scan" : "scans"} synced.`,
        doubles: result.doubles,
        answer: answer?.offline ? null : answer,
      });
    }
  } catch (failure) {
    if (opened(tournamentId)) $gate.setKey("syncNote", errorMessage(failure));
  }
  await refreshGate();
}

/** Opens a tournament's gate: its pack, a sync, the decoder, and the network watch. Answers close. */
export function openGate(tournamentId: string, prepareDecoder: () => Promise<unknown>): () => void {
  last = null;
  loadDevice();
  $gate.set({ ...CLOSED, tournamentId, online: navigator.onLine });
  resetTools();
  // Keeps the console and this screen's files for offline use.
  void keepAppOffline("/staff");
  openTournament(tournamentId)
    .then(async (pack) => {
      if (!opened(tournamentId)) return;
      $gate.setKey("pack", pack);
      await syncGate();
      // Loads the decoder while there is network, so the camera works offline too.
      if (pack) {
        await prepareDecoder()
          // Hands the service worker the decoder's chunk and .wasm too, now they are loaded.
          .then(() => keepAppOffline("/staff"))
          .then(() => opened(tournamentId) && $gate.setKey("offlineReady", true))
          .catch(() => undefined);
      }
    })
    .catch((failure) => opened(tournamentId) && $gate.setKey("problem", errorMessage(failure)));
  const wentOnline = () => {
    $gate.setKey("online", true);
    void syncGate();
  };
  const wentOffline = () => $gate.setKey("online", false);
  window.addEventListener("online", wentOnline);
  window.addEventListener("offline", wentOffline);
  const timer = setInterval(() => void refreshGate(), 5000);
  return () => {
    window.removeEventListener("online", wentOnline);
    window.removeEventListener("offline", wentOffline);
    clearInterval(timer);
    if (opened(tournamentId)) {
      $gate.set({ ...CLOSED });
      resetTools();
    }
  };
}

function answered(answer: GateAnswer | null, problem: string | null): void {
  const gate = $gate.get();
  $gate.set({ ...gate, answer, problem, answered: gate.answered + 1 });
}

/** Checks a code read by the camera (a repeat within 3 s is ignored) or typed (`typed`: always checked). */
export async function checkCode(code: string, typed = false): Promise<void> {
  const { tournamentId } = $gate.get();
  if (!tournamentId) return;
  const now = Date.now();
  if (!typed && last && last.code === code && now - last.at < REPEAT_MS) return;
  last = { code, at: now };
  try {
    const answer = await scan(tournamentId, code, $user.get()?.fullName ?? null);
    if (opened(tournamentId)) answered(typed ? { ...answer, typedCode: code } : answer, null);
  } catch (failure) {
    if (opened(tournamentId)) answered(null, errorMessage(failure));
  }
  void refreshGate();
}

/** A camera that would not start, said where the answers are. */
export function cameraFailed(reason: string): void {
  // Said, not beeped: no scan was made.
  $gate.setKey("problem", `The camera could not start (${reason}). Type the ticket's code instead.`);
}

/** Lets someone in without a ticket, for a reason; needs network, as the server audits it. */
export async function admitWithoutTicket(reason: string): Promise<void> {
  const { tournamentId } = $gate.get();
  if (!tournamentId) return;
  const { entry } = await call(calls.admitWithoutTicket, {
    params: { tournamentId },
    body: { reason, ...thisDevice() },
  });
  if (!opened(tournamentId)) return;
  answered(
    {
      outcome: "admitted",
      holder: null,
      tournamentName: null,
      checkIn: null,
      offline: false,
      withoutTicket: entry.withoutTicket,
      ticketId: null,
    },
    null,
  );
  await refreshGate();
}

/** What the holder search shows: the name typed, what was found for it, and why nothing could be. */
export interface HolderSearchState {
  query: string;
  found: HolderFound | null;
  error: string | null;
}

const NO_SEARCH: HolderSearchState = { query: "", found: null, error: null };

export const $holderSearch = map<HolderSearchState>({ ...NO_SEARCH });

/** The dialog that lets someone in without a ticket: open or not, the reason typed, its problem, and a write under way. */
export interface WithoutTicketState {
  open: boolean;
  reason: string;
  error: string | null;
  busy: boolean;
}

const NO_DIALOG: WithoutTicketState = { open: false, reason: "", error: null, busy: false };

export const $withoutTicket = map<WithoutTicketState>({ ...NO_DIALOG });

/** A gate opens, or closes, with an empty search and the dialog shut. */
function resetTools(): void {
  $holderSearch.set({ ...NO_SEARCH });
  $withoutTicket.set({ ...NO_DIALOG });
}

export interface HolderFound {
  holders: HolderMatch[];
  more: boolean;
  /** Found in the tickets this phone kept, with no network. */
  offline: boolean;
}

/** How many holders the kept list answers, as the server does. */
const KEPT_RESULTS = 20;

/** The tournament's ticket holders whose names match: asked of the server, else of the kept pack. */
export async function findHolders(query: string): Promise<HolderFound> {
  const { tournamentId, pack } = $gate.get();
  if (!tournamentId) return { holders: [], more: false, offline: false };
  if (navigator.onLine) {
    try {
      const found = await call(calls.searchTicketHolders, { params: { tournamentId }, query: { q: query } });
      return { ...found, offline: false };
    } catch (failure) {
      if (failure instanceof ApiError) throw failure;
      // No network after all: the kept list answers.
    }
  }
  if (!pack) throw new Error("This tournament was not opened with network on this phone");
  const found = pack.tickets
    .filter((t) => holderMatches(t.holder, query))
    .sort((a, b) => a.holder.localeCompare(b.holder));
  return {
    holders: found.slice(0, KEPT_RESULTS).map((t) => ({
      _id: t._id,
      holder: t.holder,
      token: t.token,
      void: false,
      checkIn: t.checkedInAt
        ? { at: t.checkedInAt, deviceId: t.checkedInOn ?? "", deviceName: null, staff: t.checkedInBy ?? null }
        : null,
    })),
    more: found.length > KEPT_RESULTS,
    offline: true,
  };
}

export function setHolderQuery(query: string): void {
  $holderSearch.setKey("query", query);
}

/** Searches the holders for the name typed (two letters at least); the answer replaces the last. */
export async function searchHolders(): Promise<void> {
  const query = $holderSearch.get().query.trim();
  if (query.length < HOLDER_SEARCH_MIN) {
    $holderSearch.setKey("error", "Type at least two letters of the name");
    return;
  }
  await runHolderSearch(query);
}

async function runHolderSearch(query: string): Promise<void> {
  const { tournamentId } = $gate.get();
  try {
    const found = await findHolders(query);
    if (opened(tournamentId ?? "")) $holderSearch.set({ ...$holderSearch.get(), found, error: null });
  } catch (failure) {
    if (opened(tournamentId ?? ""))
      $holderSearch.set({ ...$holderSearch.get(), found: null, error: errorMessage(failure) });
  }
}

/** Lets a holder found by name in, through the same check as a typed code, then searches again to show it. */
export async function letHolderIn(token: string): Promise<void> {
  await checkCode(token, true);
  await runHolderSearch($holderSearch.get().query.trim());
}

export function openWithoutTicket(): void {
  $withoutTicket.set({ ...NO_DIALOG, open: true });
}

export function setWithoutTicketReason(reason: string): void {
  $withoutTicket.setKey("reason", reason);
}

export function closeWithoutTicket(): void {
  $withoutTicket.set({ ...$withoutTicket.get(), open: false, error: null });
}

/** Lets someone in for the reason typed; answers whether they were let in (the dialog then closes). */
export async function confirmWithoutTicket(): Promise<boolean> {
  const { reason } = $withoutTicket.get();
  const problem = admitReasonProblem(reason);
  if (problem) {
    $withoutTicket.setKey("error", problem);
    return false;
  }
  $withoutTicket.setKey("busy", true);
  try {
    await admitWithoutTicket(reason.trim());
    $withoutTicket.set({ ...$withoutTicket.get(), open: false, error: null, busy: false });
    return true;
  } catch (failure) {
    $withoutTicket.set({ ...$withoutTicket.get(), error: errorMessage(failure), busy: false });
    return false;
  }
}

export function setFullScreen(on: boolean): void {
  $gate.setKey("fullScreen", on);
}
