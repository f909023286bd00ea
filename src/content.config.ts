/**
 * Every content collection the static pages read. Editors' documents come from Sanity when
 * `SANITY_PROJECT_ID` is set, else from `content/`; the club's records come from its API
 * (`BUILD_API_URL`). Pages read them through `src/lib/content/site-data.ts`.
 */
import { defineCollection } from "astro:content";
import { clubApiLoader } from "@/lib/content/club-api-loaders";
import { documentLoader } from "@/lib/content/document-loader";
import {
  CoachEntry,
  orUnavailableMarker,
  PlanEntry,
  TournamentEntry,
  TrainingPackageEntry,
} from "@/lib/content/entry-schemas";
import { AtpContent, FooterLinks, Post, Resource, Review, Video } from "@/lib/content/schemas";
import { contentSettingsFromEnv } from "@/lib/content/settings";

const settings = contentSettingsFromEnv(process.env, process.cwd());

export const collections = {
  reviews: defineCollection({
    loader: documentLoader({ collection: "reviews", settings, kind: "list", softFail: true }),
    schema: orUnavailableMarker(Review),
  }),
  atpContent: defineCollection({
    loader: documentLoader({ collection: "atpContent", settings, kind: "single", required: true }),
    schema: AtpContent,
  }),
  footerLinks: defineCollection({
    loader: documentLoader({ collection: "footerLinks", settings, kind: "single", required: false }),
    schema: FooterLinks,
  }),
  videos: defineCollection({
    loader: documentLoader({ collection: "videos", settings, kind: "list" }),
    schema: Video,
  }),
  resources: defineCollection({
    loader: documentLoader({ collection: "resources", settings, kind: "list", markdownField: "body" }),
    schema: Resource,
  }),
  posts: defineCollection({
    loader: documentLoader({
      collection: "posts",
      settings,
      kind: "list",
      idField: "slug",
      markdownField: "body",
    }),
    schema: Post,
  }),
  tournaments: defineCollection({
    loader: clubApiLoader("tournaments", settings),
    schema: TournamentEntry,
  }),
  coaches: defineCollection({ loader: clubApiLoader("coaches", settings), schema: CoachEntry }),
  plans: defineCollection({ loader: clubApiLoader("plans", settings), schema: PlanEntry }),
  trainingPackages: defineCollection({
    loader: clubApiLoader("trainingPackages", settings),
    schema: TrainingPackageEntry,
  }),
};
