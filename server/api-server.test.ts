/**
 * `npm run api` in demo mode serves the payment sandbox's checkout, so a demo made of API replicas
 * behind one front takes a browser payment; with a Paystack key it serves no sandbox at all. And a
 * running server on PGlite is backed up through its API.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { get, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startApiServer } from "./api-server";
import { backupCommand } from "./db/backup/commands";
import { DEMO_ACCOUNTS } from "./db/seed";
import { sandboxSecretKey } from "./payments/settings";

/** A GET with exactly the headers given (fetch would add Accept-Encoding and decompress). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("the API alone", () => {
  const saved = { ...process.env };
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "api-server-"));
    Object.assign(process.env, { PORT: "0", HOST: "127.0.0.1", BUILD_SITE: "false", SEED_DEMO: "false" });
    delete process.env.PAYSTACK_SECRET_KEY;
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterAll(async () => {
    process.env = saved;
    vi.restoreAllMocks();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves the sandbox's checkout in demo mode, where a browser can pay", async () => {
    process.env.DEMO_MODE = "true";
    const api = await startApiServer({ dataDir: path.join(dataDir, "demo") });
    try {
      const key = sandboxSecretKey(api.config.jwtSecret);
      const started = await fetch(`${api.url}/sandbox/paystack/transaction/initialize`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ email: "member@example.com", amount: 600_000 }),
      });
      expect(started.status).toBe(200);
      const { data } = (await started.json()) as { data: { authorization_url: string } };
      // The browser is sent to the site's address; the front passes /sandbox/ on to this server.
      const checkoutPath = new URL(data.authorization_url).pathname;
      expect(checkoutPath).toMatch(/^\/sandbox\/paystack\/checkout\//);
      const page = await fetch(`${api.url}${checkoutPath}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Pay");

      // Answers are compressed for a client that accepts it, and untouched for one that does not.
      const gzipped = await rawGet(`${api.url}/ready`, { "accept-encoding": "gzip" });
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(gunzipSync(gzipped.body).toString("utf8"))).toEqual({ status: "ready" });
      const plain = await rawGet(`${api.url}/ready`, {});
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(plain.body.toString("utf8"))).toEqual({ status: "ready" });
      for (const answer of [gzipped, plain]) expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    } finally {
      await api.close();
    }
  }, 120_000);

  it("is backed up through, while it holds its PGlite folder, by `npm run backup -- --from`", async () => {
    process.env.DEMO_MODE = "true";
    process.env.SEED_DEMO = "true";
    const folder = path.join(dataDir, "held");
    const api = await startApiServer({ dataDir: folder });
    try {
      const file = path.join(dataDir, "through-the-server.jsonl.gz");
      const refused = backupCommand({ DATA_DIR: folder }, [file]);
      await expect(refused).rejects.toThrow(/--from/);
      const wrong = {
        BACKUP_ADMIN_EMAIL: DEMO_ACCOUNTS.staff.email,
        BACKUP_ADMIN_PASSWORD: DEMO_ACCOUNTS.staff.password,
      };
      await expect(backupCommand(wrong, ["--from", api.url, file])).rejects.toThrow(/Only club admins/);
      const admin = {
        BACKUP_ADMIN_EMAIL: DEMO_ACCOUNTS.admin.email,
        BACKUP_ADMIN_PASSWORD: DEMO_ACCOUNTS.admin.password,
      };
      const said = await backupCommand(admin, ["--from", api.url, file]);
      expect(said).toContain(file);
      const header = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8").split("\n")[0]!);
      expect(header.tables.find((t: { name: string }) => t.name === "users").rows).toBeGreaterThan(5);
    } finally {
      await api.close();
      process.env.SEED_DEMO = "false";
    }
  }, 180_000);

  it("serves no sandbox with a Paystack key", async () => {
    process.env.DEMO_MODE = "false";
    process.env.PAYSTACK_SECRET_KEY = "sk_test_real";
    try {
      const api = await startApiServer({ dataDir: path.join(dataDir, "live") });
      try {
        const page = await fetch(`${api.url}/sandbox/paystack/checkout/anything`);
        expect(page.status).toBe(404);
        expect(page.headers.get("content-type")).toMatch(/^application\/json/);
      } finally {
        await api.close();
      }
    } finally {
      delete process.env.PAYSTACK_SECRET_KEY;
    }
  }, 120_000);
});
