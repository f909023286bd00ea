import { describe, expect, it } from "vitest";
import { portraitPicture, sanityPicture, uploadSize } from "./sanity-image";

const PROJECT = { projectId: "abc123", dataset: "production" };
const UPLOAD = "image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg";
const CDN = "https://cdn.sanity.io/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg";

describe("sanityPicture", () => {
  it("crops to the aspect asked for at each width, in the browser's best format, smallest as src", () => {
    const picture = sanityPicture(PROJECT, { asset: { _ref: UPLOAD } }, [480, 320], 3 / 2);
    expect(picture.width).toBe(320);
    expect(picture.height).toBe(213);
    // The library centres the 3:2 window on the tall upload (or on the editor's hotspot).
    expect(picture.src).toBe(`${CDN}?rect=0,835,2000,1331&w=320&h=213&fit=crop&auto=format`);
    expect(picture.srcset).toMatch(
      /&w=320&h=213&fit=crop&auto=format 320w, .*&w=480&h=320&fit=crop&auto=format 480w$/,
    );
  });

  it("keeps the upload's proportions without an aspect, and honours the editor's crop", () => {
    const picture = sanityPicture(
      PROJECT,
      { asset: { _ref: UPLOAD }, crop: { top: 0.5, bottom: 0, left: 0, right: 0 } },
      [960],
    );
    expect(picture).toMatchObject({ width: 960, height: 1440 });
    expect(picture.src).toContain("rect=0,1500,2000,1500");
    expect(picture.src).toContain("auto=format");
  });

  it("never links the upload itself", () => {
    const { srcset } = sanityPicture(PROJECT, { asset: { _ref: UPLOAD } }, [320, 640]);
    for (const candidate of srcset.split(", "))
      expect(candidate).toMatch(/\?w=\d+&fit=crop&auto=format \d+w$/);
  });
});

describe("uploadSize", () => {
  it("reads the size from an asset reference or a CDN address", () => {
    expect(uploadSize({ asset: { _ref: UPLOAD } })).toEqual({ width: 2000, height: 3000 });
    expect(uploadSize(CDN)).toEqual({ width: 2000, height: 3000 });
    expect(() => uploadSize("https://example.com/photo.jpg")).toThrow("Not a Sanity image");
  });
});

describe("portraitPicture", () => {
  it("gives a Sanity photo square renditions at 1x and 2x", () => {
    const picture = portraitPicture(CDN, 56);
    expect(picture).toMatchObject({ width: 56, height: 56 });
    expect("srcset" in picture && picture.srcset).toBe(
      `${CDN}?rect=0,500,2000,2000&w=56&h=56&fit=crop&auto=format 56w, ${CDN}?rect=0,500,2000,2000&w=112&h=112&fit=crop&auto=format 112w`,
    );
  });

  it("shows any other address as it is", () => {
    expect(portraitPicture("https://example.com/a.jpg", 56)).toEqual({ src: "https://example.com/a.jpg" });
  });
});
