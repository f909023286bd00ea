import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  canReadHeic,
  checkDimensions,
  ENCODES_AT_ONCE,
  encodesRunning,
  encodeUpload,
  HEIC_UNREADABLE,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  oneEncodeSlot,
  sniffImage,
} from "./media-image";

/** An ISO-BMFF file start: an `ftyp` box with these brands, then padding. */
function ftyp(major: string, ...compatible: string[]) {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write("ftyp", 4, "latin1");
  box.write(major, 8, "latin1");
  compatible.forEach((brand, i) => {
    box.write(brand, 16 + 4 * i, "latin1");
  });
  return Buffer.concat([box, Buffer.alloc(64)]);
}

describe("sniffImage", () => {
  it("recognises JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toEqual({ format: "jpeg", heic: false });
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({
      format: "png",
      heic: false,
    });
    expect(sniffImage(Buffer.from("RIFF\x10\0\0\0WEBPVP8 ", "latin1"))).toEqual({
      format: "webp",
      heic: false,
    });
  });

  it("tells HEVC-coded HEIF (HEIC) from AV1-coded HEIF by the brands", () => {
    expect(sniffImage(ftyp("heic", "mif1", "heic"))).toEqual({ format: "heif", heic: true });
    expect(sniffImage(ftyp("heix"))).toEqual({ format: "heif", heic: true });
    expect(sniffImage(ftyp("mif1", "heic"))).toEqual({ format: "heif", heic: true });
    expect(sniffImage(ftyp("avif", "mif1", "miaf"))).toEqual({ format: "heif", heic: false });
    expect(sniffImage(ftyp("mif1", "avif"))).toEqual({ format: "heif", heic: false });
  });

  it("refuses everything else, whatever it is called", () => {
    for (const bytes of [
      Buffer.from("Just a text file named photo.jpg"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from("GIF89a\x01\0\x01\0", "latin1"),
      Buffer.from("%PDF-1.7\n"),
      Buffer.from("RIFF\x10\0\0\0WAVEfmt ", "latin1"),
      ftyp("isom", "mp41"),
      ftyp("qt  "),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
    ]) {
      expect(sniffImage(bytes), bytes.subarray(0, 12).toString("latin1")).toBeNull();
    }
  });
});

describe("canReadHeic", () => {
  it("is true only when libvips lists .heic among what it reads", () => {
    const heif = (fileSuffix: string[], buffer = true) =>
      ({ heif: { input: { file: true, buffer, stream: true, fileSuffix } } }) as never;
    expect(canReadHeic(heif([".avif"]))).toBe(false);
    expect(canReadHeic(heif([".heic", ".heif", ".avif"]))).toBe(true);
    expect(canReadHeic(heif([".heic"], false))).toBe(false);
    expect(canReadHeic({} as never)).toBe(false);
  });
});

describe("checkDimensions", () => {
  it("lets through up to 12000 pixels a side and 50 megapixels", () => {
    expect(() => checkDimensions(MAX_IMAGE_SIDE, 4000)).not.toThrow();
    expect(() => checkDimensions(8000, 6000)).not.toThrow();
    expect(() => checkDimensions(1, 1)).not.toThrow();
  });

  it("refuses a longer side or more pixels with 422", () => {
    for (const [width, height] of [
      [MAX_IMAGE_SIDE + 1, 10],
      [10, MAX_IMAGE_SIDE + 1],
      [10_000, 5_001],
    ] as const) {
      expect(width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE).toBe(true);
      expect(() => checkDimensions(width, height)).toThrow(expect.objectContaining({ status: 422 }));
    }
  });
});

describe("encodeUpload", () => {
  const heifFile = () =>
    sharp({ create: { width: 80, height: 60, channels: 3, background: "#0a0" } })
      .heif({ compression: "av1" })
      .toBuffer();

  it("refuses a HEIC photo with the HEIC message when this libvips cannot read it", async () => {
    const bytes = await heifFile();
    bytes.write("heic", 8, "latin1");
    await expect(encodeUpload(bytes, false)).rejects.toMatchObject({ status: 415, message: HEIC_UNREADABLE });
  });

  it("reads a HEIF photo when it can, at the widths it has", async () => {
    const image = await encodeUpload(await heifFile(), true);
    expect(image).toMatchObject({ sourceFormat: "heif", width: 80, height: 60 });
    expect(image.variants.map((v) => `${v.width}.${v.format}`)).toEqual(["80.webp", "80.avif"]);
  });

  it("refuses bytes whose header disagrees with their signature", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const jpegSignatureOnPng = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);
    await expect(encodeUpload(jpegSignatureOnPng)).rejects.toMatchObject({ status: 415 });
  });
});

describe("uploads encoded at once", () => {
  it("are at most ENCODES_AT_ONCE; the others wait their turn, in order, and every one finishes", async () => {
    expect(ENCODES_AT_ONCE).toBe(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const releases: (() => void)[] = [];
    const works = Array.from({ length: 6 }, (_, i) =>
      oneEncodeSlot(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        finished.push(i);
        return i;
      }),
    );
    while (finished.length < 6) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      releases.shift()?.();
    }
    expect(await Promise.all(works)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(finished).toEqual([0, 1, 2, 3, 4, 5]);
    expect(encodesRunning()).toBe(0);
  });

  it("give their slot back when an encode fails", async () => {
    await expect(oneEncodeSlot(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(encodesRunning()).toBe(0);
  });

  it("hold for photos uploaded together: never more than two decoding, every one encoded", async () => {
    const photo = (shade: number) =>
      sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: shade, g: 90, b: 40 } } })
        .jpeg()
        .toBuffer();
    const photos = await Promise.all(Array.from({ length: 6 }, (_, i) => photo(20 * i)));
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, encodesRunning());
    }, 1);
    try {
      const images = await Promise.all(photos.map((bytes) => encodeUpload(bytes)));
      expect(images.map((image) => image.variants.length)).toEqual(Array(6).fill(6));
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(ENCODES_AT_ONCE);
  });
});

describe("sharp itself", () => {
  it("is loaded on the first upload, not when the server imports the upload code", () => {
    const script = `
      const media = await import(${JSON.stringify(new URL("./media-image.ts", import.meta.url).href)});
      const before = media.sharpLoaded();
      const { createRequire } = await import("node:module");
      const inCache = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("/sharp/"));
      const cachedBefore = inCache();
      media.canReadHeic();
      console.log(JSON.stringify([before, cachedBefore, media.sharpLoaded(), inCache()]));
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(JSON.parse(output.trim().split("\n").at(-1)!)).toEqual([false, false, true, true]);
  });
});
