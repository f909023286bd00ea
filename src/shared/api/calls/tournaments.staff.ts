/** The console's calls: tournaments and their tickets (see ../staff-calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const staffTournaments = {
  method: "GET",
  path: "/staff/tournaments",
  access: ["gate", "treasurer", "staff"],
  query: "TournamentsQuery",
  response: "StaffTournamentsResponse",
} as const satisfies CallDeclaration;

export const staffTournament = {
  method: "GET",
  path: "/staff/tournaments/:id",
  access: "staff",
  params: "IdParam",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const createTournament = {
  method: "POST",
  path: "/staff/tournaments",
  access: "staff",
  body: "CreateTournamentRequest",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const updateTournament = {
  method: "PUT",
  path: "/staff/tournaments/:id",
  access: "staff",
  params: "IdParam",
  body: "UpdateTournamentRequest",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const cancelTournament = {
  method: "POST",
  path: "/staff/tournaments/:id/cancel",
  access: "staff",
  params: "IdParam",
  body: "CancelTournamentRequest",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;
