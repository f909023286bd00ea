/**
 * Turning an uploaded file into the club's image files: recognised by its bytes (never its name or
 * declared type), its size checked from the header before anything is decoded, then re-encoded with
 * sharp to WebP and AVIF at the kept widths, turned upright and with every piece of metadata (EXIF,
 * GPS, camera, XMP, ICC) left behind. Limits: docs/decisions/0066-image-uploads.md.
 */
import { createRequire } from "node:module";
import type { FormatEnum, Metadata, Sharp } from "sharp";
import { MEDIA_FORMATS, type MediaFormat, mediaWidths } from "@/shared/domain/media";
import { httpError } from "./http-error";
import { workSlots } from "./work-slots";

const loadPackage = createRequire(import.meta.url);
let loaded: typeof import("sharp").default | undefined;

/**
 * sharp and libvips, loaded on the first upload or format check rather than at start: about 25 MB
 * resident that a server nobody uploads to never pays (docs/decisions/0260-memory-budgets-met.md).
 */
export function sharp(): typeof import("sharp").default {
  if (!loaded) {
    loaded = loadPackage("sharp") as typeof import("sharp").default;
    // libvips' operation cache would keep decoded pictures around after their upload is done.
    loaded.cache(false);
  }
  return loaded;
}

/** Whether sharp has been loaded yet (for tests). */
export const sharpLoaded = () => loaded !== undefined;

/** The largest file accepted. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The request may carry a little more: the multipart boundary and part headers around the file. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** The longest side accepted, in pixels. */
export const MAX_IMAGE_SIDE = 12_000;
/** At most this many pixels (50 megapixels: a 48-megapixel phone photo fits). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** What an upload is, by its content. */
export type SourceFormat = "jpeg" | "png" | "webp" | "heif";

export interface Sniffed {
  format: SourceFormat;
  /** HEIF holding HEVC pictures (iPhone photos): needs a decoder not every libvips build has. */
  heic: boolean;
}

const HEVC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const AV1_BRANDS = new Set(["avif", "avis"]);
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1", "miaf", "mif2"]);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The brands of an ISO-BMFF `ftyp` box at the start of the file: major first, then the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16) return null;
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * The image format the bytes begin with (magic numbers), or null for anything else: a text file
 * named photo.jpg, a PDF, SVG (markup, refused on purpose), GIF, TIFF.
 */
export function sniffImage(bytes: Uint8Array): Sniffed | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return { format: "jpeg", heic: false };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { format: "png", heic: false };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return { format: "webp", heic: false };
  }
  const brands = ftypBrands(bytes);
  if (!brands) return null;
  const [major] = brands;
  if (HEVC_BRANDS.has(major!)) return { format: "heif", heic: true };
  if (AV1_BRANDS.has(major!)) return { format: "heif", heic: false };
  if (GENERIC_HEIF_BRANDS.has(major!)) {
    // A generic HEIF file says through its compatible brands how its pictures are coded.
    const hevc = brands.some((brand) => HEVC_BRANDS.has(brand));
    return { format: "heif", heic: hevc && !brands.some((brand) => AV1_BRANDS.has(brand)) };
  }
  return null;
}

/**
 * Whether this libvips can read HEVC-coded HEIF (HEIC). The prebuilt sharp binaries read only
 * AV1-coded HEIF (AVIF), for patent reasons; a libvips built with libde265 also lists `.heic`.
 */
export function canReadHeic(format: Pick<FormatEnum, "heif"> = sharp().format): boolean {
  const input = format.heif?.input;
  return Boolean(input?.buffer && input.fileSuffix?.includes(".heic"));
}

export const HEIC_UNREADABLE =
  "HEIC photos cannot be read here; on the phone, export or share the photo as JPEG (or set the camera to Most Compatible) and upload that.";
const NOT_AN_IMAGE =
  "This file is not a JPEG, PNG, WebP or HEIC image. Upload a photo in one of those formats.";
const UNREADABLE =
  "This image cannot be read; it may be damaged or cut short. Export it again as JPEG or PNG and upload that.";

const TOO_MANY_PIXELS = `This image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, the most accepted. Resize it and upload it again.`;

export interface EncodedVariant {
  width: number;
  format: MediaFormat;
  bytes: Buffer;
}

export interface EncodedImage {
  sourceFormat: SourceFormat;
  /** The original's size as shown (after its EXIF orientation is applied). */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

/**
 * How many uploads are decoded at once in this process; the others wait their turn. A 12-megapixel
 * photo takes about 50 MB decoded, and memory the C allocator took for it is not all given back:
 * twenty photos at once decoded together raised the server's resident memory by far more than its
 * budget (docs/decisions/0217-server-memory.md).
 */
export const ENCODES_AT_ONCE = 2;

const encodeSlots = workSlots(ENCODES_AT_ONCE);

/** Runs `work` once fewer than ENCODES_AT_ONCE encodes are running, in arrival order. */
export const oneEncodeSlot = <T>(work: () => Promise<T>): Promise<T> => encodeSlots.run(work);

/** How many encodes run now (for tests). */
export const encodesRunning = () => encodeSlots.running();

const SHARP_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" } as const;
/**
 * For reading the header only: sharp refuses an image over `limitInputPixels` when it opens it, even
 * to read its size, and that refusal must not read as a damaged file. Nothing is decoded here; the
 * size read is checked (checkDimensions) before the pixels are, with the limit in place.
 */
const HEADER_OPTIONS = { limitInputPixels: false, failOn: "error" } as const;

const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80 }),
  // effort 2 of 9: a few times faster than the default at a slightly larger file; an upload waits for it.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
};

/**
 * Checks an upload and re-encodes it; throws a 415 (not an image we can read) or 422 (too many
 * pixels) with a message for the person uploading.
 */
export async function encodeUpload(bytes: Buffer, heicReadable = canReadHeic()): Promise<EncodedImage> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw httpError(415, NOT_AN_IMAGE);
  if (sniffed.heic && !heicReadable) throw httpError(415, HEIC_UNREADABLE);

  let metadata: Metadata;
  try {
    metadata = await sharp()(bytes, HEADER_OPTIONS).metadata();
  } catch {
    throw httpError(415, sniffed.heic ? HEIC_UNREADABLE : UNREADABLE);
  }
  // The header and the magic bytes must agree: a PNG signature in front of something else is refused.
  if (metadata.format !== sniffed.format || !metadata.width || !metadata.height) {
    throw httpError(415, UNREADABLE);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  checkDimensions(width, height);

  // Decoded once; each copy resizes and encodes from it. sharp keeps no metadata unless asked, and
  // rotate() with no angle turns the picture upright by its EXIF orientation before that is dropped.
  const upright = sharp()(bytes, SHARP_OPTIONS).rotate();
  try {
    // One copy at a time, each upload waiting for a slot: a few pictures decoded at once, not six
    // copies of each of twenty.
    const variants = await oneEncodeSlot(async () => {
      const encoded: EncodedVariant[] = [];
      for (const targetWidth of mediaWidths(width))
        for (const format of MEDIA_FORMATS)
          encoded.push({
            width: targetWidth,
            format,
            bytes: await ENCODERS[format](
              upright.clone().resize({ width: targetWidth, withoutEnlargement: true }),
            ).toBuffer(),
          });
      return encoded;
    });
    return { sourceFormat: sniffed.format, width, height, variants };
  } catch (error) {
    // sharp's own pixel limit, should the decoder see more pixels than the header said.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw httpError(422, TOO_MANY_PIXELS);
    // The header was fine but the pixels are not (a truncated file, a bad HEIF picture).
    throw httpError(415, sniffed.heic ? HEIC_UNREADABLE : UNREADABLE);
  }
}

/** Refuses images over MAX_IMAGE_SIDE on a side or MAX_IMAGE_PIXELS in all, before they are decoded. */
export function checkDimensions(width: number, height: number): void {
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw httpError(
      422,
      `This image is ${width} × ${height} pixels; the most accepted is ${MAX_IMAGE_SIDE} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Resize it and upload it again.`,
    );
  }
}
