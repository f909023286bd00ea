/** The console's calls: check-in at the gate (see ../staff-calls.ts). */
import type { CallDeclaration } from "../call-declaration";

/** Check a ticket in at the gate of a tournament: a scanned pass or a typed token. */
export const checkInScan = {
  method: "POST",
  path: "/staff/check-in/:tournamentId/scan",
  access: ["gate"],
  params: "CheckInParam",
  body: "ScanRequest",
  response: "ScanResult",
} as const satisfies CallDeclaration;

/** Scans made offline, sent when the network is back; reports tickets admitted twice. */
export const checkInSync = {
  method: "POST",
  path: "/staff/check-in/:tournamentId/sync",
  access: ["gate"],
  params: "CheckInParam",
  body: "SyncScansRequest",
  response: "SyncScansResponse",
} as const satisfies CallDeclaration;

/** Admitted, remaining, the scan log and double admissions of a tournament's gate. */
export const checkInStatus = {
  method: "GET",
  path: "/staff/check-in/:tournamentId",
  access: ["gate"],
  params: "CheckInParam",
  response: "CheckInStatusResponse",
} as const satisfies CallDeclaration;

/** Staff let someone in without a ticket, with a reason: counted, logged and audited. */
export const admitWithoutTicket = {
  method: "POST",
  path: "/staff/check-in/:tournamentId/admit",
  access: ["gate"],
  params: "CheckInParam",
  body: "AdmitWithoutTicketRequest",
  response: "AdmitWithoutTicketResponse",
} as const satisfies CallDeclaration;

/** The tournament's ticket holders whose names match, to admit one who cannot show a ticket. */
export const searchTicketHolders = {
  method: "GET",
  path: "/staff/check-in/:tournamentId/holders",
  access: ["gate"],
  params: "CheckInParam",
  query: "HolderSearchQuery",
  response: "HolderSearchResponse",
} as const satisfies CallDeclaration;

/** The keys, tickets and void list a scanner keeps to work offline. */
export const gatePack = {
  method: "GET",
  path: "/staff/check-in/:tournamentId/pack",
  access: ["gate"],
  params: "CheckInParam",
  response: "GatePackResponse",
} as const satisfies CallDeclaration;
