/**
 * The club console's service worker (scope /staff): keeps the console page, its script chunks
 * (the gate scanner's among them) and the QR decoder's .wasm file, so the gate scanner opens and
 * works with no network once it was opened online. API answers are never cached here; the scanner
 * keeps what it needs in IndexedDB.
 */
const CACHE = "club-console-v1";
const SHELL = "/staff";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

async function keep(request, response, key) {
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(key ?? request, response.clone());
  }
  return response;
}

/** Pages: the network first (fresh after a deploy), the kept console page when offline. */
async function page(request) {
  try {
    return await keep(request, await fetch(request), SHELL);
  } catch (error) {
    const kept = await caches.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

/** Built files have hashed names: once kept, always right. */
async function asset(request) {
  const kept = await caches.match(request);
  return kept ?? keep(request, await fetch(request));
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && (url.pathname === "/staff" || url.pathname.startsWith("/staff/"))) {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith("/_astro/") || url.pathname.endsWith(".wasm")) {
    event.respondWith(asset(request));
  }
});
