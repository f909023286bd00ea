/**
 * Password hashing with scrypt (node:crypto): a random salt per password, constant-time comparison,
 * and the cost stored with each hash so it can be raised: a hash made with a lower cost is redone
 * at the member's next successful login (`needsRehash`).
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { workSlots } from "./work-slots";

export interface ScryptCost {
  /** CPU and memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/**
 * One of OWASP's equivalent scrypt settings (its password storage cheat sheet lists N=2^17 with p=1,
 * 2^16 with 2, 2^15 with 3, 2^14 with 5 and 2^13 with 10, all with r=8): N=2^14, r=8, p=5, 16 MiB of
 * memory per hash and a little less time than N=2^15 with p=3 (270 against 310 ms on a busy core).
 * At most HASHES_AT_ONCE hashes run at once (Node's thread pool would run four), so a burst of
 * logins holds at most 32 MiB.
 * Hashes made with the earlier N=2^15, p=3 (32 MiB) are redone at the member's next login.
 */
export const PASSWORD_COST: ScryptCost = Object.freeze({ N: 2 ** 14, r: 8, p: 5 });

const KEY_LENGTH = 64;
/** Stored hashes asking for more than this are refused rather than run (a corrupt or planted row). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** The memory scrypt needs for a cost (OpenSSL's own formula), plus room for the rest. */
function maxmem({ N, r, p }: ScryptCost): number {
  return 128 * r * (N + p + 2) + 1024 * 1024;
}

/**
 * Hashes running at once; the others wait their turn. Two keep both cores of a small server busy
 * and a burst of logins within 32 MiB (docs/decisions/0260-memory-budgets-met.md,
 * 0279-slow-phone-and-memory.md).
 */
export const HASHES_AT_ONCE = 2;
const hashSlots = workSlots(HASHES_AT_ONCE);

/** How many hashes run now (for tests). */
export const hashesRunning = () => hashSlots.running();

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return hashSlots.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...cost, maxmem: maxmem(cost) }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/**
 * `scrypt$N$r$p$<salt base64>$<key base64>`. `cost` is the strong one unless a caller (tests) passes
 * another explicitly.
 */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** The parts of a stored hash, or null when it is not one of ours or asks for an unreasonable cost. */
function parseHash(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key || rest.length > 0) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!isPowerOfTwo(cost.N) || cost.N > MAX_N) return null;
  if (!Number.isInteger(cost.r) || cost.r < 1 || cost.r > MAX_R) return null;
  if (!Number.isInteger(cost.p) || cost.p < 1 || cost.p > MAX_P) return null;
  const keyBytes = Buffer.from(key, "base64");
  if (keyBytes.length !== KEY_LENGTH) return null;
  return { cost, salt: Buffer.from(salt, "base64"), key: keyBytes };
}

/** True when `password` matches `stored`; false for a wrong password or a hash that is not ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(actual, parsed.key);
}

/**
 * Whether a stored hash was made with less than `cost` in any parameter (an older, cheaper setting),
 * so it should be replaced by a hash of the same password at `cost` once the password is known.
 */
export function needsRehash(stored: string, cost: ScryptCost = PASSWORD_COST): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

const decoys = new Map<string, Promise<string>>();

/**
 * A real hash, at `cost`, of nothing anyone knows: checked against when an email is unknown, so the
 * answer takes as long as for a member's password. Made once per cost, on first use.
 */
export function decoyHash(cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString("hex"), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
