/** The gate store: counters offline, and what the answer card shows once offline scans are synced. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GatePackResponse } from "@/shared/api/console-contract";

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

const { $gate, $gateCounts, checkCode, openGate, syncGate } = await import("./gate");

const pack: GatePackResponse = {
  tournament: { _id: "a00000000000000000000001", name: "June Club Championship" },
  keys: [],
  tickets: [],
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
