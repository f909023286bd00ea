/**
 * The compiled server as production runs it, for the production-build test and the bench: the
 * settings production requires (fresh secrets, an https address, a mail outbox, a Paystack key
 * that is never called) and a wait for `/ready`.
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import path from "node:path";

export const ROOT_DIR = path.resolve(import.meta.dirname, "../..");
/** Node 24 from the dev dependencies: the system Node here is 20, older than the engines field allows. */
export const NODE_24 = path.join(ROOT_DIR, "node_modules", "node", "bin", "node");

/** Plain environment (no npm, no repository PATH) that NODE_ENV=production starts with, on PGlite. */
export function productionEnv(dataDir: string, port: number): Record<string, string> {
  return {
    PATH: "/usr/bin:/bin",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString("base64"),
    TICKET_SIGNING_KEY: generateKeyPairSync("ed25519")
      .privateKey.export({ format: "pem", type: "pkcs8" })
      .toString(),
    PUBLIC_SITE_URL: "https://club.example.com",
    MAIL_OUTBOX: "true",
    PAYSTACK_SECRET_KEY: "sk_test_production_install",
  };
}

/** Resolves with the milliseconds until `/ready` answered 200. */
export async function waitForReady(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/ready did not answer 200 within ${timeoutMs} ms`);
}
