/**
 * What the gate scanner keeps on the device (IndexedDB), so it works with no network: each opened
 * tournament's pack (public keys, tickets, void list) and the scans made offline, waiting to sync.
 */
import type { GatePackResponse } from "@/shared/api/console-contract";

export interface QueuedScan {
  id?: number;
  tournamentId: string;
  code: string;
  scannedAt: string;
  admittedOffline: boolean;
  /** The ticket this scan let in, so a second offline scan of it is "already checked in". */
  ticketId: string | null;
}

const DB_NAME = "club-gate";
const PACKS = "packs";
const QUEUE = "queue";

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(PACKS);
      request.result.createObjectStore(QUEUE, { keyPath: "id", autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opening;
}

async function run<T>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = work(tx.objectStore(store));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
  });
}

export const savePack = (pack: GatePackResponse) =>
  run(PACKS, "readwrite", (s) => s.put(pack, pack.tournament._id));

export const loadPack = (tournamentId: string) =>
  run<GatePackResponse | undefined>(PACKS, "readonly", (s) => s.get(tournamentId));

export const queueScan = (scan: QueuedScan) => run(QUEUE, "readwrite", (s) => s.add(scan));

export async function queuedScans(tournamentId: string): Promise<QueuedScan[]> {
  const all = await run<QueuedScan[]>(QUEUE, "readonly", (s) => s.getAll());
  return all.filter((scan) => scan.tournamentId === tournamentId);
}

export async function dropScans(ids: number[]): Promise<void> {
  const db = await open();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(QUEUE, "readwrite");
    for (const id of ids) tx.objectStore(QUEUE).delete(id);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

/** The scanner's own name, made once per device: shown to staff as "which device". */
export function deviceId(): string {
  const key = "club-gate-device";
  let id = localStorage.getItem(key);
  if (!id) {
    id = `Gate ${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
    localStorage.setItem(key, id);
  }
  return id;
}

const NAME_KEY = "club-gate-device-name";

/** The name staff gave this phone ("Main gate"), or null until they name it. */
export function deviceName(): string | null {
  return localStorage.getItem(NAME_KEY)?.trim() || null;
}

/** Names this phone; an empty name goes back to its id. */
export function nameDevice(name: string): void {
  const trimmed = name.trim();
  if (trimmed) localStorage.setItem(NAME_KEY, trimmed);
  else localStorage.removeItem(NAME_KEY);
}
