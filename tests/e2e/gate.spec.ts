/**
 * The gate scanner (/staff/check-in) with a camera: Chromium's fake capture plays a frame holding a
 * real demo ticket's QR code. A ticket is let in, then "already checked in"; a void ticket is refused;
 * with the network cut after the tournament was opened, scans are checked on the phone and synced
 * when the network returns, a ticket let in twice reported.
 */
import { writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, chromium, expect, type Page, test } from "@playwright/test";
import { QRCodeSVG } from "qrcode.react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { readBudgets } from "../../bench/lib/budgets";
import { CHROMIUM_FLAGS, chromiumPath } from "../support/browser";
import { apiLogin, DEMO } from "../support/dashboard";

test.describe.configure({ mode: "serial" });

const SCREENSHOTS = "/tmp/gate";
const WIDTH = 640;
const HEIGHT = 480;

interface DemoTicket {
  _id: string;
  token: string;
  pass: string;
  tournament: { _id: string; name: string };
}

async function memberTickets(request: APIRequestContext): Promise<DemoTicket[]> {
  const member = await apiLogin(request, DEMO.member);
  const response = await request.get("/api/match/getUserMatches", {
    headers: { Authorization: `Bearer ${member.auth.token}` },
  });
  return (await response.json()).matches;
}

const ticketFor = (tickets: DemoTicket[], name: string) => tickets.find((t) => t.tournament.name === name)!;

/** A camera feed (Y4M, grey) showing the pass's QR code as the member's phone draws it, 200 px at error correction L. */
async function cameraFeed(pass: string): Promise<string> {
  const svg = renderToStaticMarkup(
    createElement(QRCodeSVG, { value: pass, size: 200, level: "L", marginSize: 2 }),
  );
  const qr = await sharp(Buffer.from(svg)).resize(300, 300, { kernel: "nearest" }).png().toBuffer();
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#ffffff" } })
    .composite([{ input: qr, left: (WIDTH - 300) / 2, top: (HEIGHT - 300) / 2 }])
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

/** A phone at the gate: a browser whose camera sees the feed, signed in as staff, at the tournament's gate. */
async function gatePhone(
  request: APIRequestContext,
  baseURL: string,
  feed: string,
  tournamentId: string,
): Promise<{ browser: Browser; page: Page }> {
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${feed}`,
    ],
  });
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await context.grantPermissions(["camera"], { origin: baseURL });
  const page = await context.newPage();
  const staff = await apiLogin(request, DEMO.staff);
  await page.goto("/favicon.svg");
  await page.evaluate((payload) => localStorage.setItem("user-payload", payload), JSON.stringify(staff));
  await page.goto(`/staff/check-in?t=${tournamentId}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Check-in: / })).toBeVisible();
  return { browser, page };
}

const answer = (page: Page) => page.locator(".gate-answer");

test("a ticket is let in once, then already checked in; a void ticket is refused", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tickets = await memberTickets(request);
  const december = ticketFor(tickets, "December Championship 2026");
  const { browser, page } = await gatePhone(
    request,
    baseURL!,
    await cameraFeed(december.pass),
    december.tournament._id,
  );
  try {
    await expect(answer(page)).toContainText("Ready to scan");
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    await page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(answer(page)).toContainText("Valid");
    await expect(answer(page)).toContainText("Let Tobi Adeyemi in");
    await expect(page.locator(".gate-answer--ok")).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/valid-phone.png`, fullPage: true });
    // The camera keeps seeing the same code: a few seconds later it is a second scan.
    await expect(answer(page)).toContainText("Already checked in", { timeout: 15_000 });
    await expect(answer(page)).toContainText(/at Gate [0-9A-F]{4}/);
    await page.getByRole("button", { name: "Stop the camera" }).click();
    await expect(page.getByRole("table", { name: "Scan log" })).toContainText("Tobi Adeyemi");
    await page.screenshot({ path: `${SCREENSHOTS}/already-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENSHOTS}/already-desktop.png`, fullPage: true });
  } finally {
    await browser.close();
  }

  // Cancelling the Abuja tournament makes its ticket void, at any gate.
  const abuja = ticketFor(tickets, "Abuja Amateur Classic");
  const admin = await apiLogin(request, DEMO.admin);
  const headers = { Authorization: `Bearer ${admin.auth.token}` };
  const current = await (
    await request.get(`/api/staff/tournaments/${abuja.tournament._id}`, { headers })
  ).json();
  const cancel = await request.post(`/api/staff/tournaments/${abuja.tournament._id}/cancel`, {
    headers,
    data: { version: current.tournament.version, confirm: true },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  const voided = await gatePhone(request, baseURL!, await cameraFeed(abuja.pass), december.tournament._id);
  try {
    await voided.page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(answer(voided.page)).toContainText("Void");
    await expect(voided.page.locator(".gate-answer--bad")).toBeVisible();
    await voided.page.screenshot({ path: `${SCREENSHOTS}/void-phone.png`, fullPage: true });
  } finally {
    await voided.browser.close();
  }
});

test("with no network the phone checks tickets itself and syncs them when the network returns", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const june = ticketFor(await memberTickets(request), "June Club Championship");
  const { browser, page } = await gatePhone(
    request,
    baseURL!,
    await cameraFeed(june.pass),
    june.tournament._id,
  );
  try {
    await expect(page.getByText("Online: every scan is checked with the club.")).toBeVisible();
    await expect(page.getByText("Kept on this phone: scanning works without network.")).toBeVisible();
    await page.context().setOffline(true);
    await expect(page.getByText("Offline: scans are checked on this phone")).toBeVisible();
    await page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(answer(page)).toContainText("Valid");
    await expect(answer(page)).toContainText("Checked on this phone (offline).");
    await expect(answer(page)).toContainText("Already checked in", { timeout: 15_000 });
    await page.getByRole("button", { name: "Stop the camera" }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/offline-phone.png`, fullPage: true });

    // Meanwhile another gate, online, lets the same ticket in.
    const staff = await apiLogin(request, DEMO.staff);
    const other = await request.post(`/api/staff/check-in/${june.tournament._id}/scan`, {
      headers: { Authorization: `Bearer ${staff.auth.token}` },
      data: { code: june.token, deviceId: "Gate EAST" },
    });
    expect((await other.json()).outcome).toBe("admitted");

    await page.context().setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: /offline scans? synced/ })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Let in twice while offline");
    await expect(page.getByRole("alert")).toContainText("Gate EAST");
    await expect(page.getByRole("table", { name: "Scan log" })).toContainText("let in twice");
    await page.screenshot({ path: `${SCREENSHOTS}/synced-phone.png`, fullPage: true });
  } finally {
    await browser.close();
  }
});

test("a member's tickets and QR code open with no network once opened online", async ({ page, request }) => {
  const member = await apiLogin(request, DEMO.member);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/favicon.svg");
  await page.evaluate((payload) => localStorage.setItem("user-payload", payload), JSON.stringify(member));
  await page.goto("/u/tickets");
  await expect(page.getByRole("heading", { name: "December Championship 2026" })).toBeVisible();
  // The service worker has taken charge of the page and kept its files.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
  await page.waitForLoadState("networkidle");

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "December Championship 2026" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: "December Championship 2026" });
  await item.getByRole("button").first().click();
  const dialog = page.getByRole("dialog", { name: "Your Ticket" });
  await expect(dialog.getByRole("img", { name: /QR code of your ticket/ })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add to calendar" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Share to WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=December%20Championship%202026/,
  );
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Add to calendar" }).click();
  expect((await download).suggestedFilename()).toBe("december-championship-2026.ics");
  await page.screenshot({ path: `${SCREENSHOTS}/member-offline-ticket-phone.png`, fullPage: true });
  await page.context().setOffline(false);
});

test("the scanner stays within its budget: its JS, the decoder, and decoding and verifying one ticket", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const budget = readBudgets().scanner;
  if (!budget) throw new Error("bench/budgets.json has no scanner budget");
  const december = ticketFor(await memberTickets(request), "December Championship 2026");
  const { browser, page } = await gatePhone(
    request,
    baseURL!,
    await cameraFeed(december.pass),
    december.tournament._id,
  );
  try {
    const bytes = { js: 0, wasm: 0 };
    page.on("response", async (response) => {
      const name = new URL(response.url()).pathname;
      if (!name.startsWith("/_astro/")) return;
      const gzipped = gzipSync(await response.body()).length;
      if (name.endsWith(".wasm")) bytes.wasm += gzipped;
      else if (/\/(CheckIn|ponyfill)\./.test(name)) bytes.js += gzipped;
    });
    // Opened again, so the screen's own files are fetched while recorded.
    await page.reload();
    await expect(page.getByText("Kept on this phone: scanning works without network.")).toBeVisible();
    // Offline, the pass is verified on the phone; with the CPU slowed as Lighthouse slows it.
    await page.context().setOffline(true);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: budget.cpuSlowdown });
    await page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(answer(page)).toContainText("Already checked in", { timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName("gate-decode").length), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(3);
    const { decode, verify } = await page.evaluate(() => {
      const median = (name: string) => {
        const all = performance
          .getEntriesByName(name)
          .map((e) => e.duration)
          .sort((a, b) => a - b);
        return all[Math.floor(all.length / 2)] ?? Number.NaN;
      };
      return { decode: median("gate-decode"), verify: median("gate-verify") };
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    console.log(
      `scanner: ${(bytes.js / 1000).toFixed(1)} kB JS, ${(bytes.wasm / 1000).toFixed(1)} kB wasm (gzip); decode ${decode.toFixed(0)} ms + verify ${verify.toFixed(0)} ms at ${budget.cpuSlowdown}x slowdown`,
    );
    expect(bytes.js / 1000).toBeLessThanOrEqual(budget.maxJsKb);
    expect(bytes.wasm / 1000).toBeLessThanOrEqual(budget.maxWasmKb);
    expect(decode + verify).toBeLessThanOrEqual(budget.maxDecodeVerifyMs);
  } finally {
    await browser.close();
  }
});
