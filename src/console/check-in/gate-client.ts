/**
 * A scan at the gate: asked of the server when there is network, decided on the device when there
 * is none (the pass's signature checked with Web Crypto against the kept keys, the ticket against
 * the kept lists), then queued and synced when the network returns.
 */

import { call } from "@/lib/api/call";
import { ApiError } from "@/lib/api/client";
import * as calls from "@/shared/api/all-calls";
import type { DoubleAdmission, GatePackResponse, ScanResult } from "@/shared/api/console-contract";
import { scanMessage, scanOutcome } from "@/shared/domain/gate";
import type { ScanOutcome } from "@/shared/domain/lists";
import { type PassFields, readPass, verifyPass } from "@/shared/domain/ticket-pass";
import {
  deviceId,
  dropScans,
  loadPack,
  type QueuedScan,
  queuedScans,
  queueScan,
  savePack,
} from "./device-store";

export interface GateAnswer extends ScanResult {
  /** Decided on the device, to be synced. */
  offline: boolean;
}

/** Downloads and keeps the tournament's pack; with no network, the one kept earlier. */
export async function openTournament(tournamentId: string): Promise<GatePackResponse | null> {
  try {
    const pack = await call(calls.gatePack, { params: { tournamentId } });
    await savePack(pack);
    return pack;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return (await loadPack(tournamentId)) ?? null;
  }
}

export async function scan(tournamentId: string, code: string): Promise<GateAnswer> {
  if (navigator.onLine) {
    try {
      const result = await call(calls.checkInScan, {
        params: { tournamentId },
        body: { code, deviceId: deviceId() },
      });
      return { ...result, offline: false };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // No network after all: decide here.
    }
  }
  return scanOffline(tournamentId, code);
}

/** A ticket as the kept pack knows it. */
export interface KeptTicket {
  _id: string;
  token: string;
  tournamentId: string;
  /** Null for a signed pass of a tournament the pack does not list. */
  tournamentName: string | null;
  /** The holder's name for this tournament's tickets, else the pass's initials, else null. */
  holder: string | null;
  void: boolean;
  checkedInAt: string | null;
}

/** What the phone read: a pass whose signature it checked, or a typed token. */
export type ReadCode =
  | { pass: Pick<PassFields, "ticketId" | "tournamentId" | "initials"> }
  | { token: string };

/**
 * The ticket a code names in the kept pack: this tournament's tickets, its void list, then the other
 * tournaments'. A signed pass the pack does not list is still a ticket of its tournament (bought
 * after the pack was kept); a typed token the pack does not list is not ours.
 */
export function findInPack(pack: GatePackResponse, code: ReadCode): KeptTicket | null {
  const token = "token" in code ? code.token.trim().toUpperCase() : null;
  const initials = "pass" in code ? code.pass.initials || null : null;
  const matches = (t: { _id: string; token: string }) =>
    "pass" in code ? t._id === code.pass.ticketId : t.token === token;
  const here = { tournamentId: pack.tournament._id, tournamentName: pack.tournament.name };
  const own = pack.tickets.find(matches);
  if (own) return { ...own, ...here, void: false };
  const voided = pack.void.find(matches);
  if (voided) return { ...voided, ...here, holder: initials, void: true, checkedInAt: null };
  const other = pack.elsewhere.find(matches);
  if (other) return { ...other, holder: initials, checkedInAt: null };
  if ("token" in code) return null;
  const { ticketId, tournamentId } = code.pass;
  return {
    _id: ticketId,
    token: "",
    tournamentId,
    tournamentName: tournamentId === here.tournamentId ? here.tournamentName : null,
    holder: initials,
    void: false,
    checkedInAt: null,
  };
}

/** The outcome on the phone: the server's rule on the kept ticket and what this phone already let in. */
export function decideOffline(
  tournamentId: string,
  ticket: KeptTicket | null,
  queued: readonly QueuedScan[],
): { outcome: ScanOutcome; admittedHere: QueuedScan | undefined } {
  const admittedHere = ticket
    ? queued.find((s) => s.ticketId === ticket._id && s.admittedOffline)
    : undefined;
  const outcome = scanOutcome(
    ticket && {
      void: ticket.void,
      tournamentId: ticket.tournamentId,
      checkedIn: ticket.checkedInAt !== null || admittedHere !== undefined,
    },
    tournamentId,
  );
  return { outcome, admittedHere };
}

async function scanOffline(tournamentId: string, code: string): Promise<GateAnswer> {
  const pack = await loadPack(tournamentId);
  if (!pack) {
    throw new Error(
      "This tournament was not opened with network on this phone: its tickets cannot be checked offline",
    );
  }
  const text = code.trim();
  let ticket: KeptTicket | null = null;
  if (readPass(text)) {
    const started = performance.now();
    const check = await verifyPass(text, pack.keys);
    // Timed by the bench (`npm run bench -- gate`) against the scanner's budget.
    performance.measure("gate-verify", { start: started });
    // A pass whose signature fails is no ticket of ours, whatever it claims.
    if (check.ok) ticket = findInPack(pack, { pass: check.fields });
  } else {
    ticket = findInPack(pack, { token: text });
  }
  const { outcome, admittedHere } = decideOffline(tournamentId, ticket, await queuedScans(tournamentId));
  const scannedAt = new Date().toISOString();
  await queueScan({
    tournamentId,
    code: text,
    scannedAt,
    admittedOffline: outcome === "admitted",
    ticketId: ticket?._id ?? null,
  });
  const checkedInAt = admittedHere?.scannedAt ?? ticket?.checkedInAt ?? null;
  return {
    outcome,
    message: scanMessage(outcome, ticket?.holder, ticket?.tournamentName),
    ticket: ticket?.holder
      ? {
          _id: ticket._id,
          holder: ticket.holder,
          token: ticket.token,
          tournamentName: ticket.tournamentName ?? "another tournament",
        }
      : null,
    checkIn:
      outcome === "admitted"
        ? { at: scannedAt, deviceId: deviceId(), staff: null }
        : checkedInAt
          ? { at: checkedInAt, deviceId: admittedHere ? deviceId() : "another device", staff: null }
          : null,
    offline: true,
  };
}

/** Sends the scans made offline; answers the double admissions the server found, or null if still offline. */
export async function syncScans(
  tournamentId: string,
): Promise<{ synced: number; doubles: DoubleAdmission[] } | null> {
  const queued = await queuedScans(tournamentId);
  if (queued.length === 0) return { synced: 0, doubles: [] };
  try {
    const answer = await call(calls.checkInSync, {
      params: { tournamentId },
      body: {
        deviceId: deviceId(),
        scans: queued.map(({ code, scannedAt, admittedOffline }) => ({ code, scannedAt, admittedOffline })),
      },
    });
    await dropScans(queued.flatMap((s) => (s.id === undefined ? [] : [s.id])));
    return { synced: queued.length, doubles: answer.doubleAdmissions };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return null;
  }
}

export const pendingScans = async (tournamentId: string) => (await queuedScans(tournamentId)).length;
