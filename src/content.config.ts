/**
 * Every content collection the static pages read. Editors' documents come from Sanity when
 * `SANITY_PROJECT_ID` is set, else from `content/`; the club's records come from its API
 * (`BUILD_API_URL`). Pages read them through `src/lib/content/site-data.ts`.
 */
import { defineCollection } from "astro:content";
import { sanityClient } from "sanity:client";
import { clubApiLoader } from "@/lib/content/club-api-loaders";
import { documentLoader } from "@/lib/content/document-loader";
import {
  CoachEntry,
  DrawEntry,
  GroupsEntry,
  LadderEntry,
  MembershipPriceEntry,
  OrderOfPlayEntry,
  orUnavailableMarker,
  PlanEntry,
  TournamentEntry,
  TournamentEventEntry,
  TrainingPackageEntry,
} from "@/lib/content/entry-schemas";
import { Album, AtpContent, FooterLinks, Post, Resource, Review, Video } from "@/lib/content/schemas";
import { contentSettingsFromEnv } from "@/lib/content/settings";

const settings = contentSettingsFromEnv(process.env, process.cwd());
/** The integration's client when a Sanity project is configured (src/lib/content/studio-integration.ts). */
const client = settings.sanity ? sanityClient : undefined;

export const collections = {
  reviews: defineCollection({
    loader: documentLoader({ collection: "reviews", settings, client, kind: "list", softFail: true }),
    schema: orUnavailableMarker(Review),
  }),
  atpContent: defineCollection({
    loader: documentLoader({ collection: "atpContent", settings, client, kind: "single", required: true }),
    schema: AtpContent,
  }),
  footerLinks: defineCollection({
    loader: documentLoader({ collection: "footerLinks", settings, client, kind: "single", required: false }),
    schema: FooterLinks,
  }),
  videos: defineCollection({
    loader: documentLoader({ collection: "videos", settings, client, kind: "list" }),
    schema: Video,
  }),
  resources: defineCollection({
    loader: documentLoader({
      collection: "resources",
      settings,
      client,
      kind: "list",
      markdownField: "body",
    }),
    schema: Resource,
  }),
  posts: defineCollection({
    loader: documentLoader({
      collection: "posts",
      settings,
      client,
      kind: "list",
      idField: "slug",
      markdownField: "body",
    }),
    schema: Post,
  }),
  albums: defineCollection({
    loader: documentLoader({ collection: "albums", settings, client, kind: "list", idField: "slug" }),
    schema: Album,
  }),
  tournaments: defineCollection({
    loader: clubApiLoader("tournaments", settings),
    schema: TournamentEntry,
  }),
  recentTournaments: defineCollection({
    loader: clubApiLoader("recentTournaments", settings),
    schema: TournamentEntry,
  }),
  coaches: defineCollection({ loader: clubApiLoader("coaches", settings), schema: CoachEntry }),
  plans: defineCollection({ loader: clubApiLoader("plans", settings), schema: PlanEntry }),
  trainingPackages: defineCollection({
    loader: clubApiLoader("trainingPackages", settings),
    schema: TrainingPackageEntry,
  }),
  membershipPrices: defineCollection({
    loader: clubApiLoader("membershipPrices", settings),
    schema: MembershipPriceEntry,
  }),
  tournamentEvents: defineCollection({
    loader: clubApiLoader("tournamentEvents", settings),
    schema: TournamentEventEntry,
  }),
  draws: defineCollection({ loader: clubApiLoader("draws", settings), schema: DrawEntry }),
  groups: defineCollection({ loader: clubApiLoader("groups", settings), schema: GroupsEntry }),
  ordersOfPlay: defineCollection({
    loader: clubApiLoader("ordersOfPlay", settings),
    schema: OrderOfPlayEntry,
  }),
  ladder: defineCollection({ loader: clubApiLoader("ladder", settings), schema: LadderEntry }),
};
