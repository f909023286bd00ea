/**
 * How the pages see the collections: the fallbacks for missing managed content, the order
 * lists are shown in, and whether the reviews could be read. Pure, so it is tested without Astro.
 */
import type { PlanCategory } from "@/shared/api/contract";
import { isUnavailableMarker, type PlanEntry, type UnavailableMarker } from "./entry-schemas";
import {
  type AtpContent,
  type FooterLinks,
  type Post,
  type Review,
  VIDEO_LEVELS,
  type Video,
} from "./schemas";

export const ATP_CONTENT_FALLBACKS = {
  homePageTitle: "Join a Community of Passionate Players",
  homePageCoachTitle: "Find Your Perfect Coach",
} as const;

/** Every text present: the fallbacks fill the optional titles. */
export type SiteAtpContent = { [K in keyof AtpContent]-?: NonNullable<AtpContent[K]> };

export function atpContentWithFallbacks(content: AtpContent): SiteAtpContent {
  return {
    ...content,
    homePageTitle: content.homePageTitle ?? ATP_CONTENT_FALLBACKS.homePageTitle,
    homePageCoachTitle: content.homePageCoachTitle ?? ATP_CONTENT_FALLBACKS.homePageCoachTitle,
  };
}

export type SiteFooterLinks = Required<FooterLinks>;

/** Each legal link the editors have not set points home (docs/product.md, Site chrome). */
export function footerLinksWithFallbacks(links: FooterLinks | undefined): SiteFooterLinks {
  return {
    privacyLink: links?.privacyLink ?? "/",
    termsLink: links?.termsLink ?? "/",
    cookieLink: links?.cookieLink ?? "/",
  };
}

export type ReviewsResult = { status: "ok"; reviews: Review[] } | { status: "error" };

/** "error" when the reviews could not be read at build time (the carousel says Failed to load reviews). */
export function reviewsResult(entries: ReadonlyArray<Review | UnavailableMarker>): ReviewsResult {
  const reviews: Review[] = [];
  for (const entry of entries) {
    if (isUnavailableMarker(entry)) return { status: "error" };
    reviews.push(entry);
  }
  return { status: "ok", reviews };
}

/** Records in the order the club API listed them. */
export function inApiOrder<T extends { position: number }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => a.position - b.position);
}

/** The API's tournaments reversed, as shown on the home page and the dashboard. */
export function tournamentsForDisplay<T extends { position: number }>(tournaments: readonly T[]): T[] {
  return inApiOrder(tournaments).reverse();
}

export function plansOfCategory(plans: readonly PlanEntry[], category: PlanCategory): PlanEntry[] {
  return inApiOrder(plans.filter((plan) => plan.category === category));
}

/** Kids first, then beginner to advanced; by title within a level. */
export function videosByLevel(videos: readonly Video[]): Video[] {
  const rank = (video: Video) => VIDEO_LEVELS.indexOf(video.level);
  return [...videos].sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
}

export function newestFirst<T extends { data: Pick<Post, "publishedAt"> }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.data.publishedAt.localeCompare(a.data.publishedAt));
}

export function byCategoryThenTitle<T extends { data: { category: string; title: string } }>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) => a.data.category.localeCompare(b.data.category) || a.data.title.localeCompare(b.data.title),
  );
}
