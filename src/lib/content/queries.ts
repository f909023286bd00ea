/**
 * Every GROQ query the site runs against Sanity. Each projects a document onto the fields of its
 * zod schema (`schemas.ts`), plus `_id`; drafts are left out even when a token could read them.
 */
import type { DocumentCollection } from "./schemas";

const PUBLISHED = `!(_id in path("drafts.**"))`;

/** The newest published document of a type that has exactly one (atpContent, footerLinks). */
const single = (type: string, projection: string) =>
  `*[_type == "${type}" && ${PUBLISHED}] | order(_updatedAt desc) [0] ${projection}`;

const list = (type: string, order: string, projection: string) =>
  `*[_type == "${type}" && ${PUBLISHED}] | order(${order}) ${projection}`;

export const SANITY_QUERIES = {
  reviews: list(
    "reviews",
    "_createdAt desc",
    `{ _id, name, role, reviewContent, "image": image.asset->url }`,
  ),
  atpContent: single(
    "atpContent",
    "{ _id, homePageTitle, homePageCoachTitle, aboutVisionText, aboutMissionText }",
  ),
  footerLinks: single("footerLinks", "{ _id, privacyLink, termsLink, cookieLink }"),
  videos: list(
    "video",
    "level asc, title asc",
    "{ _id, title, level, youtubeId, description, durationMinutes }",
  ),
  resources: list("resource", "category asc, title asc", "{ _id, title, summary, category, body, url }"),
  posts: list(
    "post",
    "publishedAt desc",
    // The cover as stored, like a gallery photo; an image field emptied in the Studio reads as none.
    `{ _id, "slug": slug.current, title, excerpt, publishedAt, author, body, "coverImage": select(defined(coverImage.asset) => coverImage), coverAlt }`,
  ),
  // Photos as stored (asset reference, crop, hotspot): pages ask the image CDN for sized renditions.
  albums: list("galleryAlbum", "date desc", `{ _id, "slug": slug.current, title, date, tournament, photos }`),
} as const satisfies Record<DocumentCollection, string>;
