/**
 * What the static pages read, at build time, from the content collections (`src/content.config.ts`).
 * Pages never know whether a document came from Sanity, `content/` or the club API.
 */
import { type CollectionEntry, getCollection, getEntry } from "astro:content";
import type { PlanCategory } from "@/shared/api/contract";
import { type MembershipPlan, pricedMembershipPlans } from "@/shared/domain/membership-plans";
import {
  type CoachEntry,
  type DrawEntry,
  type GroupsEntry,
  type LadderEntry,
  type OrderOfPlayEntry,
  type PlanEntry,
  SINGLE_DOCUMENT_ID,
  type TournamentEntry,
  type TournamentEventEntry,
} from "./entry-schemas";
import type { Album, Video } from "./schemas";
import {
  atpContentWithFallbacks,
  byCategoryThenTitle,
  footerLinksWithFallbacks,
  inApiOrder,
  newestFirst,
  plansOfCategory,
  type ReviewsResult,
  reviewsResult,
  type SiteAtpContent,
  type SiteFooterLinks,
  tournamentsForDisplay,
  videosByLevel,
} from "./site-data-rules";

const dataOf = <T extends { data: unknown }>(entries: T[]): T["data"][] => entries.map((entry) => entry.data);

/** Home and about texts, with their fallback titles. */
export async function getAtpContent(): Promise<SiteAtpContent> {
  const entry = await getEntry("atpContent", SINGLE_DOCUMENT_ID);
  if (!entry) throw new Error("The atpContent document is missing");
  return atpContentWithFallbacks(entry.data);
}

/** The footer's legal links; each one not set falls back to "/". */
export async function getFooterLinks(): Promise<SiteFooterLinks> {
  return footerLinksWithFallbacks((await getEntry("footerLinks", SINGLE_DOCUMENT_ID))?.data);
}

/** The home page's reviews, or "error" when they could not be read at build time. */
export async function getReviews(): Promise<ReviewsResult> {
  return reviewsResult(dataOf(await getCollection("reviews")));
}

/** All tournaments in display order: the API's list reversed. */
export async function getTournaments(): Promise<TournamentEntry[]> {
  return tournamentsForDisplay(dataOf(await getCollection("tournaments")));
}

/** The first `count` tournaments in display order (home and tournaments pages show 3). */
export async function getFirstTournaments(count: number): Promise<TournamentEntry[]> {
  return (await getTournaments()).slice(0, count);
}

/** Tournaments of the last weeks, most recent first (the API's order): the calendar's past ones. */
export async function getRecentTournaments(): Promise<TournamentEntry[]> {
  return inApiOrder(dataOf(await getCollection("recentTournaments")));
}

/** Published draws, newest tournament first (the API's order). */
export async function getDraws(): Promise<DrawEntry[]> {
  return inApiOrder(dataOf(await getCollection("draws")));
}

/** Published round-robin events, newest tournament first (the API's order). */
export async function getGroups(): Promise<GroupsEntry[]> {
  return inApiOrder(dataOf(await getCollection("groups")));
}

/** A tournament's published order of play, if it has one. */
export async function getOrderOfPlay(tournamentId: string): Promise<OrderOfPlayEntry | undefined> {
  return dataOf(await getCollection("ordersOfPlay")).find((o) => o.tournamentId === tournamentId);
}

/** A tournament's events, in the tournament's order (the API's). */
export async function getTournamentEvents(tournamentId: string): Promise<TournamentEventEntry[]> {
  return inApiOrder(dataOf(await getCollection("tournamentEvents"))).filter(
    (e) => e.tournamentId === tournamentId,
  );
}

/** The club ladder: adults first, then juniors. */
export async function getLadder(): Promise<LadderEntry[]> {
  return inApiOrder(dataOf(await getCollection("ladder")));
}

export async function getCoaches(): Promise<CoachEntry[]> {
  return inApiOrder(dataOf(await getCollection("coaches")));
}

export async function getPlans(category: PlanCategory): Promise<PlanEntry[]> {
  return plansOfCategory(dataOf(await getCollection("plans")), category);
}

/** The four membership plans with the club's prices and the savings they give (0215). */
export async function getMembershipPlans(): Promise<MembershipPlan[]> {
  return pricedMembershipPlans(inApiOrder(dataOf(await getCollection("membershipPrices"))));
}

/** Lesson videos, kids first then beginner to advanced. */
export async function getVideos(): Promise<Video[]> {
  return videosByLevel(dataOf(await getCollection("videos")));
}

/** Resources by category; pass an entry to `render()` from astro:content for its Markdown body. */
export async function getResources(): Promise<CollectionEntry<"resources">[]> {
  return byCategoryThenTitle(await getCollection("resources"));
}

/** Blog posts, newest first; `render(post)` gives the body. The entry id is the post's slug. */
export async function getPosts(): Promise<CollectionEntry<"posts">[]> {
  return newestFirst(await getCollection("posts"));
}

/** Gallery albums, newest first. */
export async function getAlbums(): Promise<Album[]> {
  return dataOf(await getCollection("albums")).sort((a, b) => b.date.localeCompare(a.date));
}
