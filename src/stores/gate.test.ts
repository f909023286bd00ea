/**
 * The gate store: counters offline, what the answer card shows once offline scans are synced, the
 * holder search and the "without a ticket" dialog.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GatePackResponse, ScanLogEntry } from "@/shared/api/console-contract";

const client = vi.hoisted(() => ({
  pending: { waiting: 0, admittedHere: 0 },
  synced: 0,
}));

vi.mock("@/console/check-in/gate-client", () => ({
  openTournament: vi.fn(async () => pack),
  pendingScans: vi.fn(async () => client.pending),
  syncScans: vi.fn(async () => ({ synced: client.synced, doubles: [] })),
  scan: vi.fn(async () => ({
    outcome: "admitted",
    holder: "Tobi Adeyemi",
    tournamentName: "June Club Championship",
    checkIn: { at: "2026-06-01T09:00:00.000Z", device: "Main gate", staff: null },
    offline: true,
    ticketId: "b00000000000000000000001",
  })),
  thisDevice: () => ({ deviceId: "Gate 1A2B" }),
}));
vi.mock("@/console/check-in/device-store", () => ({
  deviceId: () => "Gate 1A2B",
  deviceName: () => null,
  nameDevice: () => undefined,
}));
vi.mock("@/lib/offline/keep-app", () => ({ keepAppOffline: async () => undefined }));
vi.mock("@/lib/api/call", () => ({
  call: vi.fn(async () => {
    throw new TypeError("Failed to fetch");
  }),
}));

const { call } = await import("@/lib/api/call");
const { ApiError } = await import("@/lib/api/client");
const {
  $gate,
  $gateCounts,
  $holderSearch,
  $withoutTicket,
  checkCode,
  closeWithoutTicket,
  confirmWithoutTicket,
  letHolderIn,
  openGate,
  openWithoutTicket,
  searchHolders,
  setHolderQuery,
  setWithoutTicketReason,
  syncGate,
} = await import("./gate");

const pack: GatePackResponse = {
  tournament: { _id: "a00000000000000000000001", name: "June Club Championship" },
  keys: [],
  tickets: [
    { _id: "b00000000000000000000001", token: "TC-1", holder: "Tobi Adeyemi", checkedInAt: null },
    { _id: "b00000000000000000000002", token: "TC-2", holder: "Fatima Sani", checkedInAt: null },
  ],
  void: [],
  elsewhere: [],
  counts: { admitted: 3, remaining: 9 },
  at: "2026-06-01T08:00:00.000Z",
};

let close: () => void = () => undefined;
beforeEach(() => {
  vi.stubGlobal("navigator", { onLine: false });
  vi.stubGlobal("window", { addEventListener: () => undefined, removeEventListener: () => undefined });
  client.pending = { waiting: 0, admittedHere: 0 };
  client.synced = 0;
});
afterEach(() => {
  close();
  vi.unstubAllGlobals();
});

async function opened() {
  close = openGate(pack.tournament._id, async () => undefined);
  await vi.waitFor(() => expect($gate.get().pack).toEqual(pack));
}

describe("the gate store", () => {
  it("counts what this phone let in offline on top of the last figures it has", async () => {
    await opened();
    expect($gateCounts.get()).toEqual({ admitted: 3, remaining: 9 });
    client.pending = { waiting: 2, admittedHere: 1 };
    await checkCode("TC-1", true);
    await vi.waitFor(() => expect($gateCounts.get()).toEqual({ admitted: 4, remaining: 8 }));
    expect($gate.get().answer?.offline).toBe(true);
  });

  it("clears an offline answer once the scans are synced, so none stays under the Online header", async () => {
    await opened();
    await checkCode("TC-1", true);
    expect($gate.get().answer?.offline).toBe(true);
    client.synced = 1;
    await syncGate();
    expect($gate.get().answer).toBeNull();
    expect($gate.get().syncNote).toBe("1 offline scan synced.");
  });
});

describe("the holder search", () => {
  it("asks for two letters before it searches", async () => {
    await opened();
    setHolderQuery(" T ");
    await searchHolders();
    expect($holderSearch.get()).toMatchObject({
      found: null,
      error: "Type at least two letters of the name",
    });
  });

  it("finds holders in the kept tickets with no network, and clears the last problem", async () => {
    await opened();
    setHolderQuery("t");
    await searchHolders();
    setHolderQuery("tobi");
    await searchHolders();
    const { found, error } = $holderSearch.get();
    expect(error).toBeNull();
    expect(found?.offline).toBe(true);
    expect(found?.holders.map((h) => h.holder)).toEqual(["Tobi Adeyemi"]);
  });

  it("lets a holder in through the scan check and searches again", async () => {
    await opened();
    setHolderQuery("fatima");
    await searchHolders();
    $holderSearch.setKey("found", null);
    await letHolderIn("TC-2");
    expect($gate.get().answer?.outcome).toBe("admitted");
    expect($holderSearch.get().found?.holders.map((h) => h.holder)).toEqual(["Fatima Sani"]);
  });

  it("starts empty when another gate opens", async () => {
    await opened();
    setHolderQuery("tobi");
    await searchHolders();
    close();
    await opened();
    expect($holderSearch.get()).toEqual({ query: "", found: null, error: null });
  });
});

describe("letting someone in without a ticket", () => {
  it("asks for a reason and writes nothing without one", async () => {
    await opened();
    const calls = vi.mocked(call).mock.calls.length;
    openWithoutTicket();
    setWithoutTicketReason("  ");
    expect(await confirmWithoutTicket()).toBe(false);
    expect($withoutTicket.get()).toMatchObject({
      open: true,
      error: "Say why they are let in without a ticket",
    });
    expect(vi.mocked(call).mock.calls.length).toBe(calls);
  });

  it("keeps the dialog open with the server's message when the write fails", async () => {
    await opened();
    vi.mocked(call).mockRejectedValueOnce(new ApiError(409, "This tournament was cancelled"));
    openWithoutTicket();
    setWithoutTicketReason("Lost phone");
    expect(await confirmWithoutTicket()).toBe(false);
    expect($withoutTicket.get()).toMatchObject({
      open: true,
      busy: false,
      error: "This tournament was cancelled",
    });
  });

  it("closes the dialog and answers admitted once the club lets them in", async () => {
    await opened();
    const entry: ScanLogEntry = {
      _id: "c00000000000000000000001",
      outcome: "admitted",
      holder: null,
      token: null,
      deviceId: "Gate 1A2B",
      deviceName: null,
      scannedAt: "2026-06-01T09:00:00.000Z",
      offline: false,
      doubleAdmission: false,
      withoutTicket: "Lost phone",
    };
    // The call is typed per declaration; this mock answers the admission's.
    vi.mocked(call).mockResolvedValueOnce({ entry } as never);
    openWithoutTicket();
    setWithoutTicketReason(" Lost phone ");
    expect(await confirmWithoutTicket()).toBe(true);
    expect($withoutTicket.get()).toMatchObject({ open: false, busy: false, error: null });
    expect($gate.get().answer).toMatchObject({
      outcome: "admitted",
      withoutTicket: "Lost phone",
    });
    expect(vi.mocked(call).mock.calls.at(-1)?.[1]).toMatchObject({ body: { reason: "Lost phone" } });
    closeWithoutTicket();
  });
});
