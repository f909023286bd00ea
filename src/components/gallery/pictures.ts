/**
 * The renditions a gallery photo is shown at: a 3:2 thumbnail for the grid, and the whole photo for
 * the lightbox, each at fixed widths for `srcset` in a modern format (contentPicture). Photos kept
 * with the local content are files in `content/albums/photos/`.
 */
import { contentPicture } from "@/components/site/content-picture";
import type { Picture } from "@/lib/content/sanity-image";
import type { GalleryPhoto } from "@/lib/content/schemas";

const THUMB_WIDTHS = [320, 480, 640] as const;
const THUMB_ASPECT = 3 / 2;
const FULL_WIDTHS = [960, 1600] as const;
const PHOTO_FOLDER = "albums/photos/";

export interface ShownPhoto {
  thumb: Picture;
  full: Picture;
  alt: string;
  caption: string | undefined;
}

export async function shownPhoto(photo: GalleryPhoto): Promise<ShownPhoto> {
  const image = typeof photo.image === "string" ? `${PHOTO_FOLDER}${photo.image}` : photo.image;
  const [thumb, full] = await Promise.all([
    contentPicture(image, THUMB_WIDTHS, THUMB_ASPECT),
    contentPicture(image, FULL_WIDTHS),
  ]);
  return { thumb, full, alt: photo.alt, caption: photo.caption };
}
