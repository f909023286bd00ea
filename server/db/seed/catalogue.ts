/**
 * The public demo catalogue: coaches, tournaments, plans, training packages and reviews. Its dates
 * are written around one week (tournaments on the Saturday of 28 November 2026) and move with the
 * day the demo data is loaded, in whole weeks (`demoCalendarShift`): there are always past and
 * upcoming tournaments, each on a Saturday, and every demo database loaded in the same week is the
 * same, so a site built once matches them. Ids stay fixed whatever the dates.
 */

import type { BillingPlanOption } from "@/shared/api/contract";
import type { Level, TournamentCategory, TrainingKey } from "@/shared/domain/lists";
import { toKobo } from "@/shared/domain/pricing";
import type { coaches, plans, tournaments, trainingPackages } from "../schema";
import { demoId } from "./ids";

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function coach(coachName: string, level: Level, priceNaira: number, bioInfo: string) {
  const key = slug(coachName);
  return {
    id: demoId(`coach:${key}`),
    coachName,
    imageUrl: `/images/coaches/${key}.jpg`,
    bioInfo,
    level,
    priceKobo: toKobo(priceNaira),
    createdAt: new Date("2026-01-05T09:00:00Z"),
  } satisfies typeof coaches.$inferInsert;
}

export const DEMO_COACHES = [
  coach(
    "Chinedu Okafor",
    "kids amatuer",
    20000,
    "Former school champion in Enugu who makes a child's first rallies fun, with games that build footwork and hand-eye coordination.",
  ),
  coach(
    "Funmilayo Adeyemi",
    "kids amatuer",
    20000,
    "Patient mini-tennis coach with ten years at Ikoyi Club junior clinics; her groups learn to serve, score and play fair.",
  ),
  coach(
    "Kelechi Umeh",
    "kids amatuer",
    18000,
    "Teaches beginners aged 5 to 10 with red and orange balls, and loves seeing a shy player hit their first winner.",
  ),
  coach(
    "Emeka Nwosu",
    "kids mid-level",
    25000,
    "Builds consistent groundstrokes and match habits for juniors moving up to full court and their first tournaments.",
  ),
  coach(
    "Aisha Bello",
    "kids mid-level",
    25000,
    "Kano-born coach who focuses on movement, serve technique and calm under pressure for players aged 10 to 14.",
  ),
  coach(
    "Segun Afolabi",
    "kids mid-level",
    27000,
    "Ran the Ibadan junior league for six seasons; mixes drills with supervised match play every session.",
  ),
  coach(
    "Tunde Bakare",
    "kids professional",
    35000,
    "National junior team assistant coach; prepares talented juniors for ITF events with tailored fitness and tactics.",
  ),
  coach(
    "Ngozi Eze",
    "kids professional",
    38000,
    "Former national under-18 champion who coaches serious juniors on shot selection, scouting and tournament routines.",
  ),
  coach(
    "Halima Yusuf",
    "kids professional",
    35000,
    "Specialist in the modern serve and return game for competitive juniors, with video analysis after each block.",
  ),
  coach(
    "Ibrahim Musa",
    "adult amatuer",
    25000,
    "Gets adults playing real rallies within weeks: grips, simple technique and doubles positioning without the jargon.",
  ),
  coach(
    "Yetunde Ogunleye",
    "adult amatuer",
    25000,
    "Friendly coach for adults returning to the game or starting fresh, with early-morning sessions before work.",
  ),
  coach(
    "Ifeanyi Chukwu",
    "adult amatuer",
    22000,
    "Weekend group coach who pairs technique with fitness, so beginners enjoy club socials from their first month.",
  ),
  coach(
    "Oluwaseun Adebayo",
    "adult mid-level",
    35000,
    "Helps club players break through plateaus: heavier topspin, a reliable second serve and smarter points.",
  ),
  coach(
    "Chiamaka Obi",
    "adult mid-level",
    35000,
    "Doubles specialist who coaches league teams on net play, communication and patterns that win close matches.",
  ),
  coach(
    "Zainab Abubakar",
    "adult mid-level",
    32000,
    "Abuja-based coach focused on consistency and match fitness for players entering amateur tournaments.",
  ),
  coach(
    "Babatunde Lawal",
    "adult professional",
    50000,
    "Former Davis Cup squad member who coaches advanced players on tactics, physical preparation and mental game.",
  ),
  coach(
    "Amaka Okonkwo",
    "adult professional",
    55000,
    "Ex-WTA tour player offering high-intensity sessions, match analysis and tournament planning for serious competitors.",
  ),
  coach(
    "Olumide Fashola",
    "adult professional",
    50000,
    "Performance coach with a sports-science background; builds individual training blocks around each player's calendar.",
  ),
];

export const coachIdOf = (coachName: string) => demoId(`coach:${slug(coachName)}`);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lagos is UTC+1 all year. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
/** The Saturday the catalogue's dates are written around. */
const CATALOGUE_SATURDAY_MS = Date.UTC(2026, 10, 28);

/**
 * How far the catalogue's dates move for data loaded on `seedDay`: from the catalogue's Saturday to
 * the first Saturday on or after that day in Lagos, a whole number of weeks.
 */
export function demoCalendarShift(seedDay: Date): number {
  const lagos = new Date(seedDay.getTime() + LAGOS_OFFSET_MS);
  const day = Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate());
  const saturday = day + ((6 - lagos.getUTCDay() + 7) % 7) * DAY_MS;
  return saturday - CATALOGUE_SATURDAY_MS;
}

/** A catalogue date moved by `shiftMs`. */
export function shiftedDate(isoOrDate: string | Date, shiftMs: number): Date {
  return new Date(new Date(isoOrDate).getTime() + shiftMs);
}

const monthOf = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "Africa/Lagos" }).format(date);
const yearOf = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "Africa/Lagos" }).format(date);

/**
 * A tournament of the catalogue. `key` is the name its fixed id and picture come from; `name`
 * names it on its (moved) date, for names that carry a month or a year.
 */
function tournament(
  key: string,
  isoDate: string,
  location: string,
  time: string,
  priceNaira: number,
  name: (date: Date) => string = () => key,
  category: TournamentCategory = "ATP",
) {
  return (shiftMs: number) => {
    const date = shiftedDate(isoDate, shiftMs);
    return {
      id: tournamentIdOf(key),
      name: name(date),
      date,
      location,
      time,
      priceKobo: toKobo(priceNaira),
      category,
      imageUrl: `/images/tournaments/${slug(key)}.jpg`,
      createdAt: shiftedDate("2026-01-05T09:00:00Z", shiftMs),
    } satisfies typeof tournaments.$inferInsert;
  };
}

const championship = (date: Date) => `${monthOf(date)} Championship ${yearOf(date)}`;

const junior = (key: string, isoDate: string, location: string, time: string, priceNaira: number) =>
  tournament(key, isoDate, location, time, priceNaira, () => key, "juniors");

/**
 * Past tournaments carry the demo match history; upcoming ones are on sale. Times are Lagos (UTC+1).
 * The junior series, open and cups are in the juniors category, the rest are ATP.
 */
const TOURNAMENTS = [
  tournament(
    "December Championship 2025",
    "2025-12-13T09:00:00+01:00",
    "Lagos Lawn Tennis Club, Onikan, Lagos",
    "9:00 AM",
    10000,
    championship,
  ),
  tournament(
    "Kano Amateur Open",
    "2026-03-21T08:30:00+01:00",
    "Kano Club, Bompai Road, Kano",
    "8:30 AM",
    5000,
  ),
  tournament(
    "June Club Championship",
    "2026-06-13T09:00:00+01:00",
    "Ikoyi Club 1938, Ikoyi, Lagos",
    "9:00 AM",
    8000,
    (date) => `${monthOf(date)} Club Championship`,
  ),
  junior(
    "Abeokuta Junior Series",
    "2026-09-19T10:00:00+01:00",
    "MKO Abiola Sports Complex, Abeokuta",
    "10:00 AM",
    3000,
  ),
  tournament("Enugu Club Series", "2026-11-28T09:00:00+01:00", "Enugu Sports Club, Enugu", "9:00 AM", 3000),
  junior("Lagos Junior Open", "2026-12-05T09:00:00+01:00", "Ikoyi Club 1938, Ikoyi, Lagos", "9:00 AM", 5000),
  tournament(
    "December Championship 2026",
    "2026-12-12T09:00:00+01:00",
    "Lagos Lawn Tennis Club, Onikan, Lagos",
    "9:00 AM",
    10000,
    championship,
  ),
  tournament(
    "Abuja Amateur Classic",
    "2027-01-23T08:00:00+01:00",
    "National Stadium Tennis Centre, Abuja",
    "8:00 AM",
    7500,
  ),
  junior(
    "Port Harcourt Under-14 Cup",
    "2027-02-20T10:00:00+01:00",
    "Port Harcourt Club, Port Harcourt",
    "10:00 AM",
    4000,
  ),
  tournament("Ibadan Open", "2027-03-13T09:00:00+01:00", "Liberty Stadium Courts, Ibadan", "9:00 AM", 6000),
  tournament(
    "ATP Challenger Lagos",
    "2027-04-17T11:00:00+01:00",
    "Ikoyi Club 1938, Ikoyi, Lagos",
    "11:00 AM",
    15000,
  ),
  tournament(
    "Mid-Year Doubles Festival",
    "2027-06-12T09:00:00+01:00",
    "Lagos Lawn Tennis Club, Onikan, Lagos",
    "9:00 AM",
    6000,
    (date) => `${monthOf(date)} Doubles Festival`,
  ),
];

/** The demo tournaments for data loaded with dates moved by `shiftMs` (see demoCalendarShift). */
export function demoTournaments(shiftMs: number) {
  return TOURNAMENTS.map((make) => make(shiftMs));
}

/** The catalogue's tournaments on the dates as written. */
export const DEMO_TOURNAMENTS = demoTournaments(0);

/** A demo tournament's fixed id, from its key: the name it has on the catalogue's own dates. */
export function tournamentIdOf(key: string): string {
  return demoId(`tournament:${slug(key)}`);
}

/**
 * 1 month at full price, 6 months 10% off and 12 months 20% off the plan part
 * (docs/decisions/0003-duration-price.md).
 */
const BILLING_PLANS: BillingPlanOption[] = [
  { interval: 1, discountPercentage: 0 },
  { interval: 6, discountPercentage: 10 },
  { interval: 12, discountPercentage: 20 },
];

type PlanInput = Omit<
  typeof plans.$inferInsert,
  "id" | "planPriceKobo" | "billingPlans" | "priceInfo" | "createdAt"
>;

function plan(input: PlanInput & { planPrice: number; filterPrams: Level[] }) {
  const { planPrice, ...rest } = input;
  return {
    ...rest,
    id: demoId(`plan:${input.category}:${slug(input.planName)}`),
    planPriceKobo: toKobo(planPrice),
    priceInfo: "per month, plus your coach's monthly fee",
    billingPlans: BILLING_PLANS,
    createdAt: new Date("2026-01-05T09:00:00Z"),
  } satisfies typeof plans.$inferInsert;
}

export const DEMO_PLANS = [
  plan({
    category: "children",
    sortOrder: 1,
    planName: "Kids Starter",
    planPrice: 15000,
    description: "Two fun group sessions a week for beginners aged 5 to 10, with rackets and balls provided.",
    note: "Pay 6 months at once for 10% off, or 12 months for 20% off.",
    planImage: "/images/plans/kids-starter.jpg",
    filterPrams: ["kids amatuer"],
  }),
  plan({
    category: "children",
    sortOrder: 2,
    planName: "Kids Development",
    planPrice: 22000,
    description: "Three sessions a week for juniors ready for full court, including supervised match play.",
    note: "Pay 6 months at once for 10% off, or 12 months for 20% off.",
    planImage: "/images/plans/kids-development.jpg",
    filterPrams: ["kids amatuer", "kids mid-level"],
  }),
  plan({
    category: "children",
    sortOrder: 3,
    planName: "Kids Elite",
    planPrice: 35000,
    description: "Performance programme for competitive juniors: technique, fitness and a tournament plan.",
    note: "Pay 6 months at once for 10% off, or 12 months for 20% off.",
    planImage: "/images/plans/kids-elite.jpg",
    filterPrams: ["kids mid-level", "kids professional"],
  }),
  plan({
    category: "adult",
    sortOrder: 1,
    planName: "Adult Beginner",
    planPrice: 18000,
    description: "Learn the strokes, the rules and doubles basics in relaxed sessions twice a week.",
    note: "Pay 6 months at once for 10% off, or 12 months for 20% off.",
    planImage: "/images/plans/adult-beginner.jpg",
    filterPrams: ["adult amatuer"],
  }),
  plan({
    category: "adult",
    sortOrder: 2,
    planName: "Adult Improver",
    planPrice: 25000,
    description: "For club players who want more spin, a better serve and smarter tactics in matches.",
    note: "Pay 6 months at once for 10% off, or 12 months for 20% off.",
    planImage: "/images/plans/adult-improver.jpg",
    filterPrams: ["adult amatuer", "adult mid-level"],
  }),
  plan({
    category: "adult",
    sortOrder: 3,
    planName: "Adult Performance",
    planPrice: 40000,
    description: "Intensive coaching and match analysis for competitive players entering tournaments.",
    note: "Pay 6 months at once for 10% off, or 12 months for 20% off.",
    planImage: "/images/plans/adult-performance.jpg",
    filterPrams: ["adult mid-level", "adult professional"],
  }),
  plan({
    category: "special",
    sortOrder: 1,
    planName: "Family Coaching",
    planPrice: 60000,
    description: "One coach for the whole family: shared sessions for parents and children, any level.",
    note: "Pay 6 months at once for 10% off, or 12 months for 20% off.",
    planImage: "/images/plans/family-coaching.jpg",
    filterPrams: ["kids amatuer", "kids mid-level", "adult amatuer", "adult mid-level"],
  }),
  plan({
    category: "special",
    sortOrder: 2,
    planName: "Couples Coaching",
    planPrice: 45000,
    description: "Private sessions for two, built around doubles play and a shared weekly routine.",
    note: "Pay 6 months at once for 10% off, or 12 months for 20% off.",
    planImage: "/images/plans/couples-coaching.jpg",
    filterPrams: ["adult amatuer", "adult mid-level", "adult professional"],
  }),
  plan({
    category: "special",
    sortOrder: 3,
    planName: "Parent and Child Combo",
    planPrice: 38000,
    description: "A junior plan and an adult plan together, with sessions at the same time and court.",
    note: "Pay 6 months at once for 10% off, or 12 months for 20% off.",
    planImage: "/images/plans/parent-child-combo.jpg",
    filterPrams: ["kids amatuer", "kids mid-level", "adult amatuer"],
  }),
];

export const planIdOf = (category: string, planName: string) => demoId(`plan:${category}:${slug(planName)}`);

function trainingPackage(
  key: TrainingKey,
  sortOrder: number,
  name: string,
  info: string,
  oneMonth: number,
  threeMonths: number,
  discountPercent: number,
) {
  return {
    key,
    sortOrder,
    name,
    info,
    discountPercent,
    oneMonthKobo: toKobo(oneMonth),
    threeMonthsKobo: toKobo(threeMonths),
  } satisfies typeof trainingPackages.$inferInsert;
}

/** The club's price list (docs/product.md, Constants). */
/**
 * The membership prices the club opened with (docs/product.md, Constants); the migration that made
 * them data (0011_prices.sql) writes the same rows into a new database.
 */
export const OPENING_MEMBERSHIP_PRICES = [
  { key: "monthly", priceKobo: 600_000, priceUsd: 5 },
  { key: "quarterly", priceKobo: 1_500_000, priceUsd: 10 },
  { key: "yearly", priceKobo: 7_000_000, priceUsd: 50 },
] as const;

export const DEMO_TRAINING_PACKAGES = [
  trainingPackage("regular", 1, "Regular", "Two group sessions a week with a club coach.", 150000, 426000, 5),
  trainingPackage(
    "standard",
    2,
    "Standard",
    "Three sessions a week, one of them one-to-one.",
    216000,
    640000,
    7,
  ),
  trainingPackage(
    "premium",
    3,
    "Premium",
    "Four one-to-one sessions a week with match analysis.",
    270000,
    792000,
    10,
  ),
  trainingPackage(
    "family",
    4,
    "Family",
    "Sessions for up to four family members with one coach.",
    760000,
    1620000,
    15,
  ),
  trainingPackage(
    "couples",
    5,
    "Couples",
    "Private sessions for two, built around doubles play.",
    300000,
    1188000,
    10,
  ),
];

/**
 * Club members who left reviews; they cannot log in (their password hash matches nothing), except
 * Fatima Sani, the demo player account (DEMO_ACCOUNTS.player).
 */
export const DEMO_REVIEWERS = [
  { key: "adaeze-nnamdi", fullName: "Adaeze Nnamdi", level: "adult amatuer" },
  { key: "kunle-adewale", fullName: "Kunle Adewale", level: "adult mid-level" },
  { key: "fatima-sani", fullName: "Fatima Sani", level: "adult professional" },
  { key: "obinna-agu", fullName: "Obinna Agu", level: "kids mid-level" },
  { key: "bisi-coker", fullName: "Bisi Coker", level: "kids amatuer" },
] as const;

export const reviewerIdOf = (key: string) => demoId(`user:${key}`);

/** Club members who play the demo matches (besides the demo member and two reviewers); no login. */
export const DEMO_PLAYERS = [
  { key: "femi-oladipo", fullName: "Femi Oladipo", level: "adult mid-level", dob: "1992-05-14" },
  { key: "ahmed-garba", fullName: "Ahmed Garba", level: "adult professional", dob: "1987-11-02" },
  { key: "sani-danjuma", fullName: "Sani Danjuma", level: "adult amatuer", dob: "1996-02-21" },
  { key: "uche-okoro", fullName: "Uche Okoro", level: "adult amatuer", dob: "1999-07-08" },
  { key: "dayo-ayodele", fullName: "Dayo Ayodele", level: "adult mid-level", dob: "1993-03-30" },
] as const;

/** Demo players who hold a player ticket for the Abuja Amateur Classic (with the demo member). */
export const DEMO_DRAW_ENTRANTS = [
  "kunle-adewale",
  "fatima-sani",
  "femi-oladipo",
  "ahmed-garba",
  "sani-danjuma",
  "uche-okoro",
  "dayo-ayodele",
] as const;

/**
 * The demo results, oldest first: a tournament's key (its matches an hour apart on its day) or
 * "friendly" with the days before loading; the players by key ("member" is the demo member); the
 * score from the first player's side. Recorded through the same score rules and replayed through
 * the same rating code as real results.
 */
export const DEMO_RESULTS: readonly (readonly [string | number, string, string, string])[] = [
  ["December Championship 2025", "member", "kunle-adewale", "4-6 3-6"],
  ["December Championship 2025", "member", "femi-oladipo", "6-3 6-4"],
  ["December Championship 2025", "kunle-adewale", "fatima-sani", "3-6 4-6"],
  ["December Championship 2025", "femi-oladipo", "uche-okoro", "6-4 6-4"],
  ["Kano Amateur Open", "member", "ahmed-garba", "3-6 4-6"],
  ["Kano Amateur Open", "member", "sani-danjuma", "7-5 6-2"],
  ["Kano Amateur Open", "fatima-sani", "ahmed-garba", "6-3 6-2"],
  ["Kano Amateur Open", "kunle-adewale", "sani-danjuma", "6-4 6-3"],
  ["Kano Amateur Open", "uche-okoro", "dayo-ayodele", "6-3 3-6 10-8"],
  ["June Club Championship", "member", "uche-okoro", "6-2 6-3"],
  ["June Club Championship", "member", "dayo-ayodele", "6-4 3-6 7-5"],
  ["June Club Championship", "member", "femi-oladipo", "2-6 6-7(4)"],
  ["June Club Championship", "member", "kunle-adewale", "6-4 6-4"],
  ["June Club Championship", "fatima-sani", "kunle-adewale", "6-3 7-6(5)"],
  ["June Club Championship", "ahmed-garba", "dayo-ayodele", "6-4 6-4"],
  ["June Club Championship", "sani-danjuma", "femi-oladipo", "4-6 6-3 10-6"],
  [25, "member", "ahmed-garba", "6-4 7-5"],
  [18, "fatima-sani", "femi-oladipo", "6-2 6-3"],
  [10, "member", "fatima-sani", "6-4 4-6 10-8"],
  [5, "kunle-adewale", "dayo-ayodele", "6-3 6-4"],
];

export const DEMO_REVIEWS: {
  coach: string;
  reviewer: string;
  rating: number;
  comment: string;
  date: string;
}[] = [
  {
    coach: "Oluwaseun Adebayo",
    reviewer: "kunle-adewale",
    rating: 5,
    comment: "My second serve finally holds up in matches. Clear drills and honest feedback.",
    date: "2026-05-10T18:20:00Z",
  },
  {
    coach: "Oluwaseun Adebayo",
    reviewer: "adaeze-nnamdi",
    rating: 4,
    comment: "Great sessions, very organised. Would love a few more evening slots.",
    date: "2026-07-02T17:05:00Z",
  },
  {
    coach: "Chiamaka Obi",
    reviewer: "kunle-adewale",
    rating: 5,
    comment: "Our doubles team won the league after a season with Chiamaka.",
    date: "2026-04-14T16:45:00Z",
  },
  {
    coach: "Babatunde Lawal",
    reviewer: "fatima-sani",
    rating: 5,
    comment: "Tactical sessions are on another level. I read the game much better now.",
    date: "2026-03-30T10:15:00Z",
  },
  {
    coach: "Amaka Okonkwo",
    reviewer: "fatima-sani",
    rating: 4,
    comment: "Demanding but worth it. My fitness and footwork improved a lot.",
    date: "2026-08-21T09:40:00Z",
  },
  {
    coach: "Ibrahim Musa",
    reviewer: "adaeze-nnamdi",
    rating: 5,
    comment: "I had never held a racket and was rallying within a month.",
    date: "2026-02-18T19:00:00Z",
  },
  {
    coach: "Yetunde Ogunleye",
    reviewer: "adaeze-nnamdi",
    rating: 4,
    comment: "Friendly and patient, perfect for getting back into tennis.",
    date: "2026-06-06T07:30:00Z",
  },
  {
    coach: "Funmilayo Adeyemi",
    reviewer: "bisi-coker",
    rating: 5,
    comment: "My daughter can't wait for Saturday clinics. Thank you!",
    date: "2026-05-23T12:10:00Z",
  },
  {
    coach: "Emeka Nwosu",
    reviewer: "obinna-agu",
    rating: 4,
    comment: "Good mix of drills and games, my son's forehand is much steadier.",
    date: "2026-09-01T15:25:00Z",
  },
  {
    coach: "Tunde Bakare",
    reviewer: "obinna-agu",
    rating: 5,
    comment: "Prepared us brilliantly for the Abeokuta Junior Series.",
    date: "2026-09-27T14:00:00Z",
  },
  {
    coach: "Aisha Bello",
    reviewer: "bisi-coker",
    rating: 3,
    comment: "Knows her stuff; sessions sometimes start late.",
    date: "2026-04-03T11:50:00Z",
  },
];
