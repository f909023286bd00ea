/** `npm start`'s server as a child process for integration tests, run by node itself (not through npx), so a kill reaches it. */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, for failure messages. */
  output: () => string;
}

/**
 * Starts `server/start.ts` with `env` added to this process's environment, and waits until
 * `readyUrl` answers 200 (or fails with the server's output after `timeoutMs`).
 */
export async function startServerProcess(
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs: number,
): Promise<ServerProcess> {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(readyUrl).catch(() => null);
    if (ready?.ok) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`${readyUrl} did not answer:\n${output}`);
}
