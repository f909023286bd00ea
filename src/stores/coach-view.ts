/** A linked coach's own members and reviews (the dashboard's My members screen). */
import { computed } from "nanostores";
import { call, keyOf } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import { createFetcherStore } from "./fetcher";
import { $router } from "./router";
import { $token } from "./session";

/** The page asked for in the address (`?page=2`); null away from the screen, so nothing is fetched. */
const $page = computed($router, (page) =>
  page?.route === "coachMembers" ? ((page.search as Record<string, string>).page ?? "1") : null,
);

export const $coachOwnMembers = createFetcherStore(
  keyOf(calls.coachOwnMembers, { query: $page, scope: $token }),
  {
    fetcher: (_path, page) => call(calls.coachOwnMembers, { query: { page: String(page) } }),
  },
);
