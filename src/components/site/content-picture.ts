/**
 * Renditions of an image editors chose, at fixed widths for `srcset` in a modern format, never the
 * original: an upload to Sanity comes from its image CDN (src/lib/content/sanity-image.ts); a file
 * under `content/` goes through Astro's image service at build time, as WebP.
 */
import { getImage } from "astro:assets";
import { sanityClient } from "sanity:client";
import type { SanityImageSource } from "@sanity/image-url";
import type { ImageMetadata } from "astro";
import { type Picture, sanityPicture } from "@/lib/content/sanity-image";
import type { SanityImage } from "@/lib/content/schemas";

const CONTENT_FOLDER = "/content/";

const LOCAL_IMAGES = import.meta.glob<{ default: ImageMetadata }>("/content/**/*.{jpg,jpeg,png,webp}", {
  eager: true,
});

/** A file under `content/`, named by its path there (`albums/photos/dawn-session.jpg`). */
async function localPicture(file: string, widths: readonly number[], aspect?: number): Promise<Picture> {
  const image = LOCAL_IMAGES[`${CONTENT_FOLDER}${file}`]?.default;
  if (!image) throw new Error(`The image content/${file} does not exist`);
  const ratio = aspect ?? image.width / image.height;
  // Never wider than the file itself; a small file gets one rendition at its own width.
  const fitting = widths.filter((width) => width <= image.width);
  const chosen = fitting.length > 0 ? fitting : [image.width];
  const renditions = await Promise.all(
    chosen.map(async (width) => {
      const height = Math.round(width / ratio);
      const rendition = await getImage({
        src: image,
        width,
        height,
        fit: "cover",
        format: "webp",
        quality: 75,
      });
      return { src: rendition.src, width, height };
    }),
  );
  const [first] = renditions;
  if (!first) throw new Error(`No rendition of content/${file}`);
  return {
    src: first.src,
    srcset: renditions.map((rendition) => `${rendition.src} ${rendition.width}w`).join(", "),
    width: first.width,
    height: first.height,
  };
}

function uploadedPicture(image: SanityImage, widths: readonly number[], aspect?: number): Picture {
  if (!sanityClient) throw new Error("An image is a Sanity upload, but no Sanity project is configured");
  const { projectId, dataset } = sanityClient.config();
  if (!projectId || !dataset) throw new Error("The Sanity client has no project");
  return sanityPicture({ projectId, dataset }, image as SanityImageSource, widths, aspect);
}

/**
 * The image at each of `widths` (cropped to `aspect`, width / height, when given): an upload to
 * Sanity, or a file by its path under `content/`.
 */
export async function contentPicture(
  image: SanityImage | string,
  widths: readonly number[],
  aspect?: number,
): Promise<Picture> {
  return typeof image === "string"
    ? localPicture(image, widths, aspect)
    : uploadedPicture(image, widths, aspect);
}
