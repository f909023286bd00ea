/** The document loader reading `content/` files: the club's own documents, and broken files. */
import { EventEmitter } from "node:events";
import { access, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { type DocumentLoaderOptions, documentLoader } from "@/lib/content/document-loader";
import { orUnavailableMarker } from "@/lib/content/entry-schemas";
import {
  AtpContent,
  type DocumentCollection,
  FooterLinks,
  Post,
  Resource,
  Review,
  VIDEO_LEVELS,
  Video,
} from "@/lib/content/schemas";
import type { ContentSettings } from "@/lib/content/settings";
import { fakeLoaderContext } from "./content-loader-context";

const REPO_CONTENT = path.resolve(import.meta.dirname, "../../content");

function settings(contentDir: string): ContentSettings {
  return {
    sanity: null,
    contentDir,
    clubApiUrl: "http://127.0.0.1:1/api",
    cacheDir: "/nonexistent",
    useLastGoodData: false,
  };
}

async function load(options: DocumentLoaderOptions, schema: z.ZodType) {
  const fake = fakeLoaderContext(options.collection, schema);
  await documentLoader(options).load(fake.context);
  return fake;
}

const COLLECTIONS: Array<[DocumentCollection, z.ZodType, Partial<DocumentLoaderOptions>]> = [
  ["reviews", orUnavailableMarker(Review), { kind: "list", softFail: true }],
  ["atpContent", AtpContent, { kind: "single", required: true }],
  ["footerLinks", FooterLinks, { kind: "single", required: false }],
  ["videos", Video, { kind: "list" }],
  ["resources", Resource, { kind: "list", markdownField: "body" }],
  ["posts", Post, { kind: "list", idField: "slug", markdownField: "body" }],
];

describe("the club's content/ documents", () => {
  it.each(COLLECTIONS)("every %s document is valid", async (collection, schema, options) => {
    const { warnings, entries } = await load(
      { collection, settings: settings(REPO_CONTENT), ...options } as DocumentLoaderOptions,
      schema,
    );
    expect(warnings).toEqual([]);
    expect(entries.size).toBeGreaterThan(0);
  });

  it("has enough of each kind for the pages", async () => {
    const count = async (collection: DocumentCollection, schema: z.ZodType) =>
      (await load({ collection, settings: settings(REPO_CONTENT), kind: "list" }, schema)).entries;
    const reviews = await count("reviews", Review);
    const videos = await count("videos", Video);
    expect(reviews.size).toBeGreaterThanOrEqual(5);
    expect(videos.size).toBeGreaterThanOrEqual(8);
    expect(new Set([...videos.values()].map((video) => video.data.level))).toEqual(new Set(VIDEO_LEVELS));
    expect((await count("resources", Resource)).size).toBeGreaterThanOrEqual(6);
    expect((await count("posts", Post)).size).toBeGreaterThanOrEqual(3);
  });

  it("names only cover images that are there", async () => {
    const { entries } = await load(
      { collection: "posts", settings: settings(REPO_CONTENT), kind: "list", idField: "slug" },
      Post,
    );
    const covers = [...entries.values()].flatMap((entry) =>
      typeof entry.data.coverImage === "string" ? [entry.data.coverImage] : [],
    );
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) await expect(access(path.join(REPO_CONTENT, cover))).resolves.toBeUndefined();
  });

  it("points the footer's legal links at the legal pages", async () => {
    const { entries } = await load(
      { collection: "footerLinks", settings: settings(REPO_CONTENT), kind: "single", required: false },
      FooterLinks,
    );
    expect(entries.get("main")?.data).toEqual({
      privacyLink: "/privacy",
      termsLink: "/terms",
      cookieLink: "/cookies",
    });
  });
});

describe("documentLoader from files", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "content-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function put(collection: string, name: string, content: unknown) {
    await mkdir(path.join(dir, collection), { recursive: true });
    const text = typeof content === "string" ? content : JSON.stringify(content);
    await writeFile(path.join(dir, collection, name), text);
  }

  const review = {
    name: "Zainab Ibrahim",
    role: "Junior player",
    reviewContent: "Reached the quarter-finals.",
  };

  it("names each document after its file and keeps the file's path", async () => {
    await put("reviews", "zainab.json", review);
    await put("reviews", "notes.txt", "ignored");
    const { entries } = await load({ collection: "reviews", settings: settings(dir), kind: "list" }, Review);
    expect([...entries.keys()]).toEqual(["zainab"]);
    expect(entries.get("zainab")?.data).toEqual(review);
    expect(entries.get("zainab")?.filePath).toMatch(/reviews\/zainab\.json$/);
  });

  it("leaves out an invalid document with a warning that names its file", async () => {
    await put("reviews", "good.json", review);
    await put("reviews", "bad.json", { ...review, image: "not a url" });
    const { entries, warnings } = await load(
      { collection: "reviews", settings: settings(dir), kind: "list" },
      Review,
    );
    expect([...entries.keys()]).toEqual(["good"]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Invalid reviews .*bad\.json.*image/s);
  });

  it("fails on a file that is not JSON, naming it", async () => {
    await put("videos", "broken.json", "{ title: ");
    await expect(
      load({ collection: "videos", settings: settings(dir), kind: "list" }, Video),
    ).rejects.toThrow(/broken\.json is not valid JSON/);
  });

  it("asks for the file when a required single document is missing", async () => {
    await expect(
      load({ collection: "atpContent", settings: settings(dir), kind: "single", required: true }, AtpContent),
    ).rejects.toThrow("add content/atpContent/main.json");
  });

  it("rejects a resource with neither a body nor a link", async () => {
    await put("resources", "empty.json", { title: "Rules", summary: "The rules.", category: "Rules" });
    const { entries, warnings } = await load(
      { collection: "resources", settings: settings(dir), kind: "list" },
      Resource,
    );
    expect(entries.size).toBe(0);
    expect(warnings[0]).toContain("A resource needs a body or a url");
  });

  it("reloads the collection when one of its files changes during astro dev", async () => {
    await put("reviews", "zainab.json", review);
    const fake = fakeLoaderContext("reviews", Review);
    const watcher = Object.assign(new EventEmitter(), { add: (_path: string) => {} });
    Object.assign(fake.context, { watcher });
    await documentLoader({ collection: "reviews", settings: settings(dir), kind: "list" }).load(fake.context);
    await put("reviews", "femi.json", { ...review, name: "Femi Oladipo" });
    watcher.emit("all", "add", path.join(dir, "reviews", "femi.json"));
    await vi.waitFor(() => expect([...fake.entries.keys()]).toEqual(["femi", "zainab"]));
  });
});
