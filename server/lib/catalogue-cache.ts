/**
 * Cache headers a CDN can use on the public catalogue reads (tournaments, draws and ladder,
 * coaches, plans, training packages and membership prices): the same for every visitor, so a CDN may keep them for a
 * minute and serve a stale copy for ten more while it fetches a fresh one. A request carrying a
 * token is never marked cacheable, whatever it asks for.
 */
import type { MiddlewareHandler } from "hono";
import * as calls from "@/shared/api/calls";

export const CATALOGUE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

const CATALOGUE_PATHS: readonly string[] = [
  calls.tournaments.path,
  calls.publicDraws.path,
  calls.publicGroups.path,
  calls.publicOrdersOfPlay.path,
  calls.publicLadder.path,
  calls.coaches.path,
  calls.coach.path,
  calls.plans.path,
  calls.trainingPackages.path,
  calls.membershipPrices.path,
];

/** Whether a route pattern (under /api or at the root) is a public catalogue read. */
export function isCatalogueRoute(route: string): boolean {
  return CATALOGUE_PATHS.some((path) => route === path || route === `/api${path}`);
}

export function catalogueCache(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200 || !isCatalogueRoute(c.req.routePath)) return;
    // A member's request is never stored (the app's token rule says no-store), nor one with cookies.
    if (c.req.header("authorization") || c.req.header("cookie")) {
      c.res.headers.set("Cache-Control", "no-store");
      return;
    }
    c.res.headers.set("Cache-Control", CATALOGUE_CACHE_CONTROL);
    c.res.headers.append("Vary", "Authorization");
  };
}
