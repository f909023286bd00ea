/**
 * Keeps a client app (`/u` or `/staff`) usable with no network: registers the apps' service worker
 * for its scope and hands it the build files this page already loaded (before the worker ran).
 * Imported only by the screens that must work offline (tickets, the gate scanner).
 */
export function keepAppOffline(scope: "/u" | "/staff"): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/app-sw.js", { scope })
    .then(async () => {
      const ready = await navigator.serviceWorker.ready;
      const loaded = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => {
          const { origin, pathname } = new URL(url);
          return (
            origin === location.origin && (pathname.startsWith("/_astro/") || pathname.endsWith(".wasm"))
          );
        });
      ready.active?.postMessage({ keep: loaded });
    })
    .catch(() => undefined);
}
