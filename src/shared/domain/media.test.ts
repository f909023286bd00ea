import { describe, expect, it } from "vitest";
import { MEDIA_WIDTHS, mediaWidths, parseMediaName, responsiveImage, storedMediaPath } from "./media";

const HASH = "ab".repeat(32);

describe("mediaWidths", () => {
  it("keeps every width for an image at least as wide as the widest", () => {
    expect(mediaWidths(4000)).toEqual([...MEDIA_WIDTHS]);
    expect(mediaWidths(1280)).toEqual([320, 640, 1280]);
  });

  it("never upscales: widths past the original become the original, once", () => {
    expect(mediaWidths(1000)).toEqual([320, 640, 1000]);
    expect(mediaWidths(500)).toEqual([320, 500]);
    expect(mediaWidths(320)).toEqual([320]);
    expect(mediaWidths(200)).toEqual([200]);
    expect(mediaWidths(1)).toEqual([1]);
  });
});

describe("parseMediaName", () => {
  it("reads hash, width and format", () => {
    expect(parseMediaName(`${HASH}-640.avif`)).toEqual({ hash: HASH, width: 640, format: "avif" });
    expect(storedMediaPath({ hash: HASH, width: 320, format: "webp" })).toBe(`/api/media/${HASH}-320.webp`);
  });

  it("refuses anything else", () => {
    for (const name of [
      `${HASH}-640.png`,
      `${HASH}-0.webp`,
      `${HASH}-0640.webp`,
      `${HASH}-640.webp/x`,
      `${HASH.slice(1)}-640.webp`,
      `${HASH.toUpperCase()}-640.webp`,
      `${HASH}-123456.webp`,
      "../etc/passwd",
    ]) {
      expect(parseMediaName(name), name).toBeNull();
    }
  });
});

describe("responsiveImage", () => {
  it("lists every kept width of an uploaded image as WebP in srcset", () => {
    expect(responsiveImage(`/api/media/${HASH}-1280.webp`)).toEqual({
      src: `/api/media/${HASH}-1280.webp`,
      srcset: [320, 640, 1280].map((w) => `/api/media/${HASH}-${w}.webp ${w}w`).join(", "),
    });
  });

  it("stops at the stored width, which is the widest kept", () => {
    expect(responsiveImage(`/api/media/${HASH}-500.webp`).srcset).toBe(
      `/api/media/${HASH}-320.webp 320w, /api/media/${HASH}-500.webp 500w`,
    );
    expect(responsiveImage(`/api/media/${HASH}-200.avif`)).toEqual({
      src: `/api/media/${HASH}-200.webp`,
      srcset: `/api/media/${HASH}-200.webp 200w`,
    });
  });

  it("reads the files from the API the browser calls", () => {
    const image = responsiveImage(`/api/media/${HASH}-640.webp`, "https://api.example.com/api/");
    expect(image.src).toBe(`https://api.example.com/api/media/${HASH}-640.webp`);
    expect(image.srcset).toBe(
      `https://api.example.com/api/media/${HASH}-320.webp 320w, https://api.example.com/api/media/${HASH}-640.webp 640w`,
    );
  });

  it("leaves the site's own images, https addresses and odd paths as they are", () => {
    for (const src of [
      "/images/coaches/ngozi-eze.jpg",
      "https://cdn.example.com/photo.jpg",
      "/api/media/not-a-name.webp",
      `/api/mediax/${HASH}-320.webp`,
    ]) {
      expect(responsiveImage(src, "https://api.example.com/api")).toEqual({ src });
    }
  });
});
