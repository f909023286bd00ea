/**
 * The gate scanner (/staff/check-in) with a camera: Chromium's fake capture plays a frame holding a
 * real demo ticket's QR code, drawn by the ticket dialog's own component (bench/lib/gate-phone.ts).
 * A ticket is let in, then "already checked in"; another tournament's pass, a made-up code and a
 * void ticket are refused; with the network cut after the tournament was opened, the page reopens,
 * scans are checked on the phone (void tickets refused by QR and by typed token) and synced when
 * the network returns, a ticket let in twice reported. How fast a scan is lives in the bench
 * (`npm run bench -- gate`), never here.
 */
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { readBudgets } from "../../bench/lib/budgets";
import { cameraFeed, gatePhone } from "../../bench/lib/gate-phone";
import { apiLogin, DEMO } from "../support/dashboard";

test.describe.configure({ mode: "serial" });

const SCREENSHOTS = "/tmp/gate";

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

/** A phone at the gate signed in as the demo staff member; without a tournament, at the picker. */
async function staffPhone(request: APIRequestContext, baseURL: string, pass: string, tournamentId?: string) {
  const staff = await apiLogin(request, DEMO.staff);
  return gatePhone({
    baseURL,
    feed: await cameraFeed(pass),
    session: JSON.stringify(staff),
    ...(tournamentId ? { tournamentId } : {}),
  });
}

/** Cancels a tournament as the demo admin (once: a cancelled one is left as it is); its tickets become void. */
async function cancelTournament(request: APIRequestContext, tournamentId: string) {
  const admin = await apiLogin(request, DEMO.admin);
  const headers = { Authorization: `Bearer ${admin.auth.token}` };
  const current = await (await request.get(`/api/staff/tournaments/${tournamentId}`, { headers })).json();
  if (current.tournament.cancelled) return;
  const cancel = await request.post(`/api/staff/tournaments/${tournamentId}/cancel`, {
    headers,
    data: { version: current.tournament.version, confirm: true },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
}

const answer = (page: Page) => page.locator(".gate-answer");
const refused = (page: Page) => page.locator(".gate-answer--bad");
const admitted = (page: Page) =>
  page.locator(".gate-counts p").filter({ hasText: "admitted" }).locator(".gate-counts__figure");

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Ticket code").fill(code);
  await page.getByRole("button", { name: "Check", exact: true }).click();
}

test("a ticket is let in once, then already checked in; other tournaments', made-up and void tickets are refused", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tickets = await memberTickets(request);
  const december = ticketFor(tickets, "December Championship 2026");
  const abuja = ticketFor(tickets, "Abuja Amateur Classic");
  // Opened without a tournament: the picker lists the upcoming ones.
  const { browser, page } = await staffPhone(request, baseURL!, december.pass);
  try {
    await page.getByRole("link", { name: /December Championship 2026/ }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Check-in: December Championship 2026" }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/staff/check-in\\?t=${december.tournament._id}$`));
    await expect(answer(page)).toContainText("Ready to scan");
    await expect(admitted(page)).toHaveText(/^\d+$/);
    const before = Number(await admitted(page).textContent());
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    await page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(answer(page)).toContainText("Valid");
    await expect(answer(page)).toContainText("Let Tobi Adeyemi in");
    await expect(page.locator(".gate-answer--ok")).toBeVisible();
    await expect(admitted(page)).toHaveText(String(before + 1));
    await page.screenshot({ path: `${SCREENSHOTS}/valid-phone.png`, fullPage: true });
    // The camera keeps seeing the same code: a few seconds later it is a second scan.
    await expect(answer(page)).toContainText("Already checked in", { timeout: 15_000 });
    await expect(answer(page)).toContainText(/on Gate [0-9A-F]{4}/);
    await page.getByRole("button", { name: "Stop the camera" }).click();
    await expect(page.getByRole("table", { name: "Scan log" })).toContainText("Tobi Adeyemi");
    await expect(admitted(page)).toHaveText(String(before + 1));

    // Typed at the "Ticket code" form: another tournament's token, then a made-up code.
    await typeCode(page, abuja.token.toLowerCase());
    await expect(answer(page)).toContainText("Wrong tournament");
    await expect(answer(page)).toContainText("this ticket is for Abuja Amateur Classic");
    await expect(refused(page)).toBeVisible();
    await typeCode(page, "ZZZZZ-99999");
    await expect(answer(page)).toContainText("Not our ticket");
    await expect(answer(page)).toContainText("Not a ticket of ours");
    await expect(refused(page)).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/already-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENSHOTS}/already-desktop.png`, fullPage: true });
  } finally {
    await browser.close();
  }

  // Another tournament's pass at the December gate is the wrong tournament ...
  const other = await staffPhone(request, baseURL!, abuja.pass, december.tournament._id);
  try {
    await other.page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(answer(other.page)).toContainText("Wrong tournament");
    await expect(refused(other.page)).toBeVisible();
    await other.page.getByRole("button", { name: "Stop the camera" }).click();
    // ... and once the Abuja tournament is cancelled its ticket is void, at any gate.
    await cancelTournament(request, abuja.tournament._id);
    await other.page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(answer(other.page)).toContainText("Void", { timeout: 15_000 });
    await expect(refused(other.page)).toBeVisible();
    await other.page.screenshot({ path: `${SCREENSHOTS}/void-phone.png`, fullPage: true });
  } finally {
    await other.browser.close();
  }
});

test("with no network the phone reopens the scanner, checks tickets itself and syncs them when the network returns", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tickets = await memberTickets(request);
  const june = ticketFor(tickets, "June Club Championship");
  const december = ticketFor(tickets, "December Championship 2026");
  const abuja = ticketFor(tickets, "Abuja Amateur Classic");
  // Voided before any gate is opened: its tournament is cancelled.
  await cancelTournament(request, abuja.tournament._id);

  const { browser, page } = await staffPhone(request, baseURL!, june.pass, june.tournament._id);
  try {
    await expect(page.getByText("Online: every scan is checked with the club.")).toBeVisible();
    await expect(page.getByText("Kept on this phone: scanning works without network.")).toBeVisible();
    await page.context().setOffline(true);
    await expect(page.getByText("Offline: scans are checked on this phone")).toBeVisible();
    // Opened again with no network: the kept page, files, decoder and tickets.
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Check-in: June Club Championship" }),
    ).toBeVisible();
    await expect(page.getByText("Offline: scans are checked on this phone")).toBeVisible();
    await expect(page.getByText("Kept on this phone: scanning works without network.")).toBeVisible();
    await page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(answer(page)).toContainText("Valid");
    await expect(answer(page)).toContainText("Checked on this phone (offline).");
    await expect(answer(page)).toContainText("Already checked in", { timeout: 15_000 });
    await page.getByRole("button", { name: "Stop the camera" }).click();
    // Typed with no network: another tournament's ticket, and a void one.
    await typeCode(page, december.token);
    await expect(answer(page)).toContainText(
      "Wrong tournament: this ticket is for December Championship 2026",
    );
    await expect(refused(page)).toBeVisible();
    await typeCode(page, abuja.token);
    await expect(answer(page)).toContainText("Void");
    await expect(refused(page)).toBeVisible();
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
    await expect(page.getByText("0 waiting to sync")).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/synced-phone.png`, fullPage: true });
  } finally {
    await browser.close();
  }

  // At the cancelled tournament's own gate, its ticket is void offline by QR code and by token.
  const voided = await staffPhone(request, baseURL!, abuja.pass, abuja.tournament._id);
  try {
    await expect(voided.page.getByText("Kept on this phone: scanning works without network.")).toBeVisible();
    await voided.page.context().setOffline(true);
    await voided.page.reload();
    await expect(
      voided.page.getByRole("heading", { level: 1, name: "Check-in: Abuja Amateur Classic" }),
    ).toBeVisible();
    await voided.page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(answer(voided.page)).toContainText("Void");
    await expect(answer(voided.page)).toContainText("Checked on this phone (offline).");
    await expect(refused(voided.page)).toBeVisible();
    await voided.page.getByRole("button", { name: "Stop the camera" }).click();
    await typeCode(voided.page, "ZZZZZ-99999");
    await expect(answer(voided.page)).toContainText("Not our ticket");
    await typeCode(voided.page, abuja.token);
    await expect(answer(voided.page)).toContainText("Void");
    await expect(refused(voided.page)).toBeVisible();
    await voided.page.screenshot({ path: `${SCREENSHOTS}/offline-void-phone.png`, fullPage: true });
  } finally {
    await voided.browser.close();
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

test("the scanner's JS and the decoder's wasm stay within the scanner budget", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const budget = readBudgets().scanner;
  if (!budget) throw new Error("bench/budgets.json has no scanner budget");
  const june = ticketFor(await memberTickets(request), "June Club Championship");
  const { browser, page } = await staffPhone(request, baseURL!, june.pass, june.tournament._id);
  try {
    await expect(page.getByText("Kept on this phone: scanning works without network.")).toBeVisible();
    // The screen's own chunks and the decoder's .wasm as this page loaded them, weighed gzipped.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    const bytes = { js: 0, wasm: 0 };
    for (const name of new Set(loaded.filter((n) => n.startsWith("/_astro/")))) {
      const isWasm = name.endsWith(".wasm");
      if (!isWasm && !/\/(CheckIn|ponyfill)\./.test(name)) continue;
      const gzipped = gzipSync(await (await request.get(name)).body()).length;
      if (isWasm) bytes.wasm += gzipped;
      else bytes.js += gzipped;
    }
    console.log(
      `scanner: ${(bytes.js / 1000).toFixed(1)} kB JS, ${(bytes.wasm / 1000).toFixed(1)} kB wasm (gzip)`,
    );
    expect(bytes.js).toBeGreaterThan(0);
    expect(bytes.wasm).toBeGreaterThan(0);
    expect(bytes.js / 1000).toBeLessThanOrEqual(budget.maxJsKb);
    expect(bytes.wasm / 1000).toBeLessThanOrEqual(budget.maxWasmKb);
  } finally {
    await browser.close();
  }
});
