/** Database rows in the shapes of the API contract: ids as `_id`, kobo as naira, dates as ISO strings. */

import type { Tournament, User } from "@/shared/api/contract";
import { toNaira } from "@/shared/domain/pricing";
import { tournaments, type UserRow } from "../db/schema";
import { isSoldOut } from "./tournament-sales";

export function presentUser(user: UserRow): User {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    username: user.username,
    dob: user.dob,
    phoneNumber: user.phoneNumber,
    role: user.role,
    level: user.level,
    picture: user.picture,
  };
}

/** The columns of a tournament `presentTournament` reads (a query may select only these). */
export const tournamentCardColumns = {
  id: tournaments.id,
  name: tournaments.name,
  date: tournaments.date,
  location: tournaments.location,
  time: tournaments.time,
  priceKobo: tournaments.priceKobo,
  imageUrl: tournaments.imageUrl,
  capacity: tournaments.capacity,
  cancelledAt: tournaments.cancelledAt,
  salesOpenAt: tournaments.salesOpenAt,
  memberEarlyDays: tournaments.memberEarlyDays,
};

type TournamentCard = { [K in keyof typeof tournamentCardColumns]: (typeof tournaments.$inferSelect)[K] };

/** A tournament as the public reads it; given its paid tickets, it also says when it sold out. */
export function presentTournament(row: TournamentCard, ticketsSold?: number): Tournament {
  return {
    _id: row.id,
    name: row.name,
    date: row.date.toISOString(),
    location: row.location,
    time: row.time,
    price: toNaira(row.priceKobo),
    tournamentImgURL: row.imageUrl,
    // Present only when true, so a tournament on sale reads exactly as it always did.
    ...(ticketsSold !== undefined && isSoldOut(row.capacity, ticketsSold) ? { soldOut: true } : {}),
    ...(row.cancelledAt ? { cancelled: true } : {}),
    ...(row.salesOpenAt ? { salesOpenAt: row.salesOpenAt.toISOString() } : {}),
    ...(row.salesOpenAt && row.memberEarlyDays > 0 ? { memberEarlyDays: row.memberEarlyDays } : {}),
  };
}
