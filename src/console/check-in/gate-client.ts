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
import { readPass, verifyPass } from "@/shared/domain/ticket-pass";
import { deviceId, dropScans, loadPack, queuedScans, queueScan, savePack } from "./device-store";

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

async function scanOffline(tournamentId: string, code: string): Promise<GateAnswer> {
  const pack = await loadPack(tournamentId);
  if (!pack) {
    throw new Error(
      "This tournament was not opened with network on this phone: its tickets cannot be checked offline",
    );
  }
  const text = code.trim();
  let ticketId: string | null = null;
  let passTournament: string | null = null;
  let initials = "";
  if (readPass(text)) {
    const started = performance.now();
    const check = await verifyPass(text, pack.keys);
    performance.measure("gate-verify", { start: started });
    if (check.ok) {
      ticketId = check.fields.ticketId;
      passTournament = check.fields.tournamentId;
      initials = check.fields.initials;
    }
  } else {
    ticketId = pack.tickets.find((t) => t.token === text.toUpperCase())?._id ?? null;
  }
  const kept = pack.tickets.find((t) => t._id === ticketId);
  const queued = await queuedScans(tournamentId);
  const admittedHere = queued.find((s) => s.ticketId === ticketId && s.admittedOffline);
  const known =
    ticketId !== null && (kept !== undefined || passTournament !== null || pack.void.includes(ticketId));
  const outcome = scanOutcome(
    known
      ? {
          void: pack.void.includes(ticketId!),
          tournamentId: passTournament ?? tournamentId,
          checkedIn: Boolean(kept?.checkedInAt) || admittedHere !== undefined,
        }
      : null,
    tournamentId,
  );
  const scannedAt = new Date().toISOString();
  await queueScan({ tournamentId, code: text, scannedAt, admittedOffline: outcome === "admitted", ticketId });
  const holder = kept?.holder ?? (initials || null);
  const checkedInAt = admittedHere?.scannedAt ?? kept?.checkedInAt ?? null;
  return {
    outcome,
    message: scanMessage(outcome, holder),
    ticket:
      ticketId && holder
        ? { _id: ticketId, holder, token: kept?.token ?? "", tournamentName: pack.tournament.name }
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
