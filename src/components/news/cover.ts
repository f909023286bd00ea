/**
 * A post's cover image, cropped to 3:2 around the editor's hotspot: on its card (the blog and the
 * home page's Latest news) and, wider, above its text on the post's page.
 */
import { contentPicture } from "@/components/site/content-picture";
import { BODY_IMAGE_SIZES, type Picture } from "@/lib/content/sanity-image";
import type { Post } from "@/lib/content/schemas";

const COVER_ASPECT = 3 / 2;

const PLACES = {
  /** A card is a third of the page's 72rem at most, half of it on tablets, all of it on phones. */
  card: {
    widths: [320, 480, 640],
    sizes: "(min-width: 72rem) 23rem, (min-width: 42rem) 45vw, calc(100vw - 2rem)",
  },
  /** The post's text column. */
  page: { widths: [480, 736, 1104, 1472], sizes: BODY_IMAGE_SIZES },
} as const;

/** An <img>'s attributes: the renditions, the box they fill and the description. */
export interface Cover extends Picture {
  sizes: string;
  alt: string;
}

/** The post's cover for a card or its page; none when the post has no cover image. */
export async function postCover(post: Post, place: keyof typeof PLACES): Promise<Cover | undefined> {
  if (post.coverImage === undefined) return undefined;
  const { widths, sizes } = PLACES[place];
  const picture = await contentPicture(post.coverImage, widths, COVER_ASPECT);
  return { ...picture, sizes, alt: post.coverAlt ?? "" };
}
