/**
 * Five years of a 2,000-player club, for the scale step: the demo data (its accounts sign in with
 * their published passwords) and, around it, 2,000 players (a third juniors in families), 300
 * tournaments, 30,000 tickets, 50,000 payments with refunds, 20,000 results, 200,000 notifications
 * and five years of training groups, sessions and attendance. The demo member is one of the club's
 * busiest players: a result most weeks, a ticket to every other tournament, hundreds of payments and
 * a thousand notifications, so the member reads measured are those of a big history.
 *
 * Deterministic: a seeded generator and times counted from the seeding day's midnight (UTC), so two
 * fills on the same day hold the same rows. Inserted in bulk through the server's own schema and
 * database layer (as `content-growth.ts` fills a database), then the kept ratings replayed once.
 */
import { sql } from "drizzle-orm";
import type { Level } from "@/shared/domain/lists";
import { GUARDIAN_RELATIONSHIPS } from "@/shared/domain/lists";
import type { Database } from "../../server/db/client";
import * as t from "../../server/db/schema";
import { DEMO_COACHES, DEMO_TOURNAMENTS } from "../../server/db/seed/catalogue";
import { defaultEventIdOf, demoEvents } from "../../server/db/seed/events";
import { demoId } from "../../server/db/seed/ids";
import { ADMIN_ID, MEMBER_ID, seedDemoData } from "../../server/db/seed/index";
import { keepRatings } from "../../server/lib/ratings";

/** The sizes the scale step fills: five years of a 2,000-player club. */
export const CLUB_SCALE = {
  players: 2_000,
  tournaments: 300,
  tickets: 30_000,
  payments: 50_000,
  results: 20_000,
  notifications: 200_000,
  years: 5,
} as const;

export type ClubScale = Readonly<Record<keyof typeof CLUB_SCALE, number>>;

/** Rows written per table, for the report. */
export type FillCounts = Record<string, number>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const BATCH = 1_000;

/** mulberry32: a small seeded generator, so every fill is the same. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const FIRST = [
  "Ade",
  "Bola",
  "Chika",
  "Dayo",
  "Emeka",
  "Funmi",
  "Gbenga",
  "Halima",
  "Ife",
  "Jide",
  "Kemi",
  "Lola",
];
const LAST = ["Okafor", "Adeyemi", "Bello", "Eze", "Ibrahim", "Nwosu", "Ogunleye", "Musa", "Obi", "Sani"];
const ADULT_LEVELS: Level[] = ["adult amatuer", "adult mid-level", "adult professional"];
const KID_LEVELS: Level[] = ["kids amatuer", "kids mid-level", "kids professional"];
const SETS = [
  ["6-4 6-3", 12, 7],
  ["6-2 6-1", 12, 3],
  ["7-5 3-6 6-4", 16, 15],
  ["4-6 6-3 6-2", 16, 11],
  ["6-7 6-4 7-6", 19, 17],
] as const;

async function insertAll<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<number> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
  return rows.length;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Fills an empty, migrated database: the demo data, then the club around it. `now` is the seeding
 * moment; everything is counted from its day.
 */
export async function fillClub(db: Database, now: Date, scale: ClubScale = CLUB_SCALE): Promise<FillCounts> {
  await seedDemoData(db, now);
  const random = generator(20_260_101);
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const start = new Date(today.getTime() - scale.years * 365 * DAY_MS);
  const span = today.getTime() - start.getTime();
  const at = (fraction: number) => new Date(start.getTime() + Math.floor(fraction * span));
  const counts: FillCounts = {};

  // Players: two thirds adults, some of them guardians of the third who are juniors.
  const juniorCount = Math.floor(scale.players / 3);
  const adultCount = scale.players - juniorCount;
  const players: (typeof t.users.$inferInsert)[] = [];
  for (let i = 0; i < scale.players; i++) {
    const junior = i >= adultCount;
    const name = `${random.pick(FIRST)} ${random.pick(LAST)} ${i + 1}`;
    const birthYear = today.getUTCFullYear() - (junior ? 6 + random.int(11) : 19 + random.int(45));
    players.push({
      id: demoId(`scale:user:${i}`),
      fullName: name,
      email: junior ? null : `player${i + 1}@scale.example.com`,
      username: `scale-player-${i + 1}`,
      passwordHash: null,
      dob: `${birthYear}-${String(1 + random.int(12)).padStart(2, "0")}-${String(1 + random.int(28)).padStart(2, "0")}`,
      phoneNumber: `+23480${String(30_000_000 + i).padStart(8, "0")}`,
      role: "student",
      level: junior ? random.pick(KID_LEVELS) : random.pick(ADULT_LEVELS),
      createdAt: at(random.next() * 0.9),
    });
  }
  counts.users = await insertAll(players, (rows) => db.insert(t.users).values(rows));
  const adults = players.slice(0, adultCount).map((p) => p.id!);
  const juniors = players.slice(adultCount).map((p) => p.id!);

  // Families: each guardian one to three juniors.
  const guardianOf = new Map<string, string>();
  const guardianships: (typeof t.guardianships.$inferInsert)[] = [];
  const juniorDetails: (typeof t.juniorDetails.$inferInsert)[] = [];
  let guardianIndex = 0;
  for (let j = 0; j < juniors.length; ) {
    const guardian = adults[guardianIndex++ % adults.length]!;
    const size = 1 + random.int(3);
    for (const junior of juniors.slice(j, j + size)) {
      guardianOf.set(junior, guardian);
      guardianships.push({
        id: demoId(`scale:guardianship:${junior}`),
        guardianId: guardian,
        playerId: junior,
        relationship: random.pick(GUARDIAN_RELATIONSHIPS),
        status: "active",
        acceptedAt: start,
      });
      juniorDetails.push({
        playerId: junior,
        emergencyContactName: "Family contact",
        emergencyContactPhone: "+2348030000000",
        photoConsent: random.next() < 0.5,
      });
    }
    j += size;
  }
  counts.guardianships = await insertAll(guardianships, (rows) => db.insert(t.guardianships).values(rows));
  await insertAll(juniorDetails, (rows) => db.insert(t.juniorDetails).values(rows));

  // Tournaments: five years of them, the last few still ahead.
  const tournaments: (typeof t.tournaments.$inferInsert)[] = [];
  for (let i = 0; i < scale.tournaments; i++) {
    const model = DEMO_TOURNAMENTS[i % DEMO_TOURNAMENTS.length]!;
    tournaments.push({
      ...model,
      id: demoId(`scale:tournament:${i}`),
      name: `${model.name} ${i + 1}`,
      date: new Date(
        start.getTime() + Math.floor(((i + 0.5) / (scale.tournaments - 5)) * span) + 10 * 3600_000,
      ),
      createdAt: at(Math.max(0, (i - 10) / scale.tournaments)),
    });
  }
  counts.tournaments = await insertAll(tournaments, (rows) => db.insert(t.tournaments).values(rows));
  // Each its one event admitting whom its category admits, as a tournament staff create gets.
  await insertAll(demoEvents(tournaments.map((x) => ({ ...x, id: x.id!, date: x.date! }))), (rows) =>
    db.insert(t.tournamentEvents).values(rows),
  );
  const pastTournaments = tournaments.filter((x) => x.date!.getTime() < today.getTime());

  // Payments: a paid ticket each (the demo member to every other tournament), the rest memberships
  // and training, some failed or abandoned; a few tickets refunded (and voided).
  const transactions: (typeof t.transactions.$inferInsert)[] = [];
  const tickets: (typeof t.tickets.$inferInsert)[] = [];
  const refunds: (typeof t.refunds.$inferInsert)[] = [];
  const payment = (
    key: string,
    userId: string,
    kind: "ticket" | "membership" | "training",
    amountKobo: number,
    created: Date,
    description: string,
    status: "complete" | "failed" | "abandoned",
    metadata: Record<string, unknown>,
  ) => {
    const id = demoId(`scale:transaction:${key}`);
    transactions.push({
      id,
      userId,
      payerId: guardianOf.get(userId) ?? userId,
      reference: `scale-${key}`,
      kind,
      amountKobo,
      status,
      description,
      metadata,
      channel: "card",
      ...(status === "complete" ? { fulfilledAt: created, paidAt: created, verifiedAt: created } : {}),
      createdAt: created,
      updatedAt: created,
    });
    return id;
  };
  const perTournament = Math.floor(scale.tickets / scale.tournaments);
  for (const [index, tournament] of tournaments.entries()) {
    const holders = new Set<string>(index % 2 === 0 ? [MEMBER_ID] : []);
    while (holders.size < perTournament) holders.add(random.pick(random.next() < 0.8 ? adults : juniors));
    for (const userId of holders) {
      const created = new Date(tournament.date!.getTime() - (1 + random.int(40)) * DAY_MS);
      const key = `ticket:${tournament.id}:${userId}`;
      const transactionId = payment(
        key,
        userId,
        "ticket",
        tournament.priceKobo!,
        created,
        `Ticket: ${tournament.name}`,
        "complete",
        {
          tournamentId: tournament.id,
        },
      );
      const refunded = random.next() < 0.03;
      tickets.push({
        id: demoId(`scale:ticket:${tournament.id}:${userId}`),
        userId,
        tournamentId: tournament.id!,
        eventId: defaultEventIdOf(tournament.id!),
        token: `TS-${demoId(`scale:token:${key}`).slice(0, 12).toUpperCase()}`,
        priceKobo: tournament.priceKobo!,
        transactionId,
        createdAt: created,
        ...(refunded ? { voidedAt: new Date(created.getTime() + DAY_MS) } : {}),
      });
      if (refunded)
        refunds.push({
          id: demoId(`scale:refund:${key}`),
          transactionId,
          providerRefundId: `scale-refund-${refunds.length + 1}`,
          amountKobo: tournament.priceKobo!,
          status: "processed",
          cause: "staff",
          reason: "Could not attend",
          requestedBy: ADMIN_ID,
          createdAt: new Date(created.getTime() + DAY_MS),
        });
    }
  }
  const memberPayments = 300;
  for (let i = 0; transactions.length < scale.payments; i++) {
    const userId = i < memberPayments ? MEMBER_ID : random.pick(random.next() < 0.75 ? adults : juniors);
    const training = random.next() < 0.4;
    const roll = random.next();
    const status = roll < 0.9 ? "complete" : roll < 0.96 ? "failed" : "abandoned";
    const created = at(random.next());
    if (training)
      payment(`other:${i}`, userId, "training", 216_000_00, created, "Standard training, 1 month", status, {
        package: "standard",
        duration: "1month",
      });
    else
      payment(
        `other:${i}`,
        userId,
        "membership",
        15_000_00,
        created,
        "Premium Quarterly membership",
        status,
        {
          plan: "quarterly",
          autoRenew: false,
        },
      );
  }
  counts.payments = await insertAll(transactions, (rows) => db.insert(t.transactions).values(rows));
  counts.tickets = await insertAll(tickets, (rows) => db.insert(t.tickets).values(rows));
  counts.refunds = await insertAll(refunds, (rows) => db.insert(t.refunds).values(rows));

  // Memberships: most adults hold or held one; a third of them current.
  const memberships = adults
    .filter(() => random.next() < 0.7)
    .map((userId) => {
      const ends = at(0.6 + random.next() * 0.5);
      return {
        userId,
        plan: "quarterly" as const,
        startsAt: new Date(ends.getTime() - 90 * DAY_MS),
        endsAt: ends,
      };
    });
  counts.memberships = await insertAll(memberships, (rows) => db.insert(t.memberships).values(rows));

  // Results: a fifth doubles, most played at tournaments, the demo member in one in fifty.
  const matches: (typeof t.clubMatches.$inferInsert)[] = [];
  const sides: (typeof t.clubMatchPlayers.$inferInsert)[] = [];
  const names = new Map(players.map((p) => [p.id!, p.fullName!]));
  for (let i = 0; i < scale.results; i++) {
    const doubles = random.next() < 0.2;
    const chosen = new Set<string>(i % 50 === 0 ? [MEMBER_ID] : []);
    const pool = random.next() < 0.75 ? adults : juniors;
    while (chosen.size < (doubles ? 4 : 2)) chosen.add(random.pick(pool));
    const [score, gamesWinner, gamesLoser] = random.pick(SETS);
    const winner = random.next() < 0.5 ? "a" : "b";
    const playedAt = at((i + random.next()) / scale.results);
    const tournament =
      random.next() < 0.7
        ? pastTournaments[Math.floor((i / scale.results) * pastTournaments.length)]
        : undefined;
    const id = demoId(`scale:match:${i}`);
    matches.push({
      id,
      kind: doubles ? "doubles" : "singles",
      tournamentId: tournament?.id ?? null,
      tournamentName: tournament?.name ?? null,
      round: tournament ? "Round 1" : null,
      status: "confirmed",
      outcome: "completed",
      score,
      winner,
      gamesA: winner === "a" ? gamesWinner : gamesLoser,
      gamesB: winner === "a" ? gamesLoser : gamesWinner,
      playedAt,
      createdAt: playedAt,
      updatedAt: playedAt,
    });
    [...chosen].forEach((userId, k) => {
      sides.push({
        matchId: id,
        side: k % 2 === 0 ? "a" : "b",
        slot: k < 2 ? 1 : 2,
        userId,
        name: names.get(userId) ?? "Demo Member",
      });
    });
  }
  counts.results = await insertAll(matches, (rows) => db.insert(t.clubMatches).values(rows));
  await insertAll(sides, (rows) => db.insert(t.clubMatchPlayers).values(rows));

  // Notifications: a hundred a player on average, a thousand for the demo member; most read.
  const memberNotifications = 1_000;
  const everyone = [...adults, ...juniors];
  const notices: (typeof t.notifications.$inferInsert)[] = [];
  const flush = async () => {
    await db.insert(t.notifications).values(notices.splice(0));
  };
  for (let i = 0; i < scale.notifications; i++) {
    const userId = i < memberNotifications ? MEMBER_ID : everyone[i % everyone.length]!;
    const created = at(random.next());
    notices.push({
      id: demoId(`scale:notification:${i}`),
      userId,
      title: "Club news",
      message: `Notice ${i + 1}: courts 3 and 4 are resurfaced this week.`,
      readAt: random.next() < 0.95 ? new Date(created.getTime() + DAY_MS) : null,
      createdAt: created,
    });
    if (notices.length === BATCH) await flush();
  }
  if (notices.length > 0) await flush();
  counts.notifications = scale.notifications;

  // Training: each demo coach a weekly group per half year, twice a week, eight players each, the
  // demo member in every group of their coach's level; attendance taken at every past session.
  const groups: (typeof t.trainingGroups.$inferInsert)[] = [];
  const sessions: (typeof t.trainingSessions.$inferInsert)[] = [];
  const places: (typeof t.groupPlaces.$inferInsert)[] = [];
  const attendance: (typeof t.sessionAttendance.$inferInsert)[] = [];
  const halfYears = scale.years * 2;
  for (let h = 0; h < halfYears; h++) {
    for (const [c, coach] of DEMO_COACHES.entries()) {
      const kids = coach.level.startsWith("kids");
      const groupId = demoId(`scale:group:${h}:${c}`);
      const from = new Date(start.getTime() + h * 182 * DAY_MS);
      const to = new Date(from.getTime() + 175 * DAY_MS);
      groups.push({
        id: groupId,
        name: `${coach.coachName.split(" ")[0]}'s ${kids ? "juniors" : "adults"} ${h + 1}`,
        kind: "group",
        packageKey: kids ? "family" : "regular",
        coachId: coach.id,
        venue: `Court ${(c % 6) + 1}`,
        levels: kids ? KID_LEVELS : ADULT_LEVELS,
        capacity: 8,
        startsOn: isoDay(from),
        endsOn: isoDay(to),
        minutes: 90,
        weekly: [
          { weekday: (c % 5) + 1, time: "17:00" },
          { weekday: ((c + 2) % 5) + 1, time: "17:00" },
        ],
        createdBy: ADMIN_ID,
        createdAt: from,
      });
      const members = new Set<string>(!kids && c === 0 ? [MEMBER_ID] : []);
      while (members.size < 8) members.add(random.pick(kids ? juniors : adults));
      for (const userId of members)
        places.push({ groupId, userId, state: "placed", queuedAt: from, placedAt: from, placedBy: ADMIN_ID });
      for (let day = 0; day < 175; day += 1) {
        const startsAt = new Date(from.getTime() + day * DAY_MS + 16 * 3600_000);
        const weekday = ((startsAt.getUTCDay() + 6) % 7) + 1;
        if (weekday !== (c % 5) + 1 && weekday !== ((c + 2) % 5) + 1) continue;
        const sessionId = demoId(`scale:session:${groupId}:${day}`);
        sessions.push({
          id: sessionId,
          groupId,
          coachId: coach.id,
          venue: `Court ${(c % 6) + 1}`,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 90 * 60_000),
        });
        if (startsAt.getTime() >= today.getTime()) continue;
        for (const userId of members) {
          const roll = random.next();
          attendance.push({
            sessionId,
            userId,
            mark: roll < 0.8 ? "present" : roll < 0.88 ? "late" : roll < 0.95 ? "absent" : "excused",
            markedAt: startsAt,
            markedBy: ADMIN_ID,
          });
        }
      }
    }
  }
  counts.trainingGroups = await insertAll(groups, (rows) => db.insert(t.trainingGroups).values(rows));
  counts.trainingSessions = await insertAll(sessions, (rows) => db.insert(t.trainingSessions).values(rows));
  await insertAll(places, (rows) => db.insert(t.groupPlaces).values(rows));
  counts.attendance = await insertAll(attendance, (rows) => db.insert(t.sessionAttendance).values(rows));

  // The kept ratings, replayed once from the first result (docs/decisions/0152-kept-ratings.md).
  await db.transaction(async (tx) => keepRatings(tx, start));
  await db.execute(sql`analyze`);
  return counts;
}
