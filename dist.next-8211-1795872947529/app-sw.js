/**
 * The client apps' service worker, registered with scope /staff by the console and with scope
 * /u by the dashboard: keeps the app's page, its script chunks and the QR decoder's .wasm file, so
 * they open with no network once opened online. On install it keeps the page and the scripts the
 * page starts with (its islands' modules and what they import statically), so the page itself
 * needs no code to hand them over. Pages are answered from the cache first and fetched again
 * behind it (docs/decisions/0255-warm-visit.md). API answers are never cached here; the apps keep
 * the data they need offline themselves (IndexedDB, localStorage).
 */
const CACHE = "club-apps-v1";
/** "/staff" or "/u": the app's page, whatever path under it was asked for. */
const SHELL = new URL(self.registration.scope).pathname.replace(/\/$/, "");

/** Kept while a deploy's page is new: the files of the build before it are let go on a later visit. */
const PRUNE_DUE = "/app-sw/prune-due";
/** The apps' pages whose files are kept (each worker keeps its own; they share the cache). */
const SHELLS = ["/u", "/staff"];

const keptFile = (pathname) => pathname.startsWith("/_astro/") || pathname.endsWith(".wasm");

/**
 * Lets go of the files no kept page can reach any more: those of builds before a deploy. A file is
 * reached when its name (built names are hashed: the name is the file) appears in a kept page or
 * in a reached file's code or style sheet: statically imported, imported on demand, named as a
 * preload, the decoder's .wasm, a font. Files loaded only through a reached one were kept through
 * the worker too, so the walk reads only kept files.
 */
async function prune(cache) {
  const files = (await cache.keys()).filter((request) => keptFile(new URL(request.url).pathname));
  const texts = [];
  for (const shell of SHELLS) {
    const page = await cache.match(shell);
    if (page) texts.push(await page.text());
  }
  let waiting = files;
  let found = texts;
  while (found.length > 0 && waiting.length > 0) {
    const reached = [];
    const rest = [];
    for (const request of waiting) {
      const name = new URL(request.url).pathname.split("/").pop();
      (found.some((text) => text.includes(name)) ? reached : rest).push(request);
    }
    found = [];
    for (const request of reached) {
      // Code names chunks and the .wasm; style sheets name fonts.
      if (!/\.(js|css)$/.test(new URL(request.url).pathname)) continue;
      const file = await cache.match(request);
      if (file) found.push(await file.text());
    }
    waiting = rest;
  }
  await Promise.all(waiting.map((request) => cache.delete(request)));
}

/** Static imports in a built module: `import{a as b}from"./x.js"` and `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g;

/**
 * Keeps the app's page (`response`, or fetched) and the modules it starts with; a file that fails
 * is left for later. Files already kept (built names are hashed: same name, same file) are not
 * fetched again.
 */
async function keepShell(cache, fetched) {
  const response = fetched ?? (await fetch(SHELL));
  if (!response.ok) throw new Error(`${SHELL} answered ${response.status}`);
  const html = await response.clone().text();
  const queue = [...html.matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1]);
  const seen = new Set();
  while (queue.length > 0) {
    const path = queue.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    try {
      let file = await cache.match(path, { ignoreSearch: true });
      if (!file) {
        file = await fetch(path);
        if (!file.ok) continue;
        await cache.put(path, file.clone());
      }
      const code = await file.text();
      for (const match of code.matchAll(STATIC_IMPORT)) {
        queue.push(new URL(match[1], new URL(path, self.location.origin)).pathname);
      }
    } catch {
      // Kept when the page loads it through this worker.
    }
  }
  // A deploy's new page: the build before's files go once a visit opens on it (`prune`). Not now:
  // the page on the screen may be the build before, answered from the cache.
  const before = await cache.match(SHELL);
  if (before && (await before.text()) !== html) await cache.put(PRUNE_DUE, new Response("due"));
  // The page last, once the files it names are kept: a kept page always finds its code.
  await cache.put(SHELL, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(keepShell)
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/**
 * The page lists the files it loaded before this worker was running (or that it loaded later, like
 * the decoder); they are kept too, and the page is told on its channel once they are.
 */
self.addEventListener("message", (event) => {
  const urls = Array.isArray(event.data?.keep) ? event.data.keep : [];
  const own = urls.filter((url) => typeof url === "string" && new URL(url).origin === self.location.origin);
  const reply = (kept) => event.ports[0]?.postMessage({ kept });
  event.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => {
        // Files already kept are not fetched again.
        const missing = [];
        for (const url of own) if (!(await cache.match(url, { ignoreSearch: true }))) missing.push(url);
        await cache.addAll(missing);
      })
      .then(
        () => reply(true),
        () => reply(false),
      ),
  );
});

async function keep(request, response, key) {
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(key ?? request, response.clone());
  }
  return response;
}

/**
 * Pages: the kept page at once, so a second visit opens with no wait on the network, and the page
 * fetched again behind it. The page is the same static file for every path under the app and for
 * everyone (no user's data is in it: the page reads the session on the device). When a deploy has
 * changed it, the new page and the modules it starts with are kept, so the next visit opens the new
 * build, and that visit lets go of the build before's files (`prune`): a phone keeps one build, not
 * one per deploy. With nothing kept yet, the network answers, as on a first visit.
 */
async function page(event) {
  const kept = await caches.match(SHELL);
  // Read before the kept page is answered: once the page has read its body, it cannot be cloned.
  const keptText = kept?.clone().text();
  const fresh = fetch(SHELL).then(async (response) => {
    if (!response.ok) return response;
    const cache = await caches.open(CACHE);
    const changed = !kept || (await keptText) !== (await response.clone().text());
    if (changed) await keepShell(cache, response.clone());
    else if (await cache.match(PRUNE_DUE)) {
      await prune(cache);
      await cache.delete(PRUNE_DUE);
    }
    return response;
  });
  if (!kept) return fresh;
  event.waitUntil(fresh.catch(() => {}));
  return kept;
}

/** Built files have hashed names: once kept, always right. */
async function asset(request) {
  const kept = await caches.match(request, { ignoreSearch: true });
  return kept ?? keep(request, await fetch(request));
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && (url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`))) {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith("/_astro/") || url.pathname.endsWith(".wasm")) {
    event.respondWith(asset(request));
  }
});

/**
 * A club message pushed to the installed dashboard (docs/decisions/0190-messages-on-members-channels.md):
 * shown as a notification; opening it opens the dashboard's notifications.
 */
self.addEventListener("push", (event) => {
  let message = { title: "Tennis Community", body: "", url: "/u/notifications" };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    message.body = event.data ? event.data.text() : "";
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/favicon.svg",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/u/notifications", self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(target.href));
});
