/** Check-in at the gate: each scan outcome, concurrent scans of one ticket, offline sync and double admissions. */
import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import {
  admitWithoutTicket,
  cancelTournament,
  checkInScan,
  checkInStatus,
  checkInSync,
  gatePack,
  searchTicketHolders,
} from "@/shared/api/all-calls";
import {
  CheckInStatusResponse,
  GatePackResponse,
  HolderSearchResponse,
  ScanResult,
  SyncScansResponse,
} from "@/shared/api/console-contract";
import { verifyPass } from "@/shared/domain/ticket-pass";
import { auditLog, tickets, transactions } from "../db/schema";
import { STAFF_ID } from "../db/seed";
import { tournamentIdOf } from "../db/seed/catalogue";
import { createTicketSigner } from "../lib/ticket-signing";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";

let h: Harness;
let staff = "";
let member = "";
let passes: Map<string, { pass: string; token: string; id: string }>;

const HOLDER = "Tobi Adeyemi";
const DECEMBER = tournamentIdOf("December Championship 2026");
const ABUJA = tournamentIdOf("Abuja Amateur Classic");

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  staff = await h.signIn("staff");
  member = await h.signIn("member");
  const { body } = await h.call("/match/getUserMatches", { token: member });
  passes = new Map(
    body.matches.map((t: { _id: string; pass: string; token: string; tournament: { _id: string } }) => [
      t.tournament._id,
      { pass: t.pass, token: t.token, id: t._id },
    ]),
  );
});

async function scan(
  code: string,
  tournamentId = DECEMBER,
  deviceId = "gate-a",
  token = staff,
  deviceName?: string,
) {
  const { status, body } = await h.call(pathOf(checkInScan, { tournamentId: tournamentId }), {
    method: "POST",
    token,
    body: { code, deviceId, ...(deviceName ? { deviceName } : {}) },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return ScanResult.parse(body);
}

async function status(tournamentId = DECEMBER) {
  const { body } = await h.call(pathOf(checkInStatus, { tournamentId: tournamentId }), { token: staff });
  return CheckInStatusResponse.parse(body);
}

describe("a scan at the gate", () => {
  it("admits a valid pass once, with the holder's name, then says when and where it was checked in", async () => {
    const ticket = passes.get(DECEMBER)!;
    const first = await scan(ticket.pass);
    expect(first).toMatchObject({
      outcome: "admitted",
      ticket: { _id: ticket.id, holder: HOLDER, token: ticket.token },
      checkIn: { deviceId: "gate-a", at: TEST_NOW.toISOString() },
    });
    expect(first.message).toBe(`Let ${HOLDER} in`);
    const second = await scan(ticket.token.toLowerCase(), DECEMBER, "gate-b");
    expect(second).toMatchObject({ outcome: "already", checkIn: { deviceId: "gate-a" } });
    // The member's ticket says it was let in, and when; their other tickets were not.
    const { body: mine } = await h.call("/match/getUserMatches", { token: member });
    const checkedIn = (id: string) => mine.matches.find((t: { _id: string }) => t._id === id)?.checkedInAt;
    expect(checkedIn(ticket.id)).toBe(TEST_NOW.toISOString());
    expect(checkedIn(passes.get(ABUJA)!.id)).toBeNull();
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.action, "ticket.check-in"));
    expect(audit).toHaveLength(1);
    const now = await status();
    expect(now.admitted).toBe(1);
    expect(now.log.map((l) => l.outcome).sort()).toEqual(["admitted", "already"]);
  });

  it("refuses a ticket of another tournament, a made-up code, a forged pass and a void ticket", async () => {
    expect((await scan(passes.get(ABUJA)!.pass)).outcome).toBe("wrong-tournament");
    expect((await scan("TC-NOTATICKET")).outcome).toBe("unknown");
    const forger = createTicketSigner(
      generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    );
    const forged = forger.sign({
      ticketId: passes.get(DECEMBER)!.id,
      tournamentId: DECEMBER,
      initials: "AO",
      issuedAt: TEST_NOW,
    });
    expect((await scan(forged)).outcome).toBe("unknown");
    const pack = GatePackResponse.parse(
      (await h.call(pathOf(gatePack, { tournamentId: DECEMBER }), { token: staff })).body,
    );
    expect(pack.tickets.map((t) => t.holder)).toContain(HOLDER);
    expect(pack.void).toEqual([]);
    // Other tournaments' tickets come as tokens and a void flag, never with their holders.
    expect(pack.elsewhere).toContainEqual({
      _id: passes.get(ABUJA)!.id,
      token: passes.get(ABUJA)!.token,
      tournamentId: ABUJA,
      tournamentName: "Abuja Amateur Classic",
      void: false,
    });
    expect(pack.elsewhere.some((t) => t.tournamentId === DECEMBER)).toBe(false);
    expect((await verifyPass(passes.get(DECEMBER)!.pass, pack.keys)).ok).toBe(true);
    const { status: cancelled } = await h.call(pathOf(cancelTournament, { id: DECEMBER }), {
      method: "POST",
      token: staff,
      body: { version: 1, confirm: true },
    });
    expect(cancelled).toBe(200);
    expect((await scan(passes.get(DECEMBER)!.pass)).outcome).toBe("void");
    const after = GatePackResponse.parse(
      (await h.call(pathOf(gatePack, { tournamentId: DECEMBER }), { token: staff })).body,
    );
    expect(after.void).toEqual([{ _id: passes.get(DECEMBER)!.id, token: passes.get(DECEMBER)!.token }]);
    expect((await status()).remaining).toBe(0);
    const abuja = GatePackResponse.parse(
      (await h.call(pathOf(gatePack, { tournamentId: ABUJA }), { token: staff })).body,
    );
    expect(abuja.elsewhere.find((t) => t._id === passes.get(DECEMBER)!.id)?.void).toBe(true);
  });

  it("refuses a refunded ticket: its payment is no longer complete", async () => {
    const ticket = passes.get(DECEMBER)!;
    const [owned] = await h.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    await h.database.db
      .update(transactions)
      .set({ status: "failed" })
      .where(eq(transactions.id, owned!.transactionId!));
    expect((await scan(ticket.token)).outcome).toBe("void");
  });

  it("refuses a ticket a refund voided, though its payment stays complete", async () => {
    const ticket = passes.get(DECEMBER)!;
    await h.database.db.update(tickets).set({ voidedAt: new Date() }).where(eq(tickets.id, ticket.id));
    expect((await scan(ticket.pass)).outcome).toBe("void");
    const pack = GatePackResponse.parse(
      (await h.call(pathOf(gatePack, { tournamentId: DECEMBER }), { token: staff })).body,
    );
    expect(pack.void).toContainEqual({ _id: ticket.id, token: ticket.token });
  });

  it("lets exactly one of many simultaneous scans of one ticket admit it, however its code is typed", async () => {
    const ticket = passes.get(DECEMBER)!;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        scan(
          [ticket.pass, ticket.token, ticket.token.toLowerCase().replace(/-/g, ""), ` ${ticket.token} `][
            i % 4
          ]!,
          DECEMBER,
          `gate-${i}`,
        ),
      ),
    );
    expect(results.filter((r) => r.outcome === "admitted")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "already")).toHaveLength(7);
    expect((await status()).admitted).toBe(1);
  });

  it("is for console staff only, and answers 404 for a tournament that does not exist", async () => {
    const { status: forMember } = await h.call(pathOf(checkInScan, { tournamentId: DECEMBER }), {
      method: "POST",
      token: member,
      body: { code: "TC-1", deviceId: "x" },
    });
    expect(forMember).toBe(403);
    const { status: missing } = await h.call(pathOf(checkInScan, { tournamentId: "0".repeat(24) }), {
      method: "POST",
      token: staff,
      body: { code: "TC-1", deviceId: "x" },
    });
    expect(missing).toBe(404);
  });
});

describe("offline scans synced later", () => {
  async function sync(
    deviceId: string,
    scans: { code: string; scannedAt: string; admittedOffline: boolean }[],
  ) {
    const { status: code, body } = await h.call(pathOf(checkInSync, { tournamentId: DECEMBER }), {
      method: "POST",
      token: staff,
      body: { deviceId, scans },
    });
    expect(code, JSON.stringify(body)).toBe(200);
    return SyncScansResponse.parse(body);
  }

  it("records the scans at their own time and reports a ticket two devices both let in", async () => {
    const ticket = passes.get(DECEMBER)!;
    const a = await sync("gate-a", [
      { code: ticket.pass, scannedAt: "2026-11-20T09:00:00Z", admittedOffline: true },
    ]);
    expect(a.results[0]).toMatchObject({ outcome: "admitted", checkIn: { at: "2026-11-20T09:00:00.000Z" } });
    expect(a.doubleAdmissions).toEqual([]);
    // Sending the same batch again (a retried sync) changes nothing.
    const again = await sync("gate-a", [
      { code: ticket.pass, scannedAt: "2026-11-20T09:00:00Z", admittedOffline: true },
    ]);
    expect(again).toMatchObject({ results: [{ outcome: "admitted" }], doubleAdmissions: [] });
    const b = await sync("gate-b", [
      { code: ticket.token, scannedAt: "2026-11-20T09:05:00Z", admittedOffline: true },
      { code: "TC-NOTATICKET", scannedAt: "2026-11-20T09:06:00Z", admittedOffline: false },
    ]);
    expect(b.results.map((r) => r.outcome)).toEqual(["already", "unknown"]);
    expect(b.doubleAdmissions).toEqual([
      {
        ticketId: ticket.id,
        holder: HOLDER,
        token: ticket.token,
        first: { at: "2026-11-20T09:00:00.000Z", deviceId: "gate-a" },
        second: { at: "2026-11-20T09:05:00.000Z", deviceId: "gate-b" },
      },
    ]);
    const now = await status();
    expect(now.admitted).toBe(1);
    expect(now.doubleAdmissions).toEqual(b.doubleAdmissions);
    expect(now.log.filter((l) => l.offline)).toHaveLength(3);
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "ticket.double-admission"));
    expect(audit).toHaveLength(1);
  });

  it("does not report a refused offline scan as a double admission", async () => {
    const ticket = passes.get(DECEMBER)!;
    await scan(ticket.pass);
    const late = await sync("gate-b", [
      { code: ticket.pass, scannedAt: "2026-11-20T09:05:00Z", admittedOffline: false },
    ]);
    expect(late).toMatchObject({ results: [{ outcome: "already" }], doubleAdmissions: [] });
  });
});

describe("a typed ticket code", () => {
  it("is matched however it is typed: case, spaces, no hyphen, and misread letters", async () => {
    const ticket = passes.get(DECEMBER)!;
    await h.database.db.update(tickets).set({ token: "SKEV9-B6VKF" }).where(eq(tickets.id, ticket.id));
    for (const typed of ["SKEV9B6VKF", "skev9-b6vkf", " skev9 b6vkf ", "5KEV9-B6VKF"]) {
      const result = await scan(typed);
      expect(result.outcome, typed).not.toBe("unknown");
      expect(result.ticket?._id, typed).toBe(ticket.id);
    }
    expect((await status()).admitted).toBe(1);
  });

  it("reads O as 0 and I or L as 1, which a code never holds", async () => {
    const ticket = passes.get(DECEMBER)!;
    await h.database.db.update(tickets).set({ token: "7K3Q0-M1D2A" }).where(eq(tickets.id, ticket.id));
    const result = await scan("7k3qo m-id2a");
    expect(result).toMatchObject({ outcome: "admitted", ticket: { _id: ticket.id, token: "7K3Q0-M1D2A" } });
    expect((await scan("7K3QO-MLD2A", DECEMBER, "gate-b")).outcome).toBe("already");
  });

  it("is not our ticket when only a look-alike reading matches and two tickets could be meant", async () => {
    const december = passes.get(DECEMBER)!;
    const abuja = passes.get(ABUJA)!;
    await h.database.db.update(tickets).set({ token: "AAAA5-AAAAB" }).where(eq(tickets.id, december.id));
    await h.database.db.update(tickets).set({ token: "AAAAS-AAAA8" }).where(eq(tickets.id, abuja.id));
    expect((await scan("AAAAS-AAAAB")).outcome).toBe("unknown");
    expect((await scan("aaaa5aaaab")).outcome).toBe("admitted");
  });
});

describe("a named phone", () => {
  it("is named where a ticket it let in is scanned again", async () => {
    const ticket = passes.get(DECEMBER)!;
    await scan(ticket.pass, DECEMBER, "gate-a", staff, "Main gate");
    const again = await scan(ticket.token, DECEMBER, "gate-b", staff, "Car park");
    expect(again).toMatchObject({
      outcome: "already",
      checkIn: { deviceId: "gate-a", deviceName: "Main gate" },
    });
    const now = await status();
    expect(now.log.map((l) => l.deviceName).sort()).toEqual(["Car park", "Main gate"]);
    const pack = GatePackResponse.parse(
      (await h.call(pathOf(gatePack, { tournamentId: DECEMBER }), { token: staff })).body,
    );
    expect(pack.tickets.find((t) => t._id === ticket.id)).toMatchObject({
      checkedInOn: "Main gate",
      checkedInBy: expect.any(String),
    });
    expect(pack.counts).toEqual({ admitted: now.admitted, remaining: now.remaining });
  });
});

describe("letting someone in without a ticket", () => {
  const admit = (body: unknown, token = staff, tournamentId = DECEMBER) =>
    h.call(pathOf(admitWithoutTicket, { tournamentId: tournamentId }), { method: "POST", token, body });

  it("needs a reason, is counted, logged with it and audited", async () => {
    const before = await status();
    for (const reason of [undefined, "", "  ", "no"]) {
      const { status: code, body } = await admit({ reason, deviceId: "gate-a" });
      expect(code).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
    const { status: code, body } = await admit({
      reason: "Phone battery dead, known to the desk",
      deviceId: "gate-a",
      deviceName: "Main gate",
    });
    expect(code, JSON.stringify(body)).toBe(200);
    expect(body.entry).toMatchObject({
      outcome: "admitted",
      withoutTicket: "Phone battery dead, known to the desk",
      deviceName: "Main gate",
    });
    const after = await status();
    expect(after.admitted).toBe(before.admitted + 1);
    expect(after.withoutTicket).toBe(1);
    expect(after.remaining).toBe(before.remaining);
    expect(after.log[0]).toMatchObject({
      withoutTicket: "Phone battery dead, known to the desk",
      holder: null,
    });
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "ticket.admit-without-ticket"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: STAFF_ID, entityId: DECEMBER });
  });

  it("is for staff only, and not at a cancelled tournament", async () => {
    const { status: forMember } = await admit({ reason: "Lost phone", deviceId: "x" }, member);
    expect(forMember).toBe(403);
    const { status: anonymous } = await admit({ reason: "Lost phone", deviceId: "x" }, "");
    expect(anonymous).toBe(401);
    await h.call(pathOf(cancelTournament, { id: DECEMBER }), {
      method: "POST",
      token: staff,
      body: { version: 1, confirm: true },
    });
    const { status: cancelled, body } = await admit({ reason: "Lost phone", deviceId: "x" });
    expect(cancelled).toBe(409);
    expect(body.message).toMatch(/cancelled/);
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "ticket.admit-without-ticket"));
    expect(audit).toHaveLength(0);
  });
});

describe("finding a holder by name", () => {
  const search = (q: string, token = staff) =>
    h.call(`${pathOf(searchTicketHolders, { tournamentId: DECEMBER })}?q=${encodeURIComponent(q)}`, {
      token,
    });

  it("answers the tournament's tickets whose holder's name matches, then admits one from the result", async () => {
    const ticket = passes.get(DECEMBER)!;
    for (const q of ["tobi", "Adeyemi", "ade tob"]) {
      const { status: code, body } = await search(q);
      expect(code).toBe(200);
      const found = HolderSearchResponse.parse(body);
      expect(found.holders, q).toContainEqual({
        _id: ticket.id,
        holder: HOLDER,
        token: ticket.token,
        void: false,
        checkIn: null,
      });
      // Only this tournament's tickets.
      expect(found.holders.some((t) => t._id === passes.get(ABUJA)!.id)).toBe(false);
    }
    expect(HolderSearchResponse.parse((await search("zzzz")).body).holders).toEqual([]);
    const admitted = await scan(HolderSearchResponse.parse((await search("tobi")).body).holders[0]!.token);
    expect(admitted.outcome).toBe("admitted");
    const again = HolderSearchResponse.parse((await search("tobi")).body);
    expect(again.holders.find((t) => t._id === ticket.id)?.checkIn).toMatchObject({ deviceId: "gate-a" });
  });

  it("needs two letters and console staff", async () => {
    const { status: short, body } = await search("t");
    expect(short).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect((await search("tobi", member)).status).toBe(403);
  });
});
