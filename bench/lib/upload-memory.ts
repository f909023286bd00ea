/**
 * The server's memory under photo uploads: twenty staff uploads of 12-megapixel JPEG photos sent at
 * once, the server's resident memory sampled while they run (its peak) and again once they are done
 * and the server has had a few seconds to give memory back (docs/decisions/0217-server-memory.md).
 */
import sharp from "sharp";
import { residentMemoryMb } from "./server-process";

export interface UploadMemoryFigures {
  uploads: number;
  beforeMb: number;
  peakMb: number;
  /** A few seconds after the last upload answered. */
  afterMb: number;
  /** Uploads that did not answer 201 or 200. */
  failed: number;
}

const UPLOADS = 20;
const WIDTH = 4000;
const HEIGHT = 3000;
const SETTLE_MS = 5000;

/** A distinct 12-megapixel photo per upload (the server keeps one record per distinct file). */
function photo(index: number): Promise<Buffer> {
  return sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 10 + index * 11, g: 120, b: 60 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function measureUploadMemory(
  apiBase: string,
  adminToken: string,
  pid: number,
): Promise<UploadMemoryFigures> {
  const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => photo(i)));
  const beforeMb = residentMemoryMb(pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMemoryMb(pid));
  }, 100);
  let failed = 0;
  try {
    const answers = await Promise.all(
      photos.map((bytes) =>
        fetch(new URL("staff/media", apiBase), {
          method: "POST",
          headers: { authorization: `Bearer ${adminToken}`, "content-type": "image/jpeg" },
          body: new Uint8Array(bytes),
        }),
      ),
    );
    for (const answer of answers) {
      await answer.arrayBuffer();
      if (answer.status !== 201 && answer.status !== 200) failed++;
    }
  } finally {
    clearInterval(sampler);
  }
  peakMb = Math.max(peakMb, residentMemoryMb(pid));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { uploads: UPLOADS, beforeMb, peakMb, afterMb: residentMemoryMb(pid), failed };
}
