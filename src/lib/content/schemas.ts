/**
 * The shape of every document editors manage, whether it comes from Sanity or from `content/`.
 * The Sanity schema types in `sanity/schemaTypes/` declare the same fields (a test keeps them in step).
 * Optional fields are omitted, never null: the Sanity source drops GROQ's nulls before validation.
 */
import { z } from "zod";

const text = z.string().trim().min(1);

/** A web address: http or https only, never `javascript:` or `data:`. */
const webUrl = z.url({ protocol: /^https?$/, error: "Use a full web address starting with https://" });

/** A review on the home page carousel; `image` is the portrait's URL when there is one. */
export const ReviewSchema = z.object({
  name: text,
  role: text,
  reviewContent: text,
  image: webUrl.optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The texts of the home and about pages (one document). */
export const AtpContentSchema = z.object({
  homePageTitle: text.optional(),
  homePageCoachTitle: text.optional(),
  aboutVisionText: text,
  aboutMissionText: text,
});
export type AtpContent = z.infer<typeof AtpContentSchema>;

/** Site paths ("/privacy", never "//host", which leaves the site) or absolute web URLs. */
const link = z
  .string()
  .trim()
  .regex(/^(\/(?![/\\])|https?:\/\/)\S*$/, "Use a site path such as /privacy or a full URL");

/** The footer's legal links (one document). */
export const FooterLinksSchema = z.object({
  privacyLink: link.optional(),
  termsLink: link.optional(),
  cookieLink: link.optional(),
});
export type FooterLinks = z.infer<typeof FooterLinksSchema>;

export const VIDEO_LEVELS = ["kids", "beginner", "intermediate", "advanced"] as const;
export const VideoLevel = z.enum(VIDEO_LEVELS);
export type VideoLevel = z.infer<typeof VideoLevel>;
export const VIDEO_LEVEL_LABEL: Record<VideoLevel, string> = {
  kids: "Kids",
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const VideoSchema = z.object({
  title: text,
  level: VideoLevel,
  /** The 11-character id in a YouTube watch URL; without it the card links to a YouTube search for the title. */
  youtubeId: z
    .string()
    .regex(/^[\w-]{11}$/, "A YouTube video id has 11 letters, digits, - or _")
    .optional(),
  description: text,
  durationMinutes: z.number().int().positive(),
});
export type Video = z.infer<typeof VideoSchema>;

/** A guide on the resources page: its own text (`body`, Markdown), a link elsewhere (`url`), or both. */
export const ResourceSchema = z
  .object({
    title: text,
    summary: text,
    category: text,
    body: text.optional(),
    url: webUrl.optional(),
  })
  .refine((resource) => resource.body !== undefined || resource.url !== undefined, {
    message: "A resource needs a body or a url",
    path: ["body"],
  });

/** A blog post; `body` is Markdown. */
export const PostSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase words joined by hyphens"),
  title: text,
  excerpt: text,
  /** Calendar date, YYYY-MM-DD. */
  publishedAt: z.iso.date(),
  author: text,
  body: text,
});
export type Post = z.infer<typeof PostSchema>;

/** The documents editors manage, by collection name. */
export const DOCUMENT_SCHEMAS = {
  reviews: ReviewSchema,
  atpContent: AtpContentSchema,
  footerLinks: FooterLinksSchema,
  videos: VideoSchema,
  resources: ResourceSchema,
  posts: PostSchema,
} as const;
export type DocumentCollection = keyof typeof DOCUMENT_SCHEMAS;
