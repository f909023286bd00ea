/**
 * Images for the club console: staff upload a photo (`POST /staff/media`), which is checked,
 * cleaned of its metadata and kept as WebP and AVIF at a few widths, once per distinct file; anyone
 * reads the files (`GET /media/{hash}-{width}.{format}`), cached for good since a name never changes
 * what it holds. Limits and formats: docs/decisions/0066-image-uploads.md.
 */

import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as calls from "@/shared/api/all-calls";
import type { MediaResponse } from "@/shared/api/console-contract";
import {
  MEDIA_CONTENT_TYPES,
  type MediaFormat,
  parseMediaName,
  storedMediaPath,
} from "@/shared/domain/media";
import type { Database } from "../db/client";
import { media, mediaVariants } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { audited } from "../lib/audit";
import { httpError } from "../lib/http-error";
import { encodeUpload, MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "../lib/media-image";

const TOO_LARGE = `This image is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB. Export a smaller copy (a JPEG under ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB) and upload it again.`;
const HOW_TO_SEND =
  'Send the image as the form field "file" (multipart/form-data), or as the request body with its image/* Content-Type.';
/** A file's name fixes its bytes for good: caches may keep it a year without asking again. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

type VariantKey = { width: number; format: MediaFormat };

function present(
  row: { hash: string; width: number; height: number },
  variants: VariantKey[],
): MediaResponse {
  const sorted = variants
    .map(({ width, format }) => ({ width, format }))
    .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
  const widestWebp = sorted.filter((v) => v.format === "webp").at(-1)!;
  return {
    hash: row.hash,
    width: row.width,
    height: row.height,
    url: storedMediaPath({ hash: row.hash, ...widestWebp }),
    variants: sorted.map((v) => ({ ...v, url: storedMediaPath({ hash: row.hash, ...v }) })),
  };
}

async function stored(db: Database, hash: string): Promise<MediaResponse | null> {
  const [row] = await db.select().from(media).where(eq(media.hash, hash));
  if (!row) return null;
  const variants = await db
    .select({ width: mediaVariants.width, format: mediaVariants.format })
    .from(mediaVariants)
    .where(eq(mediaVariants.hash, hash))
    .orderBy(asc(mediaVariants.width));
  return present(row, variants as VariantKey[]);
}

/** The uploaded file's bytes: the multipart field "file", or the body itself for an image/* body. */
async function uploadedBytes(c: Context<AppEnv>): Promise<Buffer> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  let bytes: Buffer;
  if (type === "multipart/form-data") {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw httpError(400, `The form could not be read. ${HOW_TO_SEND}`);
    }
    const file = form.get("file");
    if (!(file instanceof Blob)) throw httpError(400, `No file was sent. ${HOW_TO_SEND}`);
    if (file.size > MAX_UPLOAD_BYTES) throw httpError(413, TOO_LARGE);
    bytes = Buffer.from(await file.arrayBuffer());
  } else if (type.startsWith("image/") || type === "application/octet-stream") {
    bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length > MAX_UPLOAD_BYTES) throw httpError(413, TOO_LARGE);
  } else {
    throw httpError(415, HOW_TO_SEND);
  }
  if (bytes.length === 0) throw httpError(400, `The file is empty. ${HOW_TO_SEND}`);
  return bytes;
}

export function mediaRoutes({ db, now, route }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(
    app,
    calls.uploadMedia,
    // Replaces the app-wide 100 KB limit for this call (see app.ts). A declared length over the limit
    // is refused before any of the body is read; a streamed body is cut off once it passes it.
    bodyLimit({ maxSize: MAX_UPLOAD_REQUEST_BYTES, onError: (c) => c.json({ message: TOO_LARGE }, 413) }),
    async (c) => {
      const bytes = await uploadedBytes(c);
      // Keyed by the upload's own bytes: the same file uploaded again is the same record.
      const hash = createHash("sha256").update(bytes).digest("hex");
      const existing = await stored(db, hash);
      if (existing) return c.json(existing, 200);

      const image = await encodeUpload(bytes);
      const actor = c.get("user");
      const at = now();
      const created = await db.transaction(async (tx) => {
        // Two uploads of one file at once: the second insert waits for the first and does nothing.
        const [row] = await tx
          .insert(media)
          .values({
            hash,
            sourceFormat: image.sourceFormat,
            width: image.width,
            height: image.height,
            uploadedBy: actor.id,
            createdAt: at,
          })
          .onConflictDoNothing({ target: media.hash })
          .returning();
        if (!row) return null;
        await tx.insert(mediaVariants).values(image.variants.map((variant) => ({ hash, ...variant })));
        const answer = present(row, image.variants);
        await audited(tx, actor, at, {
          action: "media.upload",
          entityType: "media",
          entityId: hash,
          before: null,
          after: {
            sourceFormat: row.sourceFormat,
            width: row.width,
            height: row.height,
            bytes: bytes.length,
            variants: image.variants.map(({ width, format, bytes: file }) => ({
              width,
              format,
              bytes: file.length,
            })),
          },
        });
        return answer;
      });
      if (created) return c.json(created, 201);
      const raced = await stored(db, hash);
      if (!raced) throw new Error(`media ${hash} was neither inserted nor found`);
      return c.json(raced, 200);
    },
  );

  route(app, calls.media, async (c) => {
    const name = parseMediaName(c.req.param("name"));
    if (!name)
      throw httpError(400, "This is not the name of an uploaded image: {64 hex}-{width}.webp or .avif");
    const etag = `"${name.hash}-${name.width}-${name.format}"`;
    const where = and(
      eq(mediaVariants.hash, name.hash),
      eq(mediaVariants.width, name.width),
      eq(mediaVariants.format, name.format),
    );
    const headers = {
      "Cache-Control": MEDIA_CACHE_CONTROL,
      ETag: etag,
      // Public images: other origins (the site on a CDN, the API elsewhere) may show them.
      "Cross-Origin-Resource-Policy": "cross-origin",
    };
    if (matchesEtag(c.req.header("if-none-match"), etag)) {
      const [found] = await db.select({ width: mediaVariants.width }).from(mediaVariants).where(where);
      if (!found) throw httpError(404, "There is no such image");
      return c.body(null, 304, headers);
    }
    const [found] = await db.select({ bytes: mediaVariants.bytes }).from(mediaVariants).where(where);
    if (!found) throw httpError(404, "There is no such image");
    return c.body(new Uint8Array(found.bytes), 200, {
      ...headers,
      "Content-Type": MEDIA_CONTENT_TYPES[name.format],
      "Content-Length": String(found.bytes.length),
    });
  });

  return app;
}

/** If-None-Match holds this ETag (weakly compared, as the header's semantics ask) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}
