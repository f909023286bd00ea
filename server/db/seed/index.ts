/**
 * Demo data (the accounts are listed in README.md), loaded into an empty database in demo mode only:
 * the public catalogue, its calendar moved to the week of loading (catalogue.ts), and the demo
 * accounts whose plans run relative to the loading time, so the demo is in the promised state
 * (upcoming tournaments on sale, plans running) whenever it is started.
 */
import { addMonths, membershipEndDate, trainingEndDate } from "@/shared/domain/dates";
import type { TransactionKind, TransactionStatus } from "@/shared/domain/lists";
import { toKobo } from "@/shared/domain/pricing";
import { parseScore } from "@/shared/domain/tennis-score";
import { hashPassword, PASSWORD_COST, type ScryptCost } from "../../lib/passwords";
import { keepRatings } from "../../lib/ratings";
import type { Database } from "../client";
import * as t from "../schema";
import { DEMO_ACCOUNTS } from "./accounts";
import {
  coachIdOf,
  DEMO_COACHES,
  DEMO_DRAW_ENTRANTS,
  DEMO_PLANS,
  DEMO_PLAYERS,
  DEMO_RESULTS,
  DEMO_REVIEWERS,
  DEMO_REVIEWS,
  DEMO_TRAINING_PACKAGES,
  demoCalendarShift,
  demoTournaments,
  OPENING_MEMBERSHIP_PRICES,
  planIdOf,
  reviewerIdOf,
  shiftedDate,
  tournamentIdOf,
} from "./catalogue";
import { defaultEventIdOf, demoEvents } from "./events";
import { DEMO_FAMILY_ACCOUNTS, demoFamily } from "./families";
import { demoId, ticketToken } from "./ids";
import { demoRoundRobin } from "./round-robin";
import { seedTrainingSessions } from "./sessions";

export { DEMO_ACCOUNTS };

/** The reviewer or player who can log in (DEMO_ACCOUNTS.player); the others cannot. */
const PLAYER_KEY = "fatima-sani";

/** Hashing is deliberately slow; tests reseed often, so each password is hashed once per process and cost. */
const passwordHashes = new Map<string, Promise<string>>();
function demoPasswordHash(password: string, cost: ScryptCost): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}$${password}`;
  let hash = passwordHashes.get(key);
  if (!hash) {
    hash = hashPassword(password, cost);
    passwordHashes.set(key, hash);
  }
  return hash;
}

/** Matches no password: reviewers exist for their names on reviews, not to log in. */
const LOCKED_PASSWORD = "locked";

const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

export const MEMBER_ID = demoId("user:member");
export const FREE_ID = demoId("user:free");
export const PENDING_ID = demoId("user:pending");
export const STAFF_ID = demoId("user:staff");
export const ADMIN_ID = demoId("user:admin");
/** A member account that signed up as Coach, linked to the MEMBER_COACH profile. */
export const COACH_ACCOUNT_ID = demoId("user:coach");
export const MEMBER_COACH = "Oluwaseun Adebayo";
export const PENDING_COACH = "Ibrahim Musa";

/** True when nothing has been loaded yet: no users and no coaches. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [user] = await db.select({ id: t.users.id }).from(t.users).limit(1);
  const [coach] = await db.select({ id: t.coaches.id }).from(t.coaches).limit(1);
  return !user && !coach;
}

async function accounts(now: Date, shiftMs: number, cost: ScryptCost) {
  const createdAt = daysBefore(now, 120);
  const playerHash = await demoPasswordHash(DEMO_ACCOUNTS.player.password, cost);
  const profile = {
    dob: "1990-01-01",
    phoneNumber: "+2348030000000",
    role: "student" as const,
    picture: null,
    createdAt,
  };
  return [
    {
      ...profile,
      id: MEMBER_ID,
      fullName: "Tobi Adeyemi",
      email: DEMO_ACCOUNTS.member.email,
      username: "tobi_adeyemi",
      passwordHash: await demoPasswordHash(DEMO_ACCOUNTS.member.password, cost),
      dob: "1994-04-12",
      phoneNumber: "+2348031234567",
      level: "adult mid-level",
      autoRenew: true,
    },
    {
      ...profile,
      id: FREE_ID,
      fullName: "Chioma Eze",
      email: DEMO_ACCOUNTS.free.email,
      username: "chioma_eze",
      passwordHash: await demoPasswordHash(DEMO_ACCOUNTS.free.password, cost),
      dob: "2001-09-30",
      phoneNumber: "+2348057654321",
      level: "adult amatuer",
    },
    {
      ...profile,
      id: PENDING_ID,
      fullName: "Musa Abdullahi",
      email: DEMO_ACCOUNTS.pending.email,
      username: "musa_abdullahi",
      passwordHash: await demoPasswordHash(DEMO_ACCOUNTS.pending.password, cost),
      dob: "1988-02-17",
      phoneNumber: "+2348022468101",
      level: "adult amatuer",
    },
    {
      ...profile,
      id: COACH_ACCOUNT_ID,
      fullName: MEMBER_COACH,
      email: DEMO_ACCOUNTS.coach.email,
      username: "coach_seun",
      passwordHash: await demoPasswordHash(DEMO_ACCOUNTS.coach.password, cost),
      dob: "1985-07-21",
      phoneNumber: "+2348095550101",
      role: "coach" as const,
      level: "adult professional",
    },
    {
      ...profile,
      id: STAFF_ID,
      fullName: "Club Staff",
      email: DEMO_ACCOUNTS.staff.email,
      username: "club_staff",
      passwordHash: await demoPasswordHash(DEMO_ACCOUNTS.staff.password, cost),
      role: "staff" as const,
      consoleRole: "staff" as const,
      level: "adult professional",
    },
    {
      ...profile,
      id: ADMIN_ID,
      fullName: "Club Admin",
      email: DEMO_ACCOUNTS.admin.email,
      username: "club_admin",
      passwordHash: await demoPasswordHash(DEMO_ACCOUNTS.admin.password, cost),
      role: "staff" as const,
      consoleRole: "admin" as const,
      level: "adult professional",
    },
    ...[...DEMO_REVIEWERS, ...DEMO_PLAYERS].map((r) => ({
      ...profile,
      id: reviewerIdOf(r.key),
      fullName: r.fullName,
      email: `${r.key}@example.com`,
      username: r.key.replace("-", "_"),
      passwordHash: r.key === PLAYER_KEY ? playerHash : LOCKED_PASSWORD,
      level: r.level,
      ...("dob" in r ? { dob: r.dob } : {}),
      createdAt: shiftedDate("2026-01-10T09:00:00Z", shiftMs),
    })),
  ] satisfies (typeof t.users.$inferInsert)[];
}

type TransactionSeed = typeof t.transactions.$inferInsert;

function payment(
  name: string,
  userId: string,
  kind: TransactionKind,
  status: TransactionStatus,
  amountNaira: number,
  description: string,
  at: Date,
  metadata: Record<string, unknown>,
): TransactionSeed {
  return {
    id: demoId(`transaction:${name}`),
    userId,
    payerId: userId,
    reference: `demo_${name}`,
    kind,
    status,
    amountKobo: toKobo(amountNaira),
    description,
    metadata,
    fulfilledAt: status === "complete" ? at : null,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Loads the demo data in one transaction. Expects an empty database. The demo accounts' passwords
 * are published: only demo mode (server/config.ts) and tests load this. `passwordCost` is the
 * strong cost unless a test passes a cheaper one.
 */
/** The demo club's household discount, in percent. */
const DEMO_HOUSEHOLD_DISCOUNT_PERCENT = 10;

export async function seedDemoData(
  db: Database,
  now: Date = new Date(),
  passwordCost: ScryptCost = PASSWORD_COST,
): Promise<void> {
  const shift = demoCalendarShift(now);
  const users = await accounts(now, shift, passwordCost);
  const calendar = demoTournaments(shift);
  /** A tournament by its key (the name on the catalogue's own dates). */
  const tournamentOf = (key: string) => calendar.find((x) => x.id === tournamentIdOf(key))!;
  const tournamentPrice = (key: string) => tournamentOf(key).priceKobo / 100;
  const nameOf = (key: string) => tournamentOf(key).name;

  const membershipStart = daysBefore(now, 20);
  const trainingStart = daysBefore(now, 10);
  const pendingTrainingStart = daysBefore(now, 3);
  const memberTicketNames = ["June Club Championship", "December Championship 2026", "Abuja Amateur Classic"];

  const transactions: TransactionSeed[] = [
    payment(
      "member-membership",
      MEMBER_ID,
      "membership",
      "complete",
      15000,
      "Premium Quarterly membership",
      membershipStart,
      { plan: "quarterly", autoRenew: true },
    ),
    payment(
      "member-training",
      MEMBER_ID,
      "training",
      "complete",
      216000,
      "Standard training, 1 month",
      trainingStart,
      { package: "standard", duration: "1month" },
    ),
    payment(
      "member-training-failed",
      MEMBER_ID,
      "training",
      "failed",
      216000,
      "Standard training, 1 month",
      daysBefore(trainingStart, 1),
      { package: "standard", duration: "1month" },
    ),
    ...memberTicketNames.map((name, i) =>
      payment(
        `member-ticket-${i + 1}`,
        MEMBER_ID,
        "ticket",
        "complete",
        tournamentPrice(name),
        `Ticket: ${nameOf(name)}`,
        daysBefore(now, 150 - i * 60),
        { tournamentId: tournamentIdOf(name), eventId: defaultEventIdOf(tournamentIdOf(name)) },
      ),
    ),
    payment(
      "member-ticket-pending",
      MEMBER_ID,
      "ticket",
      "pending",
      tournamentPrice("Ibadan Open"),
      "Ticket: Ibadan Open",
      daysBefore(now, 1),
      { tournamentId: tournamentIdOf("Ibadan Open") },
    ),
    payment(
      "member-ticket-abandoned",
      MEMBER_ID,
      "ticket",
      "abandoned",
      tournamentPrice("Lagos Junior Open"),
      "Ticket: Lagos Junior Open",
      daysBefore(now, 5),
      { tournamentId: tournamentIdOf("Lagos Junior Open") },
    ),
    payment(
      "pending-training",
      PENDING_ID,
      "training",
      "complete",
      426000,
      "Regular training, 3 months",
      pendingTrainingStart,
      { package: "regular", duration: "3months" },
    ),
    payment(
      "pending-pairing",
      PENDING_ID,
      "pairing",
      "complete",
      43000,
      "Coach pairing: Adult Beginner with Ibrahim Musa, 1 month",
      pendingTrainingStart,
      { planId: planIdOf("adult", "Adult Beginner"), coachId: coachIdOf(PENDING_COACH), months: 1 },
    ),
  ];

  const family = demoFamily({
    now,
    parentHash: await demoPasswordHash(DEMO_FAMILY_ACCOUNTS.parent.password, passwordCost),
    teenHash: await demoPasswordHash(DEMO_FAMILY_ACCOUNTS.teen.password, passwordCost),
    priceOf: (name) => tournamentOf(name).priceKobo,
    nameOf,
  });
  transactions.push(...family.transactions);

  await db.transaction(async (tx) => {
    await tx.insert(t.users).values([...users, ...family.users]);
    await tx.insert(t.guardianships).values(family.guardianships);
    await tx.insert(t.consents).values(family.consents);
    await tx.insert(t.juniorDetails).values(family.juniorDetails);
    await tx
      .insert(t.coaches)
      .values(DEMO_COACHES.map((c) => ({ ...c, createdAt: shiftedDate(c.createdAt, shift) })));
    await tx.insert(t.tournaments).values(calendar);
    await tx.insert(t.tournamentEvents).values(demoEvents(calendar));
    await tx
      .insert(t.plans)
      .values(DEMO_PLANS.map((p) => ({ ...p, createdAt: shiftedDate(p.createdAt, shift) })));
    await tx.insert(t.trainingPackages).values(DEMO_TRAINING_PACKAGES);
    // A new database has them from its migration; a database emptied for tests gets them back here.
    await tx
      .insert(t.membershipPrices)
      .values(OPENING_MEMBERSHIP_PRICES.map((p) => ({ ...p })))
      .onConflictDoNothing();
    // The demo club takes 10% off the second and later players' training in a family checkout.
    await tx
      .insert(t.clubSettings)
      .values({ id: 1, householdDiscountPercent: DEMO_HOUSEHOLD_DISCOUNT_PERCENT, updatedAt: now })
      .onConflictDoUpdate({
        target: t.clubSettings.id,
        set: { householdDiscountPercent: DEMO_HOUSEHOLD_DISCOUNT_PERCENT, updatedAt: now },
      });
    await tx.insert(t.coachReviews).values(
      DEMO_REVIEWS.map((r) => ({
        id: demoId(`review:${r.reviewer}:${r.coach}`),
        coachId: coachIdOf(r.coach),
        userId: reviewerIdOf(r.reviewer),
        rating: r.rating,
        comment: r.comment,
        createdAt: shiftedDate(r.date, shift),
      })),
    );
    await tx.insert(t.transactions).values(transactions);
    // The sandbox knows the demo payments too, so they can be refunded in demo mode.
    await tx.insert(t.sandboxPaystackTransactions).values(
      transactions
        .filter((p) => p.status === "complete" && p.userId)
        .map((p) => ({
          reference: p.reference,
          email:
            [...users, ...family.users].find((u) => u.id === (p.payerId ?? p.userId))?.email ??
            "demo@example.com",
          amountKobo: p.amountKobo,
          metadata: p.metadata ?? {},
          status: "success",
          checkoutUsedAt: p.createdAt ?? null,
          paidAt: p.createdAt ?? null,
          createdAt: p.createdAt ?? now,
        })),
    );

    await tx.insert(t.memberships).values({
      userId: MEMBER_ID,
      plan: "quarterly",
      startsAt: membershipStart,
      endsAt: membershipEndDate("quarterly", membershipStart),
      updatedAt: membershipStart,
    });
    await tx.insert(t.trainingSubscriptions).values([
      family.trainingSubscription,
      {
        userId: MEMBER_ID,
        packageKey: "standard",
        duration: "1month",
        startsAt: trainingStart,
        endsAt: trainingEndDate("1month", trainingStart),
        updatedAt: trainingStart,
      },
      {
        userId: PENDING_ID,
        packageKey: "regular",
        duration: "3months",
        startsAt: pendingTrainingStart,
        endsAt: trainingEndDate("3months", pendingTrainingStart),
        updatedAt: pendingTrainingStart,
      },
    ]);
    await tx.insert(t.cardAuthorizations).values({
      userId: MEMBER_ID,
      authorizationCode: "AUTH_demo_member",
      email: DEMO_ACCOUNTS.member.email,
      last4: "4081",
      cardType: "visa",
      bank: "Test Bank",
      expMonth: "12",
      expYear: "2030",
      createdAt: membershipStart,
    });
    await tx.insert(t.coachAssignments).values([
      family.coachAssignment,
      {
        id: demoId("assignment:member"),
        userId: MEMBER_ID,
        coachId: coachIdOf(MEMBER_COACH),
        status: "Assigned",
        planId: planIdOf("adult", "Adult Improver"),
        months: 6,
        assignedAt: daysBefore(now, 90),
        endsAt: addMonths(daysBefore(now, 92), 6),
        createdAt: daysBefore(now, 92),
      },
      {
        id: demoId("assignment:pending"),
        userId: PENDING_ID,
        coachId: coachIdOf(PENDING_COACH),
        status: "Pending",
        planId: planIdOf("adult", "Adult Beginner"),
        months: 1,
        transactionId: demoId("transaction:pending-pairing"),
        endsAt: addMonths(pendingTrainingStart, 1),
        createdAt: pendingTrainingStart,
      },
    ]);
    await tx.insert(t.coachAccounts).values({
      coachId: coachIdOf(MEMBER_COACH),
      userId: COACH_ACCOUNT_ID,
      linkedAt: daysBefore(now, 100),
    });
    await tx.insert(t.coachReviews).values({
      id: demoId("review:member"),
      coachId: coachIdOf(MEMBER_COACH),
      userId: MEMBER_ID,
      rating: 5,
      comment: "Seun rebuilt my backhand in two months. Every session has a clear goal.",
      createdAt: shiftedDate("2026-10-04T19:30:00Z", shift),
    });
    await tx.insert(t.tickets).values(
      memberTicketNames.map((name, i) => ({
        id: demoId(`ticket:member:${i + 1}`),
        userId: MEMBER_ID,
        tournamentId: tournamentIdOf(name),
        eventId: defaultEventIdOf(tournamentIdOf(name)),
        token: ticketToken(`member-${i + 1}`),
        priceKobo: toKobo(tournamentPrice(name)),
        transactionId: demoId(`transaction:member-ticket-${i + 1}`),
        createdAt: daysBefore(now, 150 - i * 60),
      })),
    );
    await tx.insert(t.tickets).values(family.tickets);
    const roundRobin = demoRoundRobin({
      now,
      cupDate: tournamentOf("Port Harcourt Under-14 Cup").date,
      staffId: STAFF_ID,
    });
    await tx.insert(t.users).values(roundRobin.users);
    await tx.insert(t.tickets).values(roundRobin.tickets);
    await tx.insert(t.eventDraws).values(roundRobin.draw);
    // Seven more players entered the Abuja Amateur Classic beside the demo member: a draw of 8.
    await tx.insert(t.tickets).values(
      DEMO_DRAW_ENTRANTS.map((key) => ({
        id: demoId(`ticket:${key}:abuja`),
        userId: reviewerIdOf(key),
        tournamentId: tournamentIdOf("Abuja Amateur Classic"),
        eventId: defaultEventIdOf(tournamentIdOf("Abuja Amateur Classic")),
        token: ticketToken(`${key}-abuja`),
        priceKobo: toKobo(tournamentPrice("Abuja Amateur Classic")),
        createdAt: daysBefore(now, 30),
      })),
    );
    const matches = DEMO_RESULTS.map(([when, first, second, text], i) => {
      const score = parseScore(text);
      if (!score.ok) throw new Error(`Demo score ${text}: ${score.message}`);
      const tournament = typeof when === "string" ? tournamentOf(when) : null;
      const playedAt = tournament
        ? new Date(tournament.date.getTime() + i * 60 * 60 * 1000)
        : daysBefore(now, Number(when));
      return {
        match: {
          id: demoId(`match:${i + 1}`),
          kind: "singles" as const,
          tournamentId: tournament?.id ?? null,
          tournamentName: tournament?.name ?? null,
          status: "confirmed" as const,
          outcome: "completed" as const,
          score: score.score.text,
          winner: score.score.winner,
          gamesA: score.score.games.a,
          gamesB: score.score.games.b,
          playedAt,
          createdAt: playedAt,
          updatedAt: playedAt,
        },
        players: (
          [
            ["a", first],
            ["b", second],
          ] as const
        ).map(([side, key]) => {
          const user = users.find((u) => u.id === (key === "member" ? MEMBER_ID : reviewerIdOf(key)))!;
          return { matchId: demoId(`match:${i + 1}`), side, slot: 1, userId: user.id, name: user.fullName };
        }),
      };
    });
    await tx.insert(t.clubMatches).values(matches.map((m) => m.match));
    await tx.insert(t.clubMatchPlayers).values(matches.flatMap((m) => m.players));
    // The demo ratings are kept by the same replay as every recorded result.
    await keepRatings(tx, ...matches.map((m) => m.match.playedAt));
    await tx.insert(t.notifications).values([
      {
        id: demoId("notification:member:1"),
        userId: MEMBER_ID,
        title: "Welcome to the club",
        message: "Your account is ready. Explore tournaments, coaches and plans from your dashboard.",
        createdAt: daysBefore(now, 120),
      },
      {
        id: demoId("notification:member:2"),
        userId: MEMBER_ID,
        title: "Coach assigned",
        message: `${MEMBER_COACH} is now your coach. Say hello at your next session!`,
        createdAt: daysBefore(now, 90),
      },
      {
        id: demoId("notification:member:3"),
        userId: MEMBER_ID,
        title: "Membership active",
        message: "Your Premium Quarterly membership is active. Enjoy your member discounts.",
        createdAt: membershipStart,
      },
      {
        id: demoId("notification:member:4"),
        userId: MEMBER_ID,
        title: "Payment failed",
        message: "Your payment for Standard training did not go through. You have not been charged.",
        createdAt: daysBefore(trainingStart, 1),
      },
      {
        id: demoId("notification:member:5"),
        userId: MEMBER_ID,
        title: "Training plan active",
        message: "Your Standard training plan is active for 1 month.",
        createdAt: trainingStart,
      },
      {
        id: demoId("notification:free:1"),
        userId: FREE_ID,
        title: "Welcome to the club",
        message: "Your account is ready. Upgrade to a membership plan for training discounts.",
        createdAt: daysBefore(now, 120),
      },
      {
        id: demoId("notification:pending:1"),
        userId: PENDING_ID,
        title: "Coach request received",
        message: `We're confirming ${PENDING_COACH} as your coach. We'll let you know shortly.`,
        createdAt: pendingTrainingStart,
      },
    ]);
    // The console's inbox and newsletter list have something to show.
    await tx.insert(t.contactMessages).values([
      {
        id: demoId("contact:1"),
        firstName: "Chidinma",
        lastName: "Eze",
        email: "chidinma.eze@example.com",
        phoneNumber: "+2348035550101",
        message: "Do you run coaching sessions for adults on Saturday mornings? I'm a beginner.",
        createdAt: daysBefore(now, 1),
      },
      {
        id: demoId("contact:2"),
        firstName: "Tunde",
        lastName: "Bakare",
        email: "tunde.bakare@example.com",
        phoneNumber: "+2348065550202",
        message: "Can I book a court for a company tournament in March?",
        createdAt: daysBefore(now, 3),
        handledAt: daysBefore(now, 2),
      },
    ]);
    await tx.insert(t.newsletterSubscribers).values([
      {
        id: demoId("newsletter:1"),
        email: "ngozi.adeyemi@example.com",
        status: "confirmed",
        requestedAt: daysBefore(now, 40),
        confirmedAt: daysBefore(now, 40),
      },
      {
        id: demoId("newsletter:2"),
        email: "emeka.obi@example.com",
        status: "confirmed",
        requestedAt: daysBefore(now, 12),
        confirmedAt: daysBefore(now, 11),
      },
      {
        id: demoId("newsletter:3"),
        email: "kemi.alade@example.com",
        status: "pending",
        requestedAt: daysBefore(now, 2),
      },
      {
        id: demoId("newsletter:4"),
        email: "yusuf.bello@example.com",
        status: "unsubscribed",
        requestedAt: daysBefore(now, 90),
        confirmedAt: daysBefore(now, 90),
        unsubscribedAt: daysBefore(now, 20),
      },
    ]);
    await seedTrainingSessions(tx, now, {
      memberId: MEMBER_ID,
      memberCoachId: coachIdOf(MEMBER_COACH),
      staffId: STAFF_ID,
      junior: {
        playerId: family.trainingSubscription.userId,
        coachId: family.coachAssignment.coachId,
        packageKey: family.trainingSubscription.packageKey,
      },
    });
  });
}
