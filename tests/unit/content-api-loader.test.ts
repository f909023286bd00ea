/** The club API loaders against a local HTTP server: contents, ids, order, failures and the last good data. */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@/lib/api/test-http-server";
import { type ClubApiCollection, clubApiLoader } from "@/lib/content/club-api-loaders";
import {
  CoachEntry,
  DrawEntry,
  GroupsEntry,
  LadderEntry,
  MembershipPriceEntry,
  OrderOfPlayEntry,
  PlanEntry,
  TournamentEntry,
  TournamentEventEntry,
  TrainingPackageEntry,
} from "@/lib/content/entry-schemas";
import type { ContentSettings } from "@/lib/content/settings";
import { plansOfCategory, tournamentsForDisplay } from "@/lib/content/site-data-rules";
import type { Coach, MembershipPrice, Plan, Tournament, TrainingPackage } from "@/shared/api/contract";
import { pricedMembershipPlans } from "@/shared/domain/membership-plans";
import { fakeLoaderContext } from "./content-loader-context";

const tournament = (_id: string, name: string): Tournament => ({
  _id,
  name,
  date: "2026-12-12T09:00:00+01:00",
  location: "Lagos Lawn Tennis Club, Onikan",
  time: "9:00 AM",
  price: 5000,
  tournamentImgURL: "/images/tournaments/december.jpg",
});

const coach: Coach = {
  _id: "c1",
  id: "c1",
  coachName: "Emeka Nwosu",
  imageUrl: "/images/coaches/emeka.jpg",
  bioInfo: "Builds consistent groundstrokes.",
  level: "kids mid-level",
  price: 40000,
  avgRate: 4.5,
  comment: [],
};

const plan = (_id: string, category: Plan["category"]): Plan => ({
  _id,
  category,
  planName: `${category} plan ${_id}`,
  planPrice: 30000,
  priceInfo: "per month",
  description: "Weekly group sessions.",
  note: "Pay 6 months at once for 10% off.",
  planImage: "/images/plans/plan.jpg",
  filterPrams: ["kids amatuer"],
  billingPlans: [
    { interval: 1, discountPercentage: 0 },
    { interval: 6, discountPercentage: 10 },
  ],
});

const regular: TrainingPackage = {
  key: "regular",
  name: "Regular",
  info: "Two sessions a week",
  discount: 5,
  plans: [
    { label: "1 Month", price: 150000 },
    { label: "3 Months", price: 426000 },
  ],
};

const ANSWERS: Record<string, unknown> = {
  "/api/tour/admin/getTournaments": {
    tours: [tournament("t1", "Kano Amateur Open"), tournament("t2", "Lagos Junior Open")],
    more: false,
  },
  "/api/coach/getCoaches/all": { coaches: [coach] },
  "/api/plan/getPlans/children": { plans: [plan("k1", "children"), plan("k2", "children")] },
  "/api/plan/getPlans/adult": { plans: [plan("a1", "adult")] },
  "/api/plan/getPlans/special": { plans: [plan("s1", "special")] },
  "/api/plan/training-packages": { packages: [regular] },
  "/api/plan/membership-prices": {
    prices: [
      { key: "monthly", priceNGN: 6500, priceUSD: 5 },
      { key: "quarterly", priceNGN: 15000, priceUSD: 10 },
      { key: "yearly", priceNGN: 60000, priceUSD: 45 },
    ],
  },
  "/api/ladder": { adults: [{ rank: 1, name: "Ada O.", rating: 9.2 }], juniors: [] },
  "/api/tournaments/events": {
    events: [
      {
        _id: "e1",
        tournamentId: "t2",
        name: "Under-12 Singles",
        gender: "open",
        kind: "singles",
        underAge: 12,
        minAge: null,
        ageCutoff: "2026-12-31",
        levels: [],
        capacity: 8,
        fee: 3000,
        entryDeadline: null,
        entriesOpen: true,
        entries: 3,
        placesLeft: 5,
        waiting: 0,
      },
    ],
  },
  "/api/tournaments/draws": {
    draws: [
      {
        tournamentId: "t1",
        tournamentName: "Kano Amateur Open",
        date: "2026-11-20T08:00:00.000Z",
        rounds: [
          [
            {
              roundName: "Final",
              a: { name: "Ada O.", seed: 1 },
              b: { name: "Bayo K.", seed: 2 },
              winner: "a",
              score: "6-3 6-4",
            },
          ],
        ],
        medallists: { winner: "Ada O.", runnerUp: "Bayo K." },
        consolation: null,
      },
    ],
  },
};

const SCHEMAS = {
  tournaments: TournamentEntry,
  recentTournaments: TournamentEntry,
  coaches: CoachEntry,
  plans: PlanEntry,
  trainingPackages: TrainingPackageEntry,
  membershipPrices: MembershipPriceEntry,
  draws: DrawEntry,
  groups: GroupsEntry,
  ordersOfPlay: OrderOfPlayEntry,
  tournamentEvents: TournamentEventEntry,
  ladder: LadderEntry,
};

let api: TestHttpServer;
let cacheDir: string;

beforeAll(async () => {
  api = await startTestHttpServer();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.requests.length = 0;
  api.handle((request, response) => {
    const body = ANSWERS[request.url];
    if (body) sendJson(response, 200, body);
    else sendJson(response, 404, { message: "Not found" });
  });
  cacheDir = await mkdtemp(path.join(tmpdir(), "content-cache-"));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

function settings(overrides: Partial<ContentSettings> = {}): ContentSettings {
  return {
    sanity: null,
    contentDir: "/nonexistent",
    clubApiUrl: `${api.origin}/api`,
    cacheDir,
    useLastGoodData: false,
    ...overrides,
  };
}

async function load(collection: ClubApiCollection, overrides: Partial<ContentSettings> = {}) {
  const fake = fakeLoaderContext(collection, SCHEMAS[collection]);
  await clubApiLoader(collection, settings(overrides)).load(fake.context);
  return fake;
}

const dataOf = (entries: Map<string, { data: Record<string, unknown> }>) =>
  [...entries.values()].map((entry) => entry.data);

describe("clubApiLoader", () => {
  it("reads every page of the upcoming tournaments, the whole list in the API's order", async () => {
    const pages: Record<string, unknown> = {
      "/api/tour/admin/getTournaments": { tours: [tournament("t2", "B"), tournament("t1", "A")], more: true },
      "/api/tour/admin/getTournaments?after=t2": { tours: [tournament("t3", "C")], more: false },
    };
    api.handle((request, response) => {
      const body = pages[request.url ?? ""];
      if (body) sendJson(response, 200, body);
      else sendJson(response, 404, { message: "Not found" });
    });
    const { entries } = await load("tournaments");
    expect(api.requests.map((request) => request.url)).toEqual([
      "/api/tour/admin/getTournaments",
      "/api/tour/admin/getTournaments?after=t2",
    ]);
    expect(dataOf(entries).map((t) => [t._id, t.position])).toEqual([
      ["t3", 0],
      ["t2", 1],
      ["t1", 2],
    ]);
  });

  it("stores the tournaments under their ids, each with its place in the API's answer", async () => {
    const { entries } = await load("tournaments");
    expect(api.requests.map((request) => request.url)).toEqual(["/api/tour/admin/getTournaments"]);
    expect([...entries.keys()]).toEqual(["t1", "t2"]);
    expect(entries.get("t2")?.data).toEqual({ ...tournament("t2", "Lagos Junior Open"), position: 1 });
    const display = tournamentsForDisplay(dataOf(entries) as Array<Tournament & { position: number }>);
    expect(display.map((t) => t._id)).toEqual(["t2", "t1"]);
  });

  it("reads the plans of all three categories, each keeping its category", async () => {
    const { entries } = await load("plans");
    expect(api.requests.map((request) => request.url).sort()).toEqual([
      "/api/plan/getPlans/adult",
      "/api/plan/getPlans/children",
      "/api/plan/getPlans/special",
    ]);
    const plans = dataOf(entries) as Array<Plan & { position: number }>;
    expect(plansOfCategory(plans, "children").map((p) => p._id)).toEqual(["k1", "k2"]);
    expect(plansOfCategory(plans, "adult").map((p) => p._id)).toEqual(["a1"]);
    expect(plansOfCategory(plans, "special").map((p) => p._id)).toEqual(["s1"]);
  });

  it("stores the tournaments' events under their ids, with whom they admit and their places left", async () => {
    const { entries } = await load("tournamentEvents");
    expect(api.requests.map((request) => request.url)).toEqual(["/api/tournaments/events"]);
    expect(entries.get("e1")?.data).toMatchObject({
      tournamentId: "t2",
      underAge: 12,
      placesLeft: 5,
      position: 0,
    });
  });

  it("names training packages by their key and coaches by their id", async () => {
    expect([...(await load("trainingPackages")).entries.keys()]).toEqual(["regular"]);
    expect((await load("coaches")).entries.get("c1")?.data.coachName).toBe("Emeka Nwosu");
  });

  it("stores the membership prices under their plan's key, in the API's order: what the plan cards are priced from", async () => {
    const { entries } = await load("membershipPrices");
    expect(api.requests.map((request) => request.url)).toEqual(["/api/plan/membership-prices"]);
    expect([...entries.keys()]).toEqual(["monthly", "quarterly", "yearly"]);
    const prices = dataOf(entries) as Array<MembershipPrice & { position: number }>;
    expect(pricedMembershipPlans(prices).map((p) => [p.key, p.priceNGN, p.extra])).toEqual([
      ["free", 0, ""],
      ["monthly", 6500, ""],
      ["quarterly", 15000, "Save 23% on this plan"],
      ["yearly", 60000, "Save 23% on this plan"],
    ]);
  });

  it("stores the published draws under their tournament's id", async () => {
    const { entries } = await load("draws");
    expect([...entries.keys()]).toEqual(["t1"]);
    expect(dataOf(entries)[0]).toMatchObject({ medallists: { winner: "Ada O." }, position: 0 });
  });

  it("stores the ladder as one entry per age group, adults first", async () => {
    const { entries } = await load("ladder");
    expect(dataOf(entries)).toEqual([
      { group: "adults", players: [{ rank: 1, name: "Ada O.", rating: 9.2 }], position: 0 },
      { group: "juniors", players: [], position: 1 },
    ]);
  });

  it("keeps every good answer as the last good data", async () => {
    await load("coaches");
    expect(existsSync(path.join(cacheDir, "coach-getCoaches-all.json"))).toBe(true);
  });

  it("fails with what to do when the API cannot be reached", async () => {
    const gone = await startTestHttpServer();
    await gone.close();
    const url = `${gone.origin}/api`;
    const failure = load("tournaments", { clubApiUrl: url });
    await expect(failure).rejects.toThrow(`Could not reach the club API at ${url}/tour/admin/getTournaments`);
    await expect(failure).rejects.toThrow("Start it with npm start, or set USE_LAST_GOOD_DATA=true");
  });

  it("fails on an error status or an answer that breaks the contract", async () => {
    api.handle((_request, response) => sendJson(response, 500, { message: "Internal error" }));
    await expect(load("coaches")).rejects.toThrow(/answered 500/);
    api.handle((_request, response) => sendJson(response, 200, { coaches: [{ ...coach, price: "forty" }] }));
    await expect(load("coaches")).rejects.toThrow(/answered data the site cannot use: coaches\.0\.price/);
  });

  it("builds from the last good data when asked to and the API is down", async () => {
    await load("tournaments");
    api.handle((_request, response) => sendJson(response, 503, { message: "Down" }));
    await expect(load("tournaments")).rejects.toThrow(/answered 503/);
    const { entries, warnings } = await load("tournaments", { useLastGoodData: true });
    expect([...entries.keys()]).toEqual(["t1", "t2"]);
    expect(warnings[0]).toContain("Using the last good data from");
  });

  it("still fails when asked for the last good data and there is none", async () => {
    api.handle((_request, response) => sendJson(response, 503, { message: "Down" }));
    await expect(load("coaches", { useLastGoodData: true })).rejects.toThrow(/no usable last good data/);
  });
});
