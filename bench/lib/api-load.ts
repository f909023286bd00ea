/** The API under load: one autocannon run per call, at fixed concurrency for a fixed duration. */
import autocannon from "autocannon";

export interface LoadTarget {
  /** Short name the budgets refer to. */
  name: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  name: string;
  method: string;
  path: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

export async function loadTest(
  baseUrl: string,
  target: LoadTarget,
  settings: LoadSettings,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: new URL(target.path, baseUrl).href,
    method: target.method,
    connections: settings.connections,
    duration: settings.durationSeconds,
    headers: { ...(target.body ? { "content-type": "application/json" } : {}), ...target.headers },
    ...(target.body ? { body: target.body } : {}),
  });
  return {
    name: target.name,
    method: target.method,
    path: target.path,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
