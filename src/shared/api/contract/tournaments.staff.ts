/** The contract's schemas of the console's calls: tournaments and their tickets (gathered by ../console-contract.ts). */
import { z } from "zod";
import { PageQuery, pageOf, StaffTournament, TournamentFields, Version, withStart } from "./common.staff";

// PUT /staff/tournaments/{id}
export const UpdateTournamentRequest = TournamentFields.extend({ version: Version }).transform(withStart);

// GET /staff/tournaments?when=upcoming|past|all&q=&page=&pageSize=
// Upcoming soonest first, past latest first.
export const TournamentsQuery = PageQuery.extend({
  when: z.enum(["upcoming", "past", "all"]).default("upcoming"),
});

export const StaffTournamentsResponse = pageOf(StaffTournament);

// GET /staff/tournaments/{id}, and the answer of create, edit and cancel
export const StaffTournamentResponse = z.object({ tournament: StaffTournament });

// POST /staff/tournaments/{id}/cancel
export const CancelTournamentRequest = z.object({
  version: Version,
  /** Needed when tickets were sold: the 409 says how many. */
  confirm: z.boolean().optional(),
});
