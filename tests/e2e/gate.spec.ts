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
import { cancelTournament as cancelCall, checkInScan, staffTournament } from "@/shared/api/all-calls";
import { readBudgets } from "../../bench/lib/budgets";
import { cameraFeed, gatePhone } from "../../bench/lib/gate-phone";
import { apiPath } from "../support/api-path";
import { apiLogin, DEMO } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

test.describe.configure({ mode: "serial" });

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
  const current = await (
    await request.get(apiPath(staffTournament, { id: tournamentId }), { headers })
  ).json();
  if (current.tournament.cancelled) return;
  const cancel = await request.post(apiPath(cancelCall, { id: tournamentId }), {
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
    // The volunteer names the phone after where it scans.
    await expect(page.getByText(/Scans from this phone are marked “Gate [0-9A-F]{4}”/)).toBeVisible();
    await page.getByLabel("Phone’s name").fill("Main gate");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Saved: this phone is “Main gate”.")).toBeVisible();

    // Full screen at 390 x 844: the answer and the camera fill the phone, nothing to scroll.
    const enter = page.getByRole("button", { name: "Full screen" });
    await enter.click();
    const scanner = page.getByRole("dialog", { name: "December Championship 2026" });
    await expect(scanner).toBeVisible();
    await expect(scanner.getByRole("button", { name: "Exit full screen" })).toBeFocused();
    await scanner.getByRole("button", { name: "Scan with the camera" }).click();
    // One check of the whole answer: the camera keeps seeing the code, and a later scan of it
    // rightly answers "Already checked in", so separate checks could each see a different answer.
    await expect(page.locator(".gate-answer--ok")).toContainText(/Valid[\s\S]*Let Tobi Adeyemi in/);
    const viewport = page.viewportSize()!;
    expect(viewport).toEqual({ width: 390, height: 844 });
    for (const part of [
      answer(page),
      scanner.getByLabel("Camera preview"),
      scanner.getByLabel("Ticket code"),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    expect((await scanner.getByLabel("Camera preview").boundingBox())!.height).toBeGreaterThan(300);
    expect(await scanner.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    // Tab stays inside the full-screen scanner.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await scanner.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    const fullAxe = await new AxeBuilder({ page }).analyze();
    expect(fullAxe.violations).toEqual([]);
    await attachScreenshot(page, `valid-full-screen-phone`);
    // The camera keeps seeing the same code: a few seconds later it is a second scan, said with the phone's name.
    await expect(answer(page)).toContainText("Already checked in", { timeout: 15_000 });
    await expect(answer(page)).toContainText(/Checked in .* on Main gate by /);
    await scanner.getByRole("button", { name: "Stop the camera" }).click();
    await page.keyboard.press("Escape");
    await expect(scanner).toBeHidden();
    await expect(enter).toBeFocused();
    await expect(admitted(page)).toHaveText(String(before + 1));
    await attachScreenshot(page, `valid-phone`, { fullPage: true });
    await expect(page.getByRole("table", { name: "Scan log" })).toContainText("Tobi Adeyemi");
    await expect(page.getByRole("table", { name: "Scan log" })).toContainText("Main gate");
    await expect(admitted(page)).toHaveText(String(before + 1));

    // Typed at the "Ticket code" form: another tournament's token, then a made-up code.
    // However it is typed: lower case, no hyphen.
    await typeCode(page, abuja.token.replace(/-/g, " ").toLowerCase());
    await expect(answer(page)).toContainText("Wrong tournament");
    await expect(answer(page)).toContainText("This ticket is for Abuja Amateur Classic");
    await expect(refused(page)).toBeVisible();
    await typeCode(page, "ZZZZZ-99999");
    await expect(answer(page)).toContainText("Not our ticket");
    await expect(answer(page)).toContainText("Not a ticket of ours");
    // Said back, so a typo can be seen.
    await expect(answer(page)).toContainText("Typed: ZZZZZ-99999. Check it against the ticket.");
    await expect(refused(page)).toBeVisible();
    await attachScreenshot(page, `already-phone`, { fullPage: true });

    // Someone with no ticket: let in with a reason, counted and in the scan log.
    await page.getByRole("button", { name: "Let in without a ticket" }).click();
    const dialog = page.getByRole("dialog", { name: "Let in without a ticket" });
    await dialog.getByRole("button", { name: "Let in", exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText("Say why");
    await dialog.getByLabel("Reason").fill("Ticket on a phone with a flat battery; known to the desk");
    await dialog.getByRole("button", { name: "Let in", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Let in without a ticket" })).toBeFocused();
    await expect(answer(page)).toContainText("Admitted without a ticket");
    await expect(admitted(page)).toHaveText(String(before + 2));
    await expect(page.getByText("1 of those admitted was let in without a ticket.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Scan log" })).toContainText(
      "Let in without a ticket: Ticket on a phone with a flat battery",
    );

    // A holder found by name shows where they were let in.
    await page.getByLabel("Holder’s name").fill("adeyemi");
    await page.getByRole("button", { name: "Search" }).click();
    const found = page.getByRole("list", { name: "Ticket holders found" });
    await expect(found).toContainText("Tobi Adeyemi");
    await expect(found).toContainText(/Checked in .* on Main gate/);
    const toolsAxe = await new AxeBuilder({ page }).analyze();
    expect(toolsAxe.violations).toEqual([]);
    await attachScreenshot(page, `tools-phone`, { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await attachScreenshot(page, `already-desktop`, { fullPage: true });
  } finally {
    await browser.close();
  }

  // At the Abuja gate, an entrant whose ticket will not scan is found by name and let in from the result.
  const abujaGate = await staffPhone(request, baseURL!, abuja.pass, abuja.tournament._id);
  try {
    const gate = abujaGate.page;
    await expect(admitted(gate)).toHaveText(/^\d+$/);
    const already = Number(await admitted(gate).textContent());
    await gate.getByLabel("Holder’s name").fill("fatima");
    await gate.getByRole("button", { name: "Search" }).click();
    const found = gate.getByRole("list", { name: "Ticket holders found" });
    await expect(found).toContainText("Fatima Sani");
    await expect(found).toContainText("Not checked in yet");
    await found.getByRole("button", { name: "Let Fatima Sani in" }).click();
    await expect(answer(gate)).toContainText("Let Fatima Sani in");
    await expect(gate.locator(".gate-answer--ok")).toBeVisible();
    await expect(found).toContainText(/Checked in .* on Gate [0-9A-F]{4}/);
    await expect(found.getByRole("button", { name: "Let Fatima Sani in" })).toHaveCount(0);
    await expect(admitted(gate)).toHaveText(String(already + 1));
    await attachScreenshot(gate, `found-by-name-phone`, { fullPage: true });
  } finally {
    await abujaGate.browser.close();
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
    await attachScreenshot(other.page, `void-phone`, { fullPage: true });
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
    await expect(admitted(page)).toHaveText(/^\d+$/);
    const before = Number(await admitted(page).textContent());
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
    // The counters count what this phone let in.
    await expect(admitted(page)).toHaveText(String(before + 1));
    await expect(answer(page)).toContainText("Already checked in", { timeout: 15_000 });
    await expect(answer(page)).toContainText(/Checked in .* on Gate [0-9A-F]{4} by /);
    await page.getByRole("button", { name: "Stop the camera" }).click();
    await expect(admitted(page)).toHaveText(String(before + 1));
    // Typed with no network, however typed: another tournament's ticket, and a void one.
    await typeCode(page, december.token.replace(/-/g, "").toLowerCase());
    await expect(answer(page)).toContainText("Wrong tournament");
    await expect(answer(page)).toContainText("This ticket is for December Championship 2026");
    await expect(refused(page)).toBeVisible();
    await typeCode(page, abuja.token);
    await expect(answer(page)).toContainText("Void");
    await expect(refused(page)).toBeVisible();
    await attachScreenshot(page, `offline-phone`, { fullPage: true });

    // Meanwhile another gate, online, lets the same ticket in.
    const staff = await apiLogin(request, DEMO.staff);
    const other = await request.post(apiPath(checkInScan, { tournamentId: june.tournament._id }), {
      headers: { Authorization: `Bearer ${staff.auth.token}` },
      data: { code: june.token, deviceId: "Gate EAST" },
    });
    expect((await other.json()).outcome).toBe("admitted");

    await page.context().setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: /offline scans? synced/ })).toBeVisible();
    // Online again: no offline answer is left under the "Online" header.
    await expect(page.getByText("Online: every scan is checked with the club.")).toBeVisible();
    await expect(answer(page)).toContainText("Ready to scan");
    await expect(answer(page)).not.toContainText("Checked on this phone (offline).");
    await expect(admitted(page)).toHaveText(String(before + 1));
    await expect(page.getByRole("alert")).toContainText("Let in twice while offline");
    await expect(page.getByRole("alert")).toContainText("Gate EAST");
    await expect(page.getByRole("table", { name: "Scan log" })).toContainText("let in twice");
    await expect(page.getByText("0 waiting to sync")).toBeVisible();
    await attachScreenshot(page, `synced-phone`, { fullPage: true });
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
    await attachScreenshot(voided.page, `offline-void-phone`, { fullPage: true });
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
  await attachScreenshot(page, `member-offline-ticket-phone`, { fullPage: true });
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
