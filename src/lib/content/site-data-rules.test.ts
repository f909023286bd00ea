import { describe, expect, it } from "vitest";
import type { PlanEntry } from "./entry-schemas";
import type { Video } from "./schemas";
import {
  atpContentWithFallbacks,
  byCategoryThenTitle,
  footerLinksWithFallbacks,
  inApiOrder,
  newestFirst,
  plansOfCategory,
  reviewsResult,
  tournamentsForDisplay,
  videosByLevel,
} from "./site-data-rules";

const texts = { aboutVisionText: "Vision.", aboutMissionText: "Mission." };

describe("atpContentWithFallbacks", () => {
  it("uses the fallback titles when editors left them empty", () => {
    expect(atpContentWithFallbacks(texts)).toEqual({
      ...texts,
      homePageTitle: "Join a Community of Passionate Players",
      homePageCoachTitle: "Find Your Perfect Coach",
    });
  });

  it("keeps the editors' titles", () => {
    const content = {
      ...texts,
      homePageTitle: "Play Tennis in Lagos",
      homePageCoachTitle: "Meet Our Coaches",
    };
    expect(atpContentWithFallbacks(content)).toEqual(content);
  });
});

describe("footerLinksWithFallbacks", () => {
  it("points each missing link home", () => {
    expect(footerLinksWithFallbacks(undefined)).toEqual({
      privacyLink: "/",
      termsLink: "/",
      cookieLink: "/",
    });
    expect(footerLinksWithFallbacks({ termsLink: "/terms" })).toEqual({
      privacyLink: "/",
      termsLink: "/terms",
      cookieLink: "/",
    });
  });
});

describe("reviewsResult", () => {
  const review = { name: "Adaeze Obi", role: "Parent", reviewContent: "Great coaches." };

  it("lists the reviews, or none", () => {
    expect(reviewsResult([review])).toEqual({ status: "ok", reviews: [review] });
    expect(reviewsResult([])).toEqual({ status: "ok", reviews: [] });
  });

  it("is an error when the reviews could not be read", () => {
    expect(reviewsResult([{ unavailable: true, reason: "Sanity answered 503" }])).toEqual({
      status: "error",
    });
  });
});

describe("order", () => {
  const at = (id: string, position: number) => ({ id, position });

  it("keeps the API's order, and shows tournaments reversed", () => {
    const records = [at("c", 2), at("a", 0), at("b", 1)];
    expect(inApiOrder(records).map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect(tournamentsForDisplay(records).map((r) => r.id)).toEqual(["c", "b", "a"]);
    expect(records.map((r) => r.id)).toEqual(["c", "a", "b"]);
  });

  it("picks one category of plans in the API's order", () => {
    const plan = (_id: string, category: PlanEntry["category"], position: number) =>
      ({ _id, category, position }) as PlanEntry;
    const plans = [plan("a1", "adult", 0), plan("k2", "children", 1), plan("k1", "children", 0)];
    expect(plansOfCategory(plans, "children").map((p) => p._id)).toEqual(["k1", "k2"]);
  });

  it("lists videos from kids to advanced, by title within a level", () => {
    const video = (title: string, level: Video["level"]) => ({ title, level }) as Video;
    const sorted = videosByLevel([
      video("Serve Plus One", "advanced"),
      video("The Forehand", "beginner"),
      video("Grips", "beginner"),
      video("First Rally", "kids"),
    ]);
    expect(sorted.map((v) => v.title)).toEqual(["First Rally", "Grips", "The Forehand", "Serve Plus One"]);
  });

  it("lists posts newest first and resources by category, then title", () => {
    const post = (id: string, publishedAt: string) => ({ id, data: { publishedAt } });
    expect(newestFirst([post("old", "2026-01-20"), post("new", "2026-10-12")]).map((p) => p.id)).toEqual([
      "new",
      "old",
    ]);
    const resource = (title: string, category: string) => ({ data: { title, category } });
    const sorted = byCategoryThenTitle([
      resource("Shoes", "Equipment"),
      resource("Etiquette", "Rules"),
      resource("Rackets", "Equipment"),
    ]);
    expect(sorted.map((r) => r.data.title)).toEqual(["Rackets", "Shoes", "Etiquette"]);
  });
});
