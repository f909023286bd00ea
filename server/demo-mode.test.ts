/**
 * Demo mode as a browser on the same machine meets it over real HTTP: it answers only requests
 * addressed to its own names (no DNS rebinding onto /dev/mail or the demo accounts), and its /dev
 * POSTs take JSON only (no other site's form can post to them).
 */
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listeningPort } from "./http-server";
import { type RunningProduct, startProduct } from "./product";

function request(
  port: number,
  pathname: string,
  { host = `localhost:${port}`, method = "GET", headers = {}, body = "" } = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, method, headers: { ...headers, host } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("demo mode over HTTP", () => {
  const saved = { ...process.env };
  let dataDir: string;
  let product: RunningProduct;
  let port: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tennis-demo-"));
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, "dist"),
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_SITE: "false",
      DEMO_MODE: "true",
      SEED_DEMO: "false",
    });
    vi.spyOn(console, "log").mockImplementation(() => {});
    product = await startProduct();
    port = listeningPort(product.server);
  });
  afterAll(async () => {
    await product?.close();
    process.env = saved;
    vi.restoreAllMocks();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers its own names and refuses any other with a JSON 421", async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await request(port, "/dev/mail", { host })).status, host).toBe(200);
    }
    for (const host of [`rebind.attacker.example:${port}`, "attacker.example", `127.0.0.1.nip.io:${port}`]) {
      for (const pathname of ["/dev/mail", "/api/plan/training-packages", "/ready"]) {
        const answer = await request(port, pathname, { host });
        expect(answer.status, `${host}${pathname}`).toBe(421);
        expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining("own address") });
      }
    }
  });

  it("takes only JSON posts at /dev", async () => {
    const form = await request(port, "/dev/housekeeping/run", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(form.status).toBe(415);
    expect(JSON.parse(form.body)).toEqual({ message: expect.stringContaining("application/json") });
    const json = await request(port, "/dev/housekeeping/run", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(200);
  });
});
