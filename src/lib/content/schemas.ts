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
export const Review = z.object({
  name: text,
  role: text,
  reviewContent: text,
  image: webUrl.optional(),
});
export type Review = z.infer<typeof Review>;

/** The texts of the home and about pages (one document). */
export const AtpContent = z.object({
  homePageTitle: text.optional(),
  homePageCoachTitle: text.optional(),
  aboutVisionText: text,
  aboutMissionText: text,
});
export type AtpContent = z.infer<typeof AtpContent>;

/** Site paths ("/privacy", never "//host", which leaves the site) or absolute web URLs. */
const link = z
  .string()
  .trim()
  .regex(/^(\/(?![/\\])|https?:\/\/)\S*$/, "Use a site path such as /privacy or a full URL");

/** The footer's legal links (one document). */
export const FooterLinks = z.object({
  privacyLink: link.optional(),
  termsLink: link.optional(),
  cookieLink: link.optional(),
});
export type FooterLinks = z.infer<typeof FooterLinks>;

export const VIDEO_LEVELS = ["kids", "beginner", "intermediate", "advanced"] as const;
export const VideoLevel = z.enum(VIDEO_LEVELS);
export type VideoLevel = z.infer<typeof VideoLevel>;
export const VIDEO_LEVEL_LABEL: Record<VideoLevel, string> = {
  kids: "Kids",
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const Video = z.object({
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
export type Video = z.infer<typeof Video>;

/** A guide on the resources page: its own text (`body`, Markdown), a link elsewhere (`url`), or both. */
export const Resource = z
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
export type Resource = z.infer<typeof Resource>;

/**
 * An image uploaded to Sanity: its asset reference (`image-<id>-<width>x<height>-<format>`) and the
 * editor's crop and hotspot. Pages never link the upload itself, only fixed-size renditions of it.
 */
export const SanityImage = z.object({
  asset: z.object({
    _ref: z.string().regex(/^image-[a-zA-Z0-9]+-\d+x\d+-[a-z]+$/, "Not a Sanity image reference"),
  }),
  crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).optional(),
  hotspot: z.object({ x: z.number(), y: z.number(), height: z.number(), width: z.number() }).optional(),
});
export type SanityImage = z.infer<typeof SanityImage>;

/** An image file kept with the local content, by its path under `content/`: `albums/photos/dawn-session.jpg`. */
export const ContentImagePath = z
  .string()
  .regex(
    /^(?:[\w-]+\/)*[\w-]+\.(jpe?g|png|webp)$/,
    "Name a .jpg, .png or .webp file by its path under content/, e.g. posts/images/cover.jpg",
  );

/**
 * A blog post; `body` is Markdown. The cover image is optional (uploaded to Sanity, or a file under
 * `content/`); when there is one, `coverAlt` describes it for screen readers.
 */
export const Post = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase words joined by hyphens"),
    title: text,
    excerpt: text,
    /** Calendar date, YYYY-MM-DD. */
    publishedAt: z.iso.date(),
    author: text,
    body: text,
    coverImage: z.union([SanityImage, ContentImagePath]).optional(),
    coverAlt: text.optional(),
  })
  .refine((post) => post.coverImage === undefined || post.coverAlt !== undefined, {
    message: "Describe the cover image for screen readers",
    path: ["coverAlt"],
  });
export type Post = z.infer<typeof Post>;

/** A photo file in `content/albums/photos/`, by name. */
export const PhotoFile = z.string().regex(/^[\w-]+\.(jpe?g|png|webp)$/, "Name a .jpg, .png or .webp file");

/** One photo of an album: uploaded to Sanity, or a file kept with the local content. */
export const GalleryPhoto = z.object({
  image: z.union([SanityImage, PhotoFile]),
  alt: text,
  caption: text.optional(),
});
export type GalleryPhoto = z.infer<typeof GalleryPhoto>;

/** A gallery album: photos of a day at the club, optionally of one tournament. */
export const Album = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase words joined by hyphens"),
  title: text,
  /** Calendar date, YYYY-MM-DD. */
  date: z.iso.date(),
  tournament: text.optional(),
  photos: z.array(GalleryPhoto).min(1),
});
export type Album = z.infer<typeof Album>;

/** The documents editors manage, by collection name. */
export const DOCUMENT_SCHEMAS = {
  reviews: Review,
  atpContent: AtpContent,
  footerLinks: FooterLinks,
  videos: Video,
  resources: Resource,
  posts: Post,
  albums: Album,
} as const;
export type DocumentCollection = keyof typeof DOCUMENT_SCHEMAS;
