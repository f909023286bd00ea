/**
 * A phone at the gate, for the bench's gate step and the browser tests (tests/e2e/gate.spec.ts):
 * Chromium whose fake camera plays a frame showing a ticket's QR code as the member's phone draws
 * it (the app's own TicketQrCode), signed in as staff on the scanner, and the timing of decoding and
 * verifying one ticket there with the CPU slowed.
 */
import { writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import TicketQrCode from "@/dashboard/tickets/TicketQrCode";
import { CHROMIUM_FLAGS, chromiumPath } from "../../tests/support/browser";
import { SESSION_STORAGE_KEY } from "./session";

const WIDTH = 640;
const HEIGHT = 480;
/** The ticket's 200 px code as a camera at arm's length sees it. */
const SHOWN_PX = 300;

/** A camera feed (Y4M, grey) showing the pass's QR code drawn by the ticket dialog's own component. */
export async function cameraFeed(pass: string): Promise<string> {
  const svg = renderToStaticMarkup(createElement(TicketQrCode, { value: pass, label: "QR code" }));
  const qr = await sharp(Buffer.from(svg)).resize(SHOWN_PX, SHOWN_PX, { kernel: "nearest" }).png().toBuffer();
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#ffffff" } })
    .composite([{ input: qr, left: (WIDTH - SHOWN_PX) / 2, top: (HEIGHT - SHOWN_PX) / 2 }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(WIDTH * HEIGHT);
  for (let i = 0; i < WIDTH * HEIGHT; i++) y[i] = luma.data[i * luma.info.channels]!;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma]);
  const file = path.join(await mkdtemp(path.join(tmpdir(), "gate-feed-")), "qr.y4m");
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

export interface GatePhoneOptions {
  baseURL: string;
  /** A camera feed from cameraFeed. */
  feed: string;
  /** The staff member's stored session (the `user-payload` value the login page writes). */
  session: string;
  /** The tournament whose gate to open; without it, the scanner's tournament picker. */
  tournamentId?: string;
}

/** A phone at the gate: a browser whose camera sees the feed, signed in as staff, on the scanner. */
export async function gatePhone(options: GatePhoneOptions): Promise<{ browser: Browser; page: Page }> {
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${options.feed}`,
    ],
  });
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: { width: 390, height: 844 },
  });
  await context.grantPermissions(["camera"], { origin: options.baseURL });
  const page = await context.newPage();
  await page.goto("/favicon.svg");
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SESSION_STORAGE_KEY, options.session],
  );
  const { tournamentId } = options;
  await page.goto(tournamentId ? `/staff/check-in?t=${tournamentId}` : "/staff/check-in");
  await page
    .getByRole("heading", { level: 1, name: tournamentId ? /^Check-in: / : "Check-in" })
    .waitFor({ timeout: 60_000 });
  return { browser, page };
}

export interface GateScanFigures {
  cpuSlowdown: number;
  /** Median ms for the decoder to read the code from one camera frame. */
  decodeMs: number;
  /** Median ms to verify the pass's signature on the phone (Web Crypto Ed25519). */
  verifyMs: number;
  decodeSamples: number;
  verifySamples: number;
}

/** The middle value (the upper one of an even count); NaN for none. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Scans until this many of each timing were recorded: verifications come one per repeated scan (3 s). */
const SAMPLES = 5;

/**
 * Times decoding and verifying one ticket on a scanner opened at its tournament's gate (its pack
 * kept, its decoder loaded): offline, so the pass is verified on the phone, with the CPU slowed as
 * Lighthouse slows a phone. The scanner marks each with performance.measure ("gate-decode",
 * "gate-verify"); the medians are answered. The network is back on when it returns.
 */
export async function timeGateScan(page: Page, cpuSlowdown: number): Promise<GateScanFigures> {
  await page.getByText("Kept on this phone: scanning works without network.").waitFor({ timeout: 60_000 });
  await page.evaluate(() => performance.clearMeasures());
  await page.context().setOffline(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  try {
    await page.getByRole("button", { name: "Scan with the camera" }).click();
    await page.waitForFunction(
      (wanted) =>
        performance.getEntriesByName("gate-decode").length >= wanted &&
        performance.getEntriesByName("gate-verify").length >= wanted,
      SAMPLES,
      { timeout: 120_000, polling: 500 },
    );
    await page.getByRole("button", { name: "Stop the camera" }).click();
    // Plain lists out of the page (the bench's own helpers do not exist in it), medians here.
    const [decode, verify] = await page.evaluate(() =>
      ["gate-decode", "gate-verify"].map((name) => performance.getEntriesByName(name).map((e) => e.duration)),
    );
    const figures = {
      decodeMs: median(decode ?? []),
      verifyMs: median(verify ?? []),
      decodeSamples: decode?.length ?? 0,
      verifySamples: verify?.length ?? 0,
    };
    return { cpuSlowdown, ...figures };
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.context().setOffline(false);
  }
}
