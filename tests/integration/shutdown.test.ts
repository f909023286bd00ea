/**
 * Stopping the real API process (`npm run api`): SIGTERM with a request stuck in flight ends in a
 * forced exit after SHUTDOWN_TIMEOUT_MS, and a second server on the same PGlite folder is refused
 * with a clear message while the first runs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");
let dataDir: string;
const children: ChildProcess[] = [];

function startApi(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/api-only.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      // The built-in payment sandbox (no key) runs in demo mode only.
      DEMO_MODE: "true",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      SHUTDOWN_TIMEOUT_MS: "1000",
      PAYSTACK_SECRET_KEY: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const out = { text: "" };
  child.stdout?.on("data", (chunk) => (out.text += chunk));
  child.stderr?.on("data", (chunk) => (out.text += chunk));
  return { child, out };
}

async function waitReady(port: number, child: ChildProcess, out: { text: string }) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${out.text}`);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).catch(() => null);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not get ready:\n${out.text}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "club-shutdown-"));
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

describe("the API process", () => {
  it("refuses a second server on its data folder, and exits anyway when a request will not finish", {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const first = startApi(port);
    await waitReady(port, first.child, first.out);

    const second = startApi(await freePort());
    const [code] = await once(second.child, "exit");
    expect(code).not.toBe(0);
    expect(second.out.text).toMatch(/database folder .* is in use by process \d+/);
    expect(second.out.text).not.toMatch(/^\s+at /m);

    // A request whose body never arrives keeps its connection busy.
    const stuck = connect(port, "127.0.0.1");
    await once(stuck, "connect");
    stuck.write(
      "POST /signUser HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopping = Date.now();
    const exited = once(first.child, "exit");
    first.child.kill("SIGTERM");
    const [exitCode] = await exited;
    stuck.destroy();
    expect(exitCode).toBe(1);
    expect(Date.now() - stopping).toBeLessThan(8_000);
    expect(first.out.text).toContain("exiting anyway");
  });
});
