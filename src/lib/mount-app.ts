/**
 * Starts a client-side app (the dashboard /u, the club console /staff) in its page: React renders the
 * app into the page's app element, replacing the line of text shown until the app's code has come.
 * The page's own script calls it with the app it imports (docs/decisions/0298-first-load-carries-what-it-runs.md):
 * such an app renders nothing on the server and takes no props, so it needs none of what an Astro
 * island carries (its hydration runtime, props and slots, the React renderer's client).
 */
import { type ComponentType, createElement } from "react";
import { createRoot } from "react-dom/client";

/** The element a client-side app's page gives the app. */
export const APP_ELEMENT_ID = "app";

/** What the page says when the app's code could not be fetched (src/layouts/AppLayout.astro), and its link to reload. */
export const CODE_FAILED = "The page could not load. Check your connection, then";
export const CODE_FAILED_RETRY = "try again";

export function mountApp(App: ComponentType): void {
  const element = document.getElementById(APP_ELEMENT_ID);
  if (element) createRoot(element).render(createElement(App));
}
