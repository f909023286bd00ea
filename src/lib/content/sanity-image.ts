/**
 * Renditions of images uploaded to Sanity, through @sanity/image-url: fixed widths for `srcset`,
 * in the best format the browser takes (`auto=format`: AVIF or WebP), never the original upload.
 */
import { createImageUrlBuilder, type SanityImageSource } from "@sanity/image-url";

export interface SanityProject {
  projectId: string;
  dataset: string;
}

/** What an <img> needs: the smallest rendition as `src`, every one in `srcset`, the box it fills. */
export interface Picture {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/** `…-1200x800-jpg` (an asset reference) or `…-1200x800.jpg` (a CDN URL). */
const DIMENSIONS = /-(\d+)x(\d+)[.-][a-z]+(?:\?.*)?$/;

/** Width and height of the upload, from its asset reference or CDN URL. */
export function uploadSize(source: SanityImageSource): { width: number; height: number } {
  const name =
    typeof source === "string" ? source : ((source as { asset?: { _ref?: string } }).asset?._ref ?? "");
  const match = DIMENSIONS.exec(name);
  if (!match) throw new Error(`Not a Sanity image: ${JSON.stringify(source)}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * The image at each of `widths`. With `aspect` (width / height) every rendition is cropped to it
 * around the editor's hotspot; without, it keeps the upload's proportions.
 */
export function sanityPicture(
  project: SanityProject,
  source: SanityImageSource,
  widths: readonly number[],
  aspect?: number,
): Picture {
  const upload = uploadSize(source);
  const ratio = aspect ?? upload.width / upload.height;
  const builder = createImageUrlBuilder(project).image(source).auto("format").fit("crop");
  const heightOf = (width: number) => Math.round(width / ratio);
  const urlAt = (width: number) =>
    (aspect ? builder.width(width).height(heightOf(width)) : builder.width(width)).url();
  const sorted = [...widths].sort((a, b) => a - b);
  const smallest = sorted[0];
  if (smallest === undefined) throw new Error("No widths asked for");
  return {
    src: urlAt(smallest),
    srcset: sorted.map((width) => `${urlAt(width)} ${width}w`).join(", "),
    width: smallest,
    height: heightOf(smallest),
  };
}

const SANITY_CDN_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([\w-]+)\//i;

/** The project and dataset of an image on Sanity's CDN, read from its address; none for another host. */
function cdnProject(url: string): SanityProject | undefined {
  const [, projectId, dataset] = SANITY_CDN_IMAGE.exec(url) ?? [];
  return projectId && dataset ? { projectId, dataset } : undefined;
}

/**
 * A square portrait `size` CSS pixels wide, at 1x and 2x. An image on Sanity's CDN (a review's
 * photo) gets cropped renditions; any other web address is shown as it is.
 */
export function portraitPicture(url: string, size: number): Picture | { src: string } {
  const project = cdnProject(url);
  return project ? sanityPicture(project, url, [size, size * 2], 1) : { src: url };
}

/** Widths an image in editors' Markdown is offered at: the text column (46rem) at 1x, 1.5x and 2x. */
const BODY_IMAGE_WIDTHS = [480, 736, 1104, 1472] as const;
/** How wide such an image is shown: the text column, or the screen less its margins. */
export const BODY_IMAGE_SIZES = "(min-width: 48rem) 46rem, calc(100vw - 2rem)";

/**
 * An image in editors' Markdown (a post's or a resource's body): one on Sanity's CDN gets
 * renditions at the widths that fit the text column, never wider than the upload, in its own
 * proportions; an address elsewhere gets none (undefined) and is shown as written. Throws on a CDN
 * address that is no image upload, whose size cannot be known.
 */
export function bodyPicture(url: string): Picture | undefined {
  const project = cdnProject(url);
  if (!project) return undefined;
  const upload = uploadSize(url);
  const fitting = BODY_IMAGE_WIDTHS.filter((width) => width <= upload.width);
  return sanityPicture(project, url, fitting.length > 0 ? fitting : [upload.width]);
}
