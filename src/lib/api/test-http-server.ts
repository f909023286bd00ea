/** A real HTTP server on a free local port for the API client tests: records every request. */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/api/me?x=1". */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** `performance.now()` when the request arrived. */
  at: number;
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestHttpServer {
  origin: string;
  requests: RecordedRequest[];
  handle: (handler: TestHandler) => void;
  close: () => Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

export async function startTestHttpServer(): Promise<TestHttpServer> {
  const requests: RecordedRequest[] = [];
  let handler: TestHandler = (_request, response) => sendJson(response, 404, { message: "Not found" });
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request = {
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: performance.now(),
      };
      requests.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
