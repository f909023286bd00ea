/**
 * Keeps a client app (`/u` or `/staff`) usable with no network: registers the apps' service worker
 * for its scope and hands it the build files this page already loaded (before the worker ran, or
 * loaded later, like the gate scanner's decoder and its .wasm). Resolves true once the worker has
 * kept them, false where there is no service worker or it failed.
 * Imported only by the screens that must work offline (tickets, the gate scanner).
 */
export async function keepAppOffline(scope: "/u" | "/staff"): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  try {
    await navigator.serviceWorker.register("/app-sw.js", { scope });
    const ready = await navigator.serviceWorker.ready;
    const worker = ready.active;
    if (!worker) return false;
    const loaded = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => {
        const { origin, pathname } = new URL(url);
        return origin === location.origin && (pathname.startsWith("/_astro/") || pathname.endsWith(".wasm"));
      });
    // The worker answers on the channel once the files are in its cache.
    const channel = new MessageChannel();
    const kept = new Promise<boolean>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data?.kept === true);
    });
    worker.postMessage({ keep: loaded }, [channel.port2]);
    return await kept;
  } catch {
    return false;
  }
}
