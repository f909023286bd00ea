/**
 * A local stand-in for Sanity's query API (`GET /v<version>/data/query/<dataset>?query=...`) for
 * build tests: it answers each of the site's GROQ queries (src/lib/content/queries.ts) with the
 * published documents of the type the query asks for, shaped as the projection would be. Tests
 * "publish" by changing `documents`.
 */

import { sendJson, startTestHttpServer, type TestHttpServer } from "@/lib/api/test-http-server";
import { SANITY_QUERIES } from "@/lib/content/queries";

type Documents = Record<keyof typeof SANITY_QUERIES, unknown>;

export interface SanityStandIn {
  origin: string;
  server: TestHttpServer;
  /** What each query answers: a list, or a document (or null) for the single ones. */
  documents: Documents;
  close: () => Promise<void>;
}

export async function startSanityStandIn(documents: Documents): Promise<SanityStandIn> {
  const server = await startTestHttpServer();
  const standIn: SanityStandIn = { origin: server.origin, server, documents, close: () => server.close() };
  server.handle((request, response) => {
    const url = new URL(request.url, server.origin);
    const query = url.searchParams.get("query");
    const collection = (Object.keys(SANITY_QUERIES) as (keyof Documents)[]).find(
      (name) => SANITY_QUERIES[name] === query,
    );
    if (!/^\/v2023-08-27\/data\/query\/production$/.test(url.pathname) || !collection) {
      sendJson(response, 400, { error: { description: `Unknown query ${query}` } });
      return;
    }
    sendJson(response, 200, { query, result: standIn.documents[collection], ms: 1 });
  });
  return standIn;
}
