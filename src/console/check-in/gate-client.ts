/**
 * A scan at the gate: asked of the server when there is network, decided on the device when there
 * is none (the pass's signature checked with Web Crypto against the kept keys, the ticket against
 * the kept lists), then queued and synced when the network returns.
 */

import { call } from "@/lib/api/call";
import { ApiError } from "@/lib/api/client";
import * as calls from "@/shared/api/all-calls";
import type { DoubleAdmission, GatePackResponse, ScanResult } from "@/shared/api/console-contract";
import { type GateAnswerFacts, scanOutcome } from "@/shared/domain/gate";
import type { ScanOutcome } from "@/shared/domain/lists";
import { findByTicketCode } from "@/shared/domain/ticket-code";
import { type PassFields, readPass, verifyPass } from "@/shared/domain/ticket-pass";
import {
  deviceId,
  deviceName,
  dropScans,
  loadPack,
  type QueuedScan,
  queuedScans,
  queueScan,
  savePack,
} from "./device-store";

/** A scan's answer, the same facts whether the server or this phone decided it. */
export interface GateAnswer extends GateAnswerFacts {
  /** The ticket the code named, when it named one. */
  ticketId: string | null;
}

/** The server's answer as the gate says it: the device by its name where it has one. */
export function answerOfServer(result: ScanResult): GateAnswer {
  return {
    outcome: result.outcome,
    holder: result.ticket?.holder ?? null,
    tournamentName: result.ticket?.tournamentName ?? null,
    checkIn: result.checkIn && {
      at: result.checkIn.at,
      device: result.checkIn.deviceName ?? result.checkIn.deviceId,
      staff: result.checkIn.staff,
    },
    offline: false,
    ticketId: result.ticket?._id ?? null,
  };
}

/** This phone's id and, once staff named it, its name: sent with every scan. */
export function thisDevice(): { deviceId: string; deviceName?: string } {
  const name = deviceName();
  return { deviceId: deviceId(), ...(name ? { deviceName: name } : {}) };
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

/** `staff`: the signed-in staff member, named when this phone let a ticket in offline. */
export async function scan(tournamentId: string, code: string, staff: string | null): Promise<GateAnswer> {
  if (navigator.onLine) {
    try {
      const result = await call(calls.checkInScan, {
        params: { tournamentId },
        body: { code, ...thisDevice() },
      });
      return answerOfServer(result);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // No network after all: decide here.
    }
  }
  return scanOffline(tournamentId, code, staff);
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
  /** The device (name, else id) and staff member that let it in, as the pack knew them. */
  checkedInOn?: string | null | undefined;
  checkedInBy?: string | null | undefined;
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
  const initials = "pass" in code ? code.pass.initials || null : null;
  const here = { tournamentId: pack.tournament._id, tournamentName: pack.tournament.name };
  const kept: KeptTicket[] = [
    ...pack.tickets.map((t) => ({ ...t, ...here, void: false })),
    ...pack.void.map((t) => ({ ...t, ...here, holder: initials, void: true, checkedInAt: null })),
    ...pack.elsewhere.map((t) => ({ ...t, holder: initials, checkedInAt: null })),
  ];
  // A typed code is matched however it was typed, by the rule the server uses.
  if ("token" in code) return findByTicketCode(code.token, kept);
  const found = kept.find((t) => t._id === code.pass.ticketId);
  if (found) return found;
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

async function scanOffline(tournamentId: string, code: string, staff: string | null): Promise<GateAnswer> {
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
  return offlineAnswer(ticket, outcome, admittedHere, scannedAt, {
    device: deviceName() ?? deviceId(),
    staff,
  });
}

/**
 * The facts of an answer decided on this phone, in the shape of the server's answers, so the gate
 * says them in the same words: `here` is this phone and its signed-in staff member.
 */
export function offlineAnswer(
  ticket: KeptTicket | null,
  outcome: ScanOutcome,
  admittedHere: QueuedScan | undefined,
  scannedAt: string,
  here: { device: string; staff: string | null },
): GateAnswer {
  return {
    outcome,
    holder: ticket?.holder ?? null,
    tournamentName: ticket?.tournamentName ?? null,
    checkIn:
      outcome === "admitted"
        ? { at: scannedAt, ...here }
        : admittedHere
          ? { at: admittedHere.scannedAt, ...here }
          : ticket?.checkedInAt
            ? {
                at: ticket.checkedInAt,
                device: ticket.checkedInOn ?? "another device",
                staff: ticket.checkedInBy ?? null,
              }
            : null,
    offline: true,
    ticketId: ticket?._id ?? null,
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
        ...thisDevice(),
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

/** The scans waiting to sync, and how many of them this phone let in. */
export async function pendingScans(tournamentId: string): Promise<{ waiting: number; admittedHere: number }> {
  const queued = await queuedScans(tournamentId);
  return { waiting: queued.length, admittedHere: queued.filter((s) => s.admittedOffline).length };
}
