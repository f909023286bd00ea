/**
 * The demo family (README.md, demo accounts; docs/decisions/0160-families.md): a parent who signs in
 * and pays for three juniors. An under-12 without a login on a training package with a coach and a
 * ticket, an under-14 without a login with a ticket, and a 16-year-old whose own login the parent
 * approved. Birth dates are counted back from the day of loading, so the ages hold whenever it is.
 */
import { clubLocal } from "@/shared/domain/club-time";
import { addMonths, trainingEndDate } from "@/shared/domain/dates";
import { CONSENT_TEXT_VERSION } from "@/shared/domain/families";
import type { Level, PlayerGender } from "@/shared/domain/lists";
import { toKobo } from "@/shared/domain/pricing";
import type * as t from "../schema";
import { DEMO_ACCOUNTS } from "./accounts";
import { coachIdOf, planIdOf, tournamentIdOf } from "./catalogue";
import { eventIdOf, JUNIOR_EVENTS_TOURNAMENT } from "./events";
import { demoId, ticketToken } from "./ids";

export const PARENT_ID = demoId("user:parent");
export const YOUNGEST_ID = demoId("user:parent:youngest");
export const MIDDLE_ID = demoId("user:parent:middle");
export const TEEN_ID = demoId("user:parent:teen");
export const YOUNGEST_COACH = "Chinedu Okafor";

const DAY = 24 * 60 * 60 * 1000;

/** A birth date `years` years and `days` days before the Lagos date of `now`. */
function bornBefore(now: Date, years: number, days: number): string {
  const today = clubLocal(now).date;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() - days * DAY).toISOString().slice(0, 10);
}

interface FamilyInputs {
  now: Date;
  parentHash: string;
  teenHash: string;
  /** Tournament prices in kobo, by the catalogue's name. */
  priceOf: (name: string) => number;
  nameOf: (name: string) => string;
}

export const DEMO_FAMILY_ACCOUNTS = { parent: DEMO_ACCOUNTS.parent, teen: DEMO_ACCOUNTS.teen } as const;

export function demoFamily({ now, parentHash, teenHash, priceOf, nameOf }: FamilyInputs) {
  const createdAt = new Date(now.getTime() - 60 * DAY);
  const child = (
    id: string,
    fullName: string,
    username: string,
    dob: string,
    level: Level,
    gender: PlayerGender,
  ) => ({
    id,
    gender,
    fullName,
    email: null,
    username,
    passwordHash: null,
    dob,
    phoneNumber: "+2348034001122",
    role: "student" as const,
    level,
    picture: null,
    createdAt,
  });
  const users: (typeof t.users.$inferInsert)[] = [
    {
      id: PARENT_ID,
      fullName: "Ngozi Okafor",
      email: DEMO_FAMILY_ACCOUNTS.parent.email,
      username: "ngozi_okafor",
      passwordHash: parentHash,
      dob: "1984-06-09",
      phoneNumber: "+2348034001122",
      role: "student",
      level: "adult amatuer",
      gender: "female",
      picture: null,
      createdAt,
    },
    child(YOUNGEST_ID, "Ada Okafor", "ada_okafor", bornBefore(now, 10, 40), "kids amatuer", "female"),
    child(MIDDLE_ID, "Emeka Okafor", "emeka_okafor", bornBefore(now, 13, 70), "kids mid-level", "male"),
    {
      ...child(
        TEEN_ID,
        "Zara Okafor",
        "zara_okafor",
        bornBefore(now, 16, 120),
        "kids professional",
        "female",
      ),
      email: DEMO_FAMILY_ACCOUNTS.teen.email,
      passwordHash: teenHash,
      phoneNumber: "+2348034003344",
    },
  ];
  const guardianships: (typeof t.guardianships.$inferInsert)[] = [YOUNGEST_ID, MIDDLE_ID, TEEN_ID].map(
    (playerId) => ({
      id: demoId(`guardianship:parent:${playerId}`),
      guardianId: PARENT_ID,
      playerId,
      relationship: "mother" as const,
      status: "active" as const,
      invitedBy: playerId === TEEN_ID ? TEEN_ID : PARENT_ID,
      createdAt,
      acceptedAt: createdAt,
    }),
  );
  const consents: (typeof t.consents.$inferInsert)[] = [YOUNGEST_ID, MIDDLE_ID, TEEN_ID].map((playerId) => ({
    id: demoId(`consent:parent:${playerId}`),
    playerId,
    givenBy: PARENT_ID,
    givenByName: "Ngozi Okafor",
    relationship: "mother" as const,
    version: CONSENT_TEXT_VERSION,
    photoConsent: playerId !== MIDDLE_ID,
    source: "online" as const,
    givenAt: createdAt,
  }));
  const juniorDetails: (typeof t.juniorDetails.$inferInsert)[] = [YOUNGEST_ID, MIDDLE_ID, TEEN_ID].map(
    (playerId) => ({
      playerId,
      emergencyContactName: "Ngozi Okafor",
      emergencyContactPhone: "+2348034001122",
      medicalNotes: playerId === YOUNGEST_ID ? "Mild asthma: inhaler in her bag." : "",
      photoConsent: playerId !== MIDDLE_ID,
      updatedAt: createdAt,
    }),
  );

  const trainingStart = new Date(now.getTime() - 7 * DAY);
  const paid = (
    name: string,
    userId: string,
    kind: "ticket" | "training",
    amountKobo: number,
    description: string,
    metadata: Record<string, unknown>,
  ) => ({
    id: demoId(`transaction:${name}`),
    userId,
    payerId: PARENT_ID,
    reference: `demo_${name}`,
    kind,
    status: "complete" as const,
    amountKobo,
    description,
    metadata,
    fulfilledAt: trainingStart,
    createdAt: trainingStart,
    updatedAt: trainingStart,
  });
  const tickets = [
    {
      key: "youngest",
      playerId: YOUNGEST_ID,
      tournament: "Lagos Junior Open",
      eventId: eventIdOf("Lagos Junior Open"),
    },
    {
      key: "middle",
      playerId: MIDDLE_ID,
      tournament: JUNIOR_EVENTS_TOURNAMENT,
      eventId: eventIdOf(JUNIOR_EVENTS_TOURNAMENT, "under-14"),
    },
  ];
  const transactions: (typeof t.transactions.$inferInsert)[] = [
    paid("parent-youngest-training", YOUNGEST_ID, "training", toKobo(150_000), "Regular training, 1 month", {
      package: "regular",
      duration: "1month",
    }),
    ...tickets.map(({ key, playerId, tournament, eventId }) =>
      paid(`parent-${key}-ticket`, playerId, "ticket", priceOf(tournament), `Ticket: ${nameOf(tournament)}`, {
        tournamentId: tournamentIdOf(tournament),
        eventId,
      }),
    ),
  ];
  return {
    users,
    guardianships,
    consents,
    juniorDetails,
    transactions,
    trainingSubscription: {
      userId: YOUNGEST_ID,
      packageKey: "regular" as const,
      duration: "1month" as const,
      startsAt: trainingStart,
      endsAt: trainingEndDate("1month", trainingStart),
      updatedAt: trainingStart,
    },
    coachAssignment: {
      id: demoId("assignment:parent:youngest"),
      userId: YOUNGEST_ID,
      coachId: coachIdOf(YOUNGEST_COACH),
      status: "Assigned" as const,
      planId: planIdOf("children", "Kids Starter"),
      months: 1,
      assignedAt: trainingStart,
      endsAt: addMonths(trainingStart, 1),
      createdAt: trainingStart,
    },
    tickets: tickets.map(({ key, playerId, tournament, eventId }) => ({
      id: demoId(`ticket:parent:${key}`),
      userId: playerId,
      tournamentId: tournamentIdOf(tournament),
      eventId,
      token: ticketToken(`parent-${key}`),
      priceKobo: priceOf(tournament),
      transactionId: demoId(`transaction:parent-${key}-ticket`),
      createdAt: trainingStart,
    })),
  };
}
