/** The document loader reading Sanity, against a local stand-in of Sanity's HTTP query API. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@sanity/client";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@/lib/api/test-http-server";
import { type DocumentLoaderOptions, documentLoader } from "@/lib/content/document-loader";
import { orUnavailableMarker, UNAVAILABLE_ENTRY_ID } from "@/lib/content/entry-schemas";
import { SANITY_QUERIES } from "@/lib/content/queries";
import { AtpContent, FooterLinks, Post, Review, Video } from "@/lib/content/schemas";
import { type ContentSettings, SANITY_TIME_LIMIT_MS, sanityClientConfig } from "@/lib/content/settings";
import { reviewsResult } from "@/lib/content/site-data-rules";
import { fakeLoaderContext } from "./content-loader-context";

const QUERY_PATH = "/v2023-08-27/data/query/production";

let sanity: TestHttpServer;
let cacheDir: string;

beforeAll(async () => {
  sanity = await startTestHttpServer();
});
afterAll(() => sanity.close());
beforeEach(async () => {
  sanity.requests.length = 0;
  cacheDir = await mkdtemp(path.join(tmpdir(), "content-cache-"));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

function settings(overrides: Partial<ContentSettings> = {}): ContentSettings {
  return {
    sanity: {
      projectId: "abc123",
      dataset: "production",
      apiVersion: "2023-08-27",
      token: undefined,
      apiHost: sanity.origin,
    },
    contentDir: "/nonexistent",
    clubApiUrl: "http://127.0.0.1:1/api",
    cacheDir,
    useLastGoodData: false,
    ...overrides,
  };
}

/** Sanity answers `result` to every query. */
function answer(result: unknown) {
  sanity.handle((_request, response) => sendJson(response, 200, { result, ms: 3 }));
}

/** The build's client against the stand-in, retrying after 5 ms instead of half a second. */
const fastClient = (from: ContentSettings) =>
  createClient({ ...sanityClientConfig(from.sanity!), retryDelay: () => 5 });

/** Loader options without the source, which `sanityLoader` adds (one per kind of loader). */
type OptionsWithoutSource = DocumentLoaderOptions extends infer T
  ? T extends DocumentLoaderOptions
    ? Omit<T, "settings" | "client">
    : never
  : never;

/** A loader of `collection` over the stand-in. */
function sanityLoader(options: OptionsWithoutSource, overrides: Partial<ContentSettings> = {}) {
  const from = settings(overrides);
  return documentLoader({ ...options, settings: from, client: fastClient(from) } as DocumentLoaderOptions);
}

const reviewsOptions = (overrides: Partial<ContentSettings> = {}): DocumentLoaderOptions => {
  const from = settings(overrides);
  return { collection: "reviews", settings: from, client: fastClient(from), kind: "list", softFail: true };
};

const adaeze = {
  _id: "r1",
  name: "Adaeze Obi",
  role: "Parent of a junior player",
  reviewContent: "Great coaches.",
  image: "https://cdn.sanity.io/images/abc123/production/a.jpg",
};
const femi = {
  _id: "r2",
  name: "Femi Oladipo",
  role: "Adult beginner",
  reviewContent: "Friendly group.",
  image: null,
};

async function loadReviews(options = reviewsOptions()) {
  const fake = fakeLoaderContext("reviews", orUnavailableMarker(Review));
  await documentLoader(options).load(fake.context);
  return fake;
}

describe("documentLoader from Sanity", () => {
  it("runs the collection's GROQ query on the production dataset at API version 2023-08-27", async () => {
    answer([adaeze]);
    await loadReviews();
    expect(sanity.requests).toHaveLength(1);
    const url = new URL(sanity.requests[0]!.url, sanity.origin);
    expect(url.pathname).toBe(QUERY_PATH);
    expect(url.searchParams.get("query")).toBe(SANITY_QUERIES.reviews);
    expect(sanity.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("stores each document under its Sanity id, leaving out fields GROQ answered as null", async () => {
    answer([adaeze, femi]);
    const { entries, warnings } = await loadReviews();
    expect([...entries.keys()]).toEqual(["r1", "r2"]);
    expect(entries.get("r1")?.data).toEqual({
      name: "Adaeze Obi",
      role: "Parent of a junior player",
      reviewContent: "Great coaches.",
      image: "https://cdn.sanity.io/images/abc123/production/a.jpg",
    });
    expect(entries.get("r2")?.data).not.toHaveProperty("image");
    expect(warnings).toEqual([]);
  });

  it("sends the API token when one is configured", async () => {
    answer([]);
    const options = reviewsOptions();
    options.settings.sanity!.token = "sk-read-token";
    await loadReviews(options);
    expect(sanity.requests[0]!.headers.authorization).toBe("Bearer sk-read-token");
  });

  it.each([429, 502, 503])("retries after a %i and stores the answer that follows", async (status) => {
    sanity.handle((_request, response) => {
      if (sanity.requests.length === 1) sendJson(response, status, { error: "Try again" });
      else sendJson(response, 200, { result: [adaeze] });
    });
    const { entries } = await loadReviews();
    expect(sanity.requests).toHaveLength(2);
    expect([...entries.keys()]).toEqual(["r1"]);
  });

  it("gives the query five minutes, then abandons it", async () => {
    // Sanity takes the request and never answers.
    sanity.handle(() => {});
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked: number[] = [];
    // The signal the loader asks for, expiring after 50 ms instead of the minutes asked.
    const spy = vi.spyOn(AbortSignal, "timeout").mockImplementation((ms) => {
      asked.push(ms);
      return timeout(50);
    });
    try {
      const fake = fakeLoaderContext("videos", Video);
      const started = performance.now();
      await expect(sanityLoader({ collection: "videos", kind: "list" }).load(fake.context)).rejects.toThrow(
        /Could not read videos from Sanity .*abort/i,
      );
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      spy.mockRestore();
    }
    expect(asked).toEqual([SANITY_TIME_LIMIT_MS]);
    expect(SANITY_TIME_LIMIT_MS).toBe(5 * 60_000);
    expect(sanity.requests).toHaveLength(1);
  });

  it("leaves out a malformed document with a warning and keeps the others", async () => {
    answer([
      adaeze,
      { _id: "broken", name: "No Text", role: "Adult player", reviewContent: null },
      "not a document",
    ]);
    const { entries, warnings } = await loadReviews();
    expect([...entries.keys()]).toEqual(["r1"]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("reviews");
    expect(warnings[1]).toContain("Invalid reviews document broken");
    expect(warnings[1]).toContain("reviewContent");
  });

  it("stores the unavailable marker instead of failing the build when the reviews cannot be read", async () => {
    sanity.handle((_request, response) => sendJson(response, 503, { error: "Service Unavailable" }));
    const { entries, warnings } = await loadReviews();
    expect(sanity.requests).toHaveLength(6);
    expect([...entries.keys()]).toEqual([UNAVAILABLE_ENTRY_ID]);
    expect(reviewsResult([...entries.values()].map((entry) => entry.data) as never)).toEqual({
      status: "error",
    });
    expect(warnings[0]).toContain("Could not read reviews from Sanity");
  });

  it("fails the build when a collection without a soft failure cannot be read", async () => {
    sanity.handle((_request, response) => sendJson(response, 500, { error: "Internal" }));
    const fake = fakeLoaderContext("videos", Video);
    const loader = sanityLoader({ collection: "videos", kind: "list" });
    await expect(loader.load(fake.context)).rejects.toThrow(
      /Could not read videos from Sanity .*USE_LAST_GOOD_DATA=true/,
    );
  });

  it("builds from the last good answer when asked to and Sanity is down", async () => {
    answer([adaeze]);
    await loadReviews();
    sanity.handle((_request, response) => sendJson(response, 503, { error: "Service Unavailable" }));
    const { entries, warnings } = await loadReviews(reviewsOptions({ useLastGoodData: true }));
    expect([...entries.keys()]).toEqual(["r1"]);
    expect(warnings[0]).toContain("Using the last good data");
  });
});

describe("single documents from Sanity", () => {
  const atpLoader = () => sanityLoader({ collection: "atpContent", kind: "single", required: true });

  it("stores the one document as main", async () => {
    answer({
      _id: "atp",
      homePageTitle: null,
      homePageCoachTitle: "Meet the coaches",
      aboutVisionText: "Vision.",
      aboutMissionText: "Mission.",
    });
    const fake = fakeLoaderContext("atpContent", AtpContent);
    await atpLoader().load(fake.context);
    expect(fake.entries.get("main")?.data).toEqual({
      homePageCoachTitle: "Meet the coaches",
      aboutVisionText: "Vision.",
      aboutMissionText: "Mission.",
    });
  });

  it("fails the build on a malformed document, naming the field", async () => {
    answer({ _id: "atp", aboutVisionText: "Vision.", aboutMissionText: null });
    const fake = fakeLoaderContext("atpContent", AtpContent);
    await expect(atpLoader().load(fake.context)).rejects.toThrow(/Invalid atpContent .*aboutMissionText/s);
  });

  it("fails the build when a required document was never published", async () => {
    answer(null);
    const fake = fakeLoaderContext("atpContent", AtpContent);
    await expect(atpLoader().load(fake.context)).rejects.toThrow("publish one in the Studio");
  });

  it("leaves an optional collection empty when its document was never published", async () => {
    answer(null);
    const fake = fakeLoaderContext("footerLinks", FooterLinks);
    await sanityLoader({
      collection: "footerLinks",
      kind: "single",
      required: false,
    }).load(fake.context);
    expect(fake.entries.size).toBe(0);
  });
});

describe("posts from Sanity", () => {
  it("names each post by its slug and renders its Markdown body", async () => {
    answer([
      {
        _id: "p1",
        slug: "beating-the-heat",
        title: "Beating the Heat",
        excerpt: "Training in the dry season.",
        publishedAt: "2026-01-20",
        author: "Coach Emeka Nwosu",
        body: "## Water\nDrink often.",
      },
    ]);
    const fake = fakeLoaderContext("posts", Post);
    await sanityLoader({
      collection: "posts",
      kind: "list",
      idField: "slug",
      markdownField: "body",
    }).load(fake.context);
    const post = fake.entries.get("beating-the-heat");
    expect(post?.data.title).toBe("Beating the Heat");
    expect(post?.body).toBe("## Water\nDrink often.");
    expect(post?.rendered?.html).toBe("<div>## Water\nDrink often.</div>");
  });
});
