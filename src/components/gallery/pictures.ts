/**
 * The renditions a gallery photo is shown at: a 3:2 thumbnail for the grid, and the whole photo for
 * the lightbox, each at fixed widths for `srcset` in a modern format. Photos uploaded to Sanity come
 * from its image CDN (src/lib/content/sanity-image.ts); files in `content/albums/photos/` go
 * through Astro's image service at build time. Neither ever serves the original.
 */
import { getImage } from "astro:assets";
import { sanityClient } from "sanity:client";
import type { SanityImageSource } from "@sanity/image-url";
import type { ImageMetadata } from "astro";
import { type Picture, sanityPicture } from "@/lib/content/sanity-image";
import type { GalleryPhoto } from "@/lib/content/schemas";

const THUMB_WIDTHS = [320, 480, 640] as const;
const THUMB_ASPECT = 3 / 2;
const FULL_WIDTHS = [960, 1600] as const;
const PHOTO_FOLDER = "/content/albums/photos/";

const LOCAL_PHOTOS = import.meta.glob<{ default: ImageMetadata }>(
  "/content/albums/photos/*.{jpg,jpeg,png,webp}",
  {
    eager: true,
  },
);

async function localPicture(file: string, widths: readonly number[], aspect?: number): Promise<Picture> {
  const photo = LOCAL_PHOTOS[`${PHOTO_FOLDER}${file}`]?.default;
  if (!photo) throw new Error(`The gallery photo content/albums/photos/${file} does not exist`);
  const ratio = aspect ?? photo.width / photo.height;
  // Never wider than the file itself; a small file gets one rendition at its own width.
  const fitting = widths.filter((width) => width <= photo.width);
  const chosen = fitting.length > 0 ? fitting : [photo.width];
  const renditions = await Promise.all(
    chosen.map(async (width) => {
      const height = Math.round(width / ratio);
      const image = await getImage({ src: photo, width, height, fit: "cover", format: "webp", quality: 75 });
      return { src: image.src, width, height };
    }),
  );
  const [first] = renditions;
  if (!first) throw new Error(`No rendition of ${file}`);
  return {
    src: first.src,
    srcset: renditions.map((rendition) => `${rendition.src} ${rendition.width}w`).join(", "),
    width: first.width,
    height: first.height,
  };
}

function uploaded(image: Exclude<GalleryPhoto["image"], string>, widths: readonly number[], aspect?: number) {
  if (!sanityClient)
    throw new Error("A gallery photo is a Sanity image, but no Sanity project is configured");
  const { projectId, dataset } = sanityClient.config();
  if (!projectId || !dataset) throw new Error("The Sanity client has no project");
  return sanityPicture({ projectId, dataset }, image as SanityImageSource, widths, aspect);
}

export interface ShownPhoto {
  thumb: Picture;
  full: Picture;
  alt: string;
  caption: string | undefined;
}

export async function shownPhoto(photo: GalleryPhoto): Promise<ShownPhoto> {
  const { image } = photo;
  const [thumb, full] =
    typeof image === "string"
      ? await Promise.all([localPicture(image, THUMB_WIDTHS, THUMB_ASPECT), localPicture(image, FULL_WIDTHS)])
      : [uploaded(image, THUMB_WIDTHS, THUMB_ASPECT), uploaded(image, FULL_WIDTHS)];
  return { thumb, full, alt: photo.alt, caption: photo.caption };
}
