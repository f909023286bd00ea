/**
 * Image uploads (`POST /staff/media`) and their files (`GET /media/{name}`): who may upload, what is
 * accepted (by content), the size limits, metadata removal, the kept widths, one record per distinct
 * file even under concurrent uploads, the audit row, and the caching headers of the files.
 */
import http from "node:http";
import type { ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MEDIA_WIDTHS, MediaResponse } from "@/shared/api/console-contract";
import { auditLog } from "../db/schema";
import { STAFF_ID } from "../db/seed";
import { frontOf, listen, listeningPort } from "../http-server";
import * as mediaImage from "../lib/media-image";
import { createHarness, type Harness } from "../testing/harness";
import { MEDIA_CACHE_CONTROL } from "./media";

// Counts re-encodings while running the real encoder.
vi.mock("../lib/media-image", async (importOriginal) => {
  const original = await importOriginal<typeof import("../lib/media-image")>();
  return { ...original, encodeUpload: vi.fn(original.encodeUpload) };
});
const encodeUpload = vi.mocked(mediaImage.encodeUpload);

let h: Harness;
const tokens = { member: "", staff: "", admin: "" };

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  encodeUpload.mockClear();
  tokens.member = await h.signIn("member");
  tokens.staff = await h.signIn("staff");
  tokens.admin = await h.signIn("admin");
});

/** A picture with some detail, so its encodings differ by width. */
function picture(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#ff0"/></svg>`,
      ),
    },
  ]);
}

const jpeg = (width = 400, height = 300) => picture(width, height).jpeg().toBuffer();
const png = (width = 400, height = 300) => picture(width, height).png().toBuffer();
const webp = (width = 400, height = 300) => picture(width, height).webp().toBuffer();
/** AV1-coded HEIF: what this libvips can write; iPhone photos are HEVC-coded (see the HEIC tests). */
const heif = (width = 400, height = 300) => picture(width, height).heif({ compression: "av1" }).toBuffer();

interface Sent {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered.
  body: any;
  headers: Headers;
}

async function answer(pending: Response | Promise<Response>): Promise<Sent> {
  const response = await pending;
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

function upload(
  bytes: Uint8Array,
  { token = tokens.staff, type = "image/jpeg", name = "photo.jpg" } = {},
): Promise<Sent> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return answer(h.app.request("/staff/media", { method: "POST", body: form, headers }));
}

function uploadRaw(bytes: Uint8Array, type: string, token = tokens.staff): Promise<Sent> {
  return answer(
    h.app.request("/staff/media", {
      method: "POST",
      body: new Uint8Array(bytes),
      headers: { authorization: `Bearer ${token}`, "content-type": type },
    }),
  );
}

async function uploaded(bytes: Uint8Array, options?: Parameters<typeof upload>[1]) {
  const sent = await upload(bytes, options);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return MediaResponse.parse(sent.body);
}

/** Fetches a variant by the url the upload answered (`/api/media/...`; the app is mounted at /api). */
const file = (url: string, headers: Record<string, string> = {}) =>
  h.app.request(url.replace(/^\/api/, ""), { headers });

describe("who may upload", () => {
  it("needs a session (401) and the staff role (403); staff and admins may", async () => {
    const bytes = await jpeg();
    expect((await upload(bytes, { token: "" })).status).toBe(401);
    const member = await upload(bytes, { token: tokens.member });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: "Only club staff can do this" });
    expect(await h.count("media")).toBe(0);
    expect((await upload(bytes, { token: tokens.staff })).status).toBe(201);
    expect((await upload(await png(), { token: tokens.admin })).status).toBe(201);
  });
});

describe("what is accepted", () => {
  it.each([
    ["JPEG", jpeg, "jpeg"],
    ["PNG", png, "png"],
    ["WebP", webp, "webp"],
    ["HEIF", heif, "heif"],
  ] as const)("takes a %s image, whatever name and type it is sent with", async (_, make, format) => {
    const bytes = await make();
    const media = await uploaded(bytes, { type: "application/octet-stream", name: "upload.bin" });
    expect(media).toMatchObject({ width: 400, height: 300 });
    expect(media.hash).toMatch(/^[a-f0-9]{64}$/);
    expect(await h.count(`media where hash = '${media.hash}' and source_format = '${format}'`)).toBe(1);
  });

  it("takes the image as the raw request body with an image/* type", async () => {
    const sent = await uploadRaw(await png(), "image/png");
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(MediaResponse.parse(sent.body).width).toBe(400);
  });

  it("takes images over the app-wide 100 KB body limit", async () => {
    const noisy = await sharp({
      create: {
        width: 500,
        height: 400,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(200 * 1024);
    expect((await upload(noisy, { type: "image/png" })).status).toBe(201);
  });

  it("refuses a text file named like a photo with 415", async () => {
    const text = new TextEncoder().encode("Just some notes, not a photo at all.\n".repeat(20));
    const sent = await upload(text, { type: "image/jpeg", name: "photo.jpg" });
    expect(sent.status).toBe(415);
    expect(sent.body).toEqual({ message: expect.stringMatching(/not a JPEG, PNG, WebP or HEIC image/) });
    expect((await uploadRaw(text, "image/png")).status).toBe(415);
    expect(await h.count("media")).toBe(0);
  });

  it("refuses other image formats (SVG, GIF) and cut-short files with 415", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, { type: "image/svg+xml", name: "logo.svg" })).status).toBe(415);
    const gif = await picture(40, 30).gif().toBuffer();
    expect((await upload(gif, { type: "image/gif" })).status).toBe(415);
    const cut = (await png(400, 300)).subarray(0, 200);
    const sent = await upload(cut, { type: "image/png" });
    expect(sent.status).toBe(415);
    expect(sent.body.message).toMatch(/cannot be read/);
  });

  it("refuses other ways of sending and empty files with a 4xx message", async () => {
    const json = await h.call("/staff/media", { method: "POST", token: tokens.staff, body: { file: "x" } });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/form field "file"/);
    const form = new FormData();
    form.append("picture", new Blob([await jpeg()]), "photo.jpg");
    const wrongField = await answer(
      h.app.request("/staff/media", {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${tokens.staff}` },
      }),
    );
    expect(wrongField.status).toBe(400);
    expect((await upload(new Uint8Array(0))).status).toBe(400);
  });

  it.skipIf(mediaImage.canReadHeic())(
    "answers HEIC photos it cannot read with 415 and what to do",
    async () => {
      const sent = await upload(await heicBrandedFile(), { type: "image/heic", name: "IMG_0001.HEIC" });
      expect(sent.status).toBe(415);
      expect(sent.body.message).toMatch(/^HEIC photos cannot be read here; .*export .*as JPEG/);
    },
  );

  it("refuses images over 12000 pixels on a side with 422, before decoding them", async () => {
    const wide = await sharp({ create: { width: 12_001, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const sent = await upload(wide, { type: "image/png" });
    expect(sent.status).toBe(422);
    expect(sent.body.message).toMatch(/12001 × 4 pixels; the most accepted is 12000/);
    expect(encodeUpload).toHaveBeenCalledTimes(1);
    expect(await h.count("media")).toBe(0);
  });

  it("says an image with too many pixels in all is too large, not damaged", async () => {
    // 8000 × 8000 (64 megapixels) in a JPEG's header, over tiny pixel data: nothing is decoded.
    const bytes = Buffer.from(await jpeg(16, 16));
    for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
      if (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2) {
        bytes.writeUInt16BE(8000, at + 5);
        bytes.writeUInt16BE(8000, at + 7);
        break;
      }
    }
    const sent = await upload(bytes, { type: "image/jpeg" });
    expect(sent.status).toBe(422);
    expect(sent.body.message).toMatch(
      /^This image is 8000 × 8000 pixels; the most accepted is .* 50 megapixels/,
    );
    expect(await h.count("media")).toBe(0);
  });
});

/** An AV1-coded HEIF relabelled with the HEVC brands iPhones write: what a HEIC photo looks like up front. */
async function heicBrandedFile() {
  const bytes = Buffer.from(await heif(64, 48));
  bytes.write("heic", 8, "latin1");
  for (let at = 16; at + 4 <= bytes.readUInt32BE(0); at += 4) {
    if (bytes.toString("latin1", at, at + 4) === "avif") bytes.write("heic", at, "latin1");
  }
  return bytes;
}

describe("size limits", () => {
  it("refuses a body over 10 MB with 413 JSON, declared or streamed", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 100 * 1024);
    big.set(await jpeg());
    const declared = await uploadRaw(big, "image/jpeg");
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: expect.stringMatching(/larger than 10 MB/) });

    const chunks = Array.from({ length: 20 }, () => new Uint8Array(1024 * 1024));
    const streamed = await answer(
      h.app.request("/staff/media", {
        method: "POST",
        body: new ReadableStream({
          pull(controller) {
            const next = chunks.shift();
            if (next) controller.enqueue(next);
            else controller.close();
          },
        }),
        duplex: "half",
        headers: { authorization: `Bearer ${tokens.staff}`, "content-type": "image/jpeg" },
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(streamed.body.message).toMatch(/larger than 10 MB/);
    // Cut off once past the limit: the rest was never asked for.
    expect(chunks.length).toBeGreaterThan(5);
    expect(await h.count("media")).toBe(0);
  });

  it("refuses a multipart file over 10 MB", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await jpeg());
    const sent = await upload(big);
    expect(sent.status).toBe(413);
    expect(sent.body.message).toMatch(/larger than 10 MB/);
  });

  describe("over the network", () => {
    let server: ServerType;
    let port: number;
    beforeAll(async () => {
      server = await listen(h.app, { port: 0, host: "127.0.0.1" });
      port = listeningPort(server);
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it("answers 413 from the declared length before the body is sent", async () => {
      const result = await new Promise<{ status: number; body: string; sentBytes: number }>(
        (resolve, reject) => {
          const request = http.request({
            host: "127.0.0.1",
            port,
            path: "/staff/media",
            method: "POST",
            headers: {
              authorization: `Bearer ${tokens.staff}`,
              "content-type": "image/jpeg",
              "content-length": String(50 * 1024 * 1024),
            },
          });
          let sentBytes = 0;
          request.on("response", (response) => {
            let body = "";
            response.on("data", (chunk) => {
              body += chunk;
            });
            response.on("end", () => {
              resolve({ status: response.statusCode ?? 0, body, sentBytes });
              request.destroy();
            });
          });
          request.on("error", (error) => (sentBytes > 0 ? undefined : reject(error)));
          // Only the first 64 KB of the declared 50 MB is ever written.
          const chunk = Buffer.alloc(64 * 1024);
          request.write(chunk);
          sentBytes += chunk.length;
        },
      );
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).message).toMatch(/larger than 10 MB/);
      expect(result.sentBytes).toBe(64 * 1024);
    });
  });
});

describe("what is kept", () => {
  it("removes EXIF and every other piece of metadata, turning the picture upright first", async () => {
    const withExif = await picture(400, 300)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Artist: "Someone", Copyright: "Private", Make: "PhoneMaker" } },
      })
      .toBuffer();
    const before = await sharp(withExif).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const media = await uploaded(withExif);
    // Orientation 6 is a quarter turn: the picture as shown is 300 wide and 400 high.
    expect(media).toMatchObject({ width: 300, height: 400 });
    for (const variant of media.variants) {
      const response = await file(variant.url);
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, variant.url).toBeUndefined();
      expect(meta.xmp, variant.url).toBeUndefined();
      expect(meta.iptc, variant.url).toBeUndefined();
      expect(meta.orientation, variant.url).toBeUndefined();
      expect(meta.width, variant.url).toBe(variant.width);
      expect(meta.height! > meta.width!, variant.url).toBe(true);
      expect(bytes.includes("PhoneMaker"), variant.url).toBe(false);
      expect(bytes.includes("Someone"), variant.url).toBe(false);
    }
  });

  it("keeps WebP and AVIF at every width, never wider than the original", async () => {
    const large = await uploaded(await jpeg(1500, 1000));
    expect(large.variants.map((v) => [v.width, v.format])).toEqual(
      MEDIA_WIDTHS.flatMap((w) => [
        [w, "avif"],
        [w, "webp"],
      ]),
    );
    expect(large.url).toBe(`/api/media/${large.hash}-1280.webp`);

    const mid = await uploaded(await jpeg(500, 400));
    expect([...new Set(mid.variants.map((v) => v.width))]).toEqual([320, 500]);
    expect(mid.url).toBe(`/api/media/${mid.hash}-500.webp`);

    const small = await uploaded(await jpeg(200, 100));
    expect(small.variants.map((v) => `${v.width}.${v.format}`)).toEqual(["200.avif", "200.webp"]);
    for (const variant of small.variants) {
      const meta = await sharp(Buffer.from(await (await file(variant.url)).arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([
        200,
        100,
        variant.format === "avif" ? "heif" : "webp",
      ]);
    }
    expect(await h.count(`media_variants where hash = '${small.hash}'`)).toBe(2);
  });

  it("writes an audit row with the upload in the same transaction", async () => {
    const media = await uploaded(await png(), { type: "image/png" });
    const rows = await h.database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: STAFF_ID,
      actorEmail: "staff@example.com",
      action: "media.upload",
      entityType: "media",
      entityId: media.hash,
      before: null,
      after: { sourceFormat: "png", width: 400, height: 300 },
    });
  });
});

describe("one record per distinct file", () => {
  it("answers a second upload of the same file with the stored record, without re-encoding", async () => {
    const bytes = await jpeg();
    const first = await uploaded(bytes);
    const variants = await h.count("media_variants");
    const second = await upload(bytes, { token: tokens.admin, name: "same-again.jpg" });
    expect(second.status).toBe(200);
    expect(MediaResponse.parse(second.body)).toEqual(first);
    expect(encodeUpload).toHaveBeenCalledTimes(1);
    expect(await h.count("media")).toBe(1);
    expect(await h.count("media_variants")).toBe(variants);
    expect(await h.count("audit_log")).toBe(1);
  });

  it("stores one record when the same file is uploaded many times at once, and every upload succeeds", async () => {
    const bytes = await webp(360, 240);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(bytes, { type: "image/webp" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const hashes = new Set(answers.map((a) => MediaResponse.parse(a.body).hash));
    expect(hashes.size).toBe(1);
    const bodies = [...new Set(answers.map((a) => JSON.stringify(a.body)))];
    expect(bodies, bodies.join("\n")).toHaveLength(1);
    expect(await h.count("media")).toBe(1);
    expect(await h.count("media_variants")).toBe(4);
    expect(await h.count("audit_log where action = 'media.upload'")).toBe(1);
  });
});

describe("serving the files", () => {
  it("serves each file with its type, an immutable year of caching and an ETag; 304 when unchanged", async () => {
    const media = await uploaded(await jpeg());
    for (const variant of media.variants) {
      const response = await file(variant.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${variant.format}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^"[a-f0-9]{64}-\d+-(webp|avif)"$/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);

      for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const again = await file(variant.url, { "if-none-match": condition });
        expect(again.status, condition).toBe(304);
        expect(await again.text()).toBe("");
        expect(again.headers.get("etag")).toBe(etag);
        expect(again.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
      }
      expect((await file(variant.url, { "if-none-match": '"other"' })).status).toBe(200);
    }
  });

  it("answers 404 JSON for an unknown file and 400 for a malformed name", async () => {
    const media = await uploaded(await jpeg());
    for (const url of [
      `/media/${"0".repeat(64)}-320.webp`,
      `/media/${media.hash}-999.webp`,
      `/media/${media.hash}-1280.webp`,
    ]) {
      const sent = await answer(await h.app.request(url));
      expect(sent.status, url).toBe(404);
      expect(sent.body, url).toEqual({ message: "There is no such image" });
    }
    const notModifiedUnknown = await h.app.request(`/media/${"0".repeat(64)}-320.webp`, {
      headers: { "if-none-match": "*" },
    });
    expect(notModifiedUnknown.status).toBe(404);
    for (const name of [
      "x.webp",
      `${media.hash}-320.png`,
      `${media.hash}-320.webp.exe`,
      `${media.hash.toUpperCase()}-320.webp`,
      `${media.hash}-0320.webp`,
      `${media.hash}--320.webp`,
      "..%2f..%2fetc%2fpasswd",
    ]) {
      const sent = await answer(await h.app.request(`/media/${name}`));
      expect(sent.status, name).toBe(400);
      expect(sent.body.message, name).toMatch(/not the name of an uploaded image/);
    }
  });

  it("may be shown by other origins, and is not compressed again", async () => {
    const media = await uploaded(await jpeg());
    // As every server process answers it: behind the security headers, with compression on.
    const product = frontOf(new Hono().use(compress()).route("/api", h.app));
    for (const variant of media.variants) {
      const response = await product.request(variant.url, {
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("etag")).not.toMatch(/^W\//);
    }
    // Everything else stays same-origin.
    const json = await product.request("/api/plan/training-packages");
    expect(json.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
