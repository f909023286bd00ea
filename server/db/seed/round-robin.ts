/**
 * The demo round robin (docs/decisions/0237-round-robin-events.md): the Port Harcourt Under-14
 * Cup's Under-12 Singles is played as one published group of four juniors, entered by the club
 * (walk-in entries, no login of their own), so its page shows the group's table and schedule.
 */
import { clubLocal } from "@/shared/domain/club-time";
import { DEFAULT_TIE_BREAKS } from "@/shared/domain/round-robin";
import type * as t from "../schema";
import { tournamentIdOf } from "./catalogue";
import { eventIdOf, JUNIOR_EVENTS_TOURNAMENT } from "./events";
import { demoId, ticketToken } from "./ids";

const DAY = 24 * 60 * 60 * 1000;

const PLAYERS = [
  ["rr:tolu", "Tolu Bakare", "female", 10],
  ["rr:kelechi", "Kelechi Nwosu", "male", 11],
  ["rr:amina", "Amina Yusuf", "female", 11],
  ["rr:segun", "Segun Alabi", "male", 10],
] as const;

export function demoRoundRobin({ now, cupDate, staffId }: { now: Date; cupDate: Date; staffId: string }) {
  const cup = tournamentIdOf(JUNIOR_EVENTS_TOURNAMENT);
  const eventId = eventIdOf(JUNIOR_EVENTS_TOURNAMENT, "under-12");
  const createdAt = new Date(now.getTime() - 20 * DAY);
  const cutoff = clubLocal(cupDate).date;
  const users: (typeof t.users.$inferInsert)[] = PLAYERS.map(([key, fullName, gender, age], i) => ({
    id: demoId(`user:${key}`),
    fullName,
    email: null,
    username: key.replace("rr:", "junior_"),
    passwordHash: null,
    // Born some months after the birthday that made them `age` on the event's cut-off day.
    dob: `${Number(cutoff.slice(0, 4)) - age - 1}-${String(3 + i * 2).padStart(2, "0")}-15`,
    phoneNumber: `+23480350011${i}${i}`,
    role: "student" as const,
    level: "kids mid-level" as const,
    gender,
    picture: null,
    createdAt,
  }));
  const tickets: (typeof t.tickets.$inferInsert)[] = users.map((user, i) => ({
    id: demoId(`ticket:${PLAYERS[i]![0]}:cup`),
    userId: user.id!,
    tournamentId: cup,
    eventId,
    token: ticketToken(`${PLAYERS[i]![0]}-cup`),
    priceKobo: 0,
    addedBy: staffId,
    createdAt,
  }));
  const draw: typeof t.eventDraws.$inferInsert = {
    eventId,
    tournamentId: cup,
    groups: [users.map((u) => u.id!)],
    tieBreaks: [...DEFAULT_TIE_BREAKS],
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
  return { users, tickets, draw };
}
