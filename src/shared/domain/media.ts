/**
 * Uploaded images (the club console's media): which widths an image is kept at, how its files are
 * named, and how a page asks for the right one. Shared by the server, which makes the files, and the
 * site, which lists them in `srcset`; kept free of zod so islands can use it.
 */

/** The widths every upload is re-encoded at, never wider than the original. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export const MEDIA_FORMATS = ["webp", "avif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
};

/** `{64-hex sha-256}-{width}.{webp|avif}` */
const MEDIA_NAME = /^([a-f0-9]{64})-([1-9]\d{0,4})\.(webp|avif)$/;
/** Where the API serves media files, relative to the API's base. */
const MEDIA_DIR = "/media/";
/** How image fields store an uploaded image: under the site's own `/api`. */
export const STORED_MEDIA_PREFIX = `/api${MEDIA_DIR}`;

export interface MediaName {
  hash: string;
  width: number;
  format: MediaFormat;
}

/**
 * The widths an image `originalWidth` pixels wide is kept at: each of MEDIA_WIDTHS, clamped to the
 * original (never upscaled), each width once, narrowest first. A 500-pixel image: 320 and 500.
 */
export function mediaWidths(originalWidth: number): number[] {
  const widest = Math.max(1, Math.floor(originalWidth));
  return [...new Set(MEDIA_WIDTHS.map((width) => Math.min(width, widest)))].sort((a, b) => a - b);
}

export function mediaName({ hash, width, format }: MediaName): string {
  return `${hash}-${width}.${format}`;
}

/** A file name as the API serves it, or null when it is not one. */
export function parseMediaName(name: string): MediaName | null {
  const match = MEDIA_NAME.exec(name);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat };
}

/** The path an image field stores for a file: `/api/media/{hash}-{width}.{format}`. */
export function storedMediaPath(name: MediaName): string {
  return `${STORED_MEDIA_PREFIX}${mediaName(name)}`;
}

export interface ResponsiveImage {
  src: string;
  /** Only for uploaded images: every width kept, as WebP. */
  srcset?: string;
}

/**
 * What an `<img>` needs to show an image field: uploaded images (`/api/media/...`) from the API the
 * browser calls (`apiBase`, `/api` or another origin) with a `srcset` over every width kept; the
 * site's own images and https addresses as they are.
 */
export function responsiveImage(src: string, apiBase = "/api"): ResponsiveImage {
  if (!src.startsWith(STORED_MEDIA_PREFIX)) return { src };
  const name = parseMediaName(src.slice(STORED_MEDIA_PREFIX.length));
  if (!name) return { src };
  const base = apiBase.replace(/\/+$/, "");
  const url = (width: number) => `${base}${MEDIA_DIR}${mediaName({ ...name, width, format: "webp" })}`;
  // The stored file is the widest kept, so the widths at or below it all exist.
  const widths = mediaWidths(name.width);
  return {
    src: url(name.width),
    srcset: widths.map((width) => `${url(width)} ${width}w`).join(", "),
  };
}
