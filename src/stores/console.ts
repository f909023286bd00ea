/**
 * The club console's data: one fetcher store per read, keyed by what the router shows (so a list
 * refetches when its search or page changes), and one mutator store per write. Writes invalidate
 * the reads they change and ask the publishing indicator to look again.
 */
import type { MutatorStore } from "@nanostores/query";
import { atom, computed } from "nanostores";
import { type BodyOf, cacheKey, call, type QueryOf } from "@/lib/api/call";
import * as calls from "@/lib/api/console-calls";
import * as apiCalls from "@/shared/api/all-calls";
import type { ConsoleRole } from "@/shared/api/console-contract";
import { $consoleRouter, type ConsoleRoute } from "./console-router";
import { createFetcherStore, createMutatorStore, revalidateKeys } from "./fetcher";
import { $token } from "./session";

/** Console reads stay fresh for a short while only: several people edit the same catalogue. */
const CONSOLE_FRESH_MS = 10_000;
const settings = { dedupeTime: CONSOLE_FRESH_MS, onErrorRetry: false as const };

export const SITE_STATUS_KEY = cacheKey(apiCalls.siteStatus);

/** Who the console talks to: 403 for members (the console shows its staff-only page). */
export const $consoleMe = createFetcherStore([cacheKey(apiCalls.consoleMe), $token], {
  fetcher: () => calls.getConsoleMe(),
  ...settings,
  dedupeTime: 60_000,
});

export const $siteStatus = createFetcherStore([SITE_STATUS_KEY, $token], {
  fetcher: () => calls.getSiteStatus(),
  dedupeTime: 0,
  onErrorRetry: false,
});

/** Looks at the publishing state again (after a change, and while it rebuilds). */
export function refreshSiteStatus(): void {
  revalidateKeys((key) => key.startsWith(SITE_STATUS_KEY));
}

/** The query string of the current route when it is `route`, else null (nothing to fetch). */
export function searchOf(...routes: ConsoleRoute[]) {
  return computed($consoleRouter, (page) =>
    page && routes.includes(page.route) ? new URLSearchParams(page.search).toString() : null,
  );
}
export function paramOf(route: ConsoleRoute, name: string) {
  return computed($consoleRouter, (page) =>
    page && page.route === route ? ((page.params as Record<string, string>)[name] ?? null) : null,
  );
}
export const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

export const TOURNAMENTS_KEY = apiCalls.staffTournaments.path;
export const $tournamentList = createFetcherStore([`${TOURNAMENTS_KEY}?`, searchOf("tournaments", "home")], {
  fetcher: (_, search) => calls.listTournaments(paramsOf(String(search))),
  ...settings,
});
export const $tournament = createFetcherStore([`${TOURNAMENTS_KEY}/`, paramOf("tournament", "id")], {
  fetcher: (_, id) => calls.getTournament(String(id)),
  ...settings,
});

export const COACHES_KEY = apiCalls.staffCoaches.path;
export const $coachList = createFetcherStore([`${COACHES_KEY}?`, searchOf("coaches")], {
  // Active coaches unless the retired ones are asked for.
  fetcher: (_, search) => calls.listCoaches({ retired: "false", ...paramsOf(String(search)) }),
  ...settings,
});
export const $coach = createFetcherStore([`${COACHES_KEY}/`, paramOf("coach", "id")], {
  fetcher: (_, id) => calls.getCoach(String(id)),
  ...settings,
});

export const RESULTS_KEY = apiCalls.staffMatches.path;
export const $resultList = createFetcherStore([`${RESULTS_KEY}?`, searchOf("results")], {
  fetcher: (_, search) => call(apiCalls.staffMatches, { query: paramsOf(String(search)) }),
  ...settings,
});
export const $result = createFetcherStore([`${RESULTS_KEY}/`, paramOf("result", "id")], {
  fetcher: (_, id) => call(apiCalls.staffMatch, { params: { id: String(id) } }),
  ...settings,
});
/** Members to pick as players, and the tournaments a result may belong to (result form only). */
export const $resultChoices = createFetcherStore(
  [cacheKey(apiCalls.staffPlayers), searchOf("results", "newResult", "result", "newFriendly")],
  {
    fetcher: async () => {
      const [players, tournaments] = await Promise.all([
        call(apiCalls.staffPlayers),
        call(apiCalls.staffTournaments, { query: { pageSize: 100, when: "all" } }),
      ]);
      return { players: players.players, tournaments: tournaments.items };
    },
    ...settings,
  },
);

const DRAW_KEY = apiCalls.staffDraw.path;
/** A tournament's draw with its entrants, and the tournament itself (for its name). */
export const $draw = createFetcherStore([DRAW_KEY, paramOf("tournamentDraw", "id")], {
  fetcher: async (_, id) => {
    const params = { id: String(id) };
    const [draw, tournament] = await Promise.all([
      call(apiCalls.staffDraw, { params }),
      call(apiCalls.staffTournament, { params }),
    ]);
    return { ...draw, tournament: tournament.tournament };
  },
  ...settings,
});

export type DrawWrite =
  | { id: string; action: "make" }
  | { id: string; action: "publish"; version: number }
  | { id: string; action: "swap"; from: number; to: number; version: number }
  | { id: string; action: "result"; result: BodyOf<typeof apiCalls.drawResult> }
  | { id: string; action: "correct"; result: BodyOf<typeof apiCalls.correctDrawResult> }
  | { id: string; action: "clear"; match: BodyOf<typeof apiCalls.clearDrawResult> };

/** Every change to a draw: make, swap, publish, a result, a correction, a clear. Published changes rebuild the site. */
export const $drawWrite = publishingWrite((write: DrawWrite) => {
  const params = { id: write.id };
  switch (write.action) {
    case "make":
      return call(apiCalls.makeDraw, { params });
    case "publish":
      return call(apiCalls.publishDraw, { params, body: { version: write.version } });
    case "swap":
      return call(apiCalls.swapDraw, {
        params,
        body: { from: write.from, to: write.to, version: write.version },
      });
    case "result":
      return call(apiCalls.drawResult, { params, body: write.result });
    case "correct":
      return call(apiCalls.correctDrawResult, { params, body: write.result });
    case "clear":
      return call(apiCalls.clearDrawResult, { params, body: write.match });
  }
}, DRAW_KEY);

export const PLANS_KEY = cacheKey(apiCalls.staffPlans);
export const $plans = createFetcherStore([PLANS_KEY, $token], {
  fetcher: () => calls.listPlans(),
  ...settings,
});
export const TRAINING_KEY = cacheKey(apiCalls.staffTrainingPackages);
export const $trainingPackages = createFetcherStore([TRAINING_KEY, $token], {
  fetcher: () => calls.listTrainingPackages(),
  ...settings,
});

export const ASSIGNMENTS_KEY = cacheKey(apiCalls.pendingAssignments);
const PENDING_PAGE_SIZE = 20;
/** Paged by `pending` in the address: the screen's `page` pages the history below it. */
export const $pendingAssignments = createFetcherStore([ASSIGNMENTS_KEY, searchOf("assignments")], {
  fetcher: (_, search) =>
    calls.listPendingAssignments({ page: paramsOf(String(search)).pending, pageSize: PENDING_PAGE_SIZE }),
  ...settings,
});

export const HISTORY_KEY = `${apiCalls.assignmentHistory.path}?`;
export const $assignmentHistory = createFetcherStore([HISTORY_KEY, searchOf("assignments")], {
  fetcher: (_, search) => calls.listAssignmentHistory({ page: paramsOf(String(search)).page, pageSize: 10 }),
  ...settings,
});
/** Active coaches, for reassigning and for writing to a coach's members. */
export const $activeCoaches = createFetcherStore([`${COACHES_KEY}?active#`, $token], {
  fetcher: () => calls.listCoaches({ retired: "false", pageSize: 100 }),
  ...settings,
});
/** Tournaments, for writing to a tournament's ticket holders. */
export const $tournamentChoices = createFetcherStore([`${TOURNAMENTS_KEY}?choices#`, $token], {
  fetcher: () => calls.listTournaments({ pageSize: 100 }),
  ...settings,
});

export const BROADCASTS_KEY = `${apiCalls.staffBroadcasts.path}?`;
export const $broadcasts = createFetcherStore([BROADCASTS_KEY, searchOf("notifications")], {
  fetcher: (_, search) => calls.listBroadcasts(paramsOf(String(search))),
  ...settings,
});
/** The group the notification form has chosen, as its query ("kind=coach&id=..."); null while unfinished. */
const $audienceChoice = atom<string | null>(null);
/** How many members the chosen group reaches now, asked of the server (the send's own rule). */
export const $audienceCount = createFetcherStore([`${apiCalls.audienceCount.path}?`, $audienceChoice], {
  fetcher: (_, query) => {
    const { kind = "", id } = paramsOf(String(query));
    return call(apiCalls.audienceCount, {
      query: (id ? { kind, id } : { kind }) as QueryOf<typeof apiCalls.audienceCount>,
    });
  },
  ...settings,
});
/** The form chose a group (its member, tournament or coach too), or has not finished choosing (null). */
export function chooseAudience(audience: { kind: string; id?: string | undefined } | null): void {
  if (audience === null) {
    $audienceChoice.set(null);
    return;
  }
  $audienceChoice.set(
    new URLSearchParams(
      audience.id ? { kind: audience.kind, id: audience.id } : { kind: audience.kind },
    ).toString(),
  );
}
export const CONTACT_KEY = `${apiCalls.contactMessages.path}?`;
export const $contactMessages = createFetcherStore([CONTACT_KEY, searchOf("contact")], {
  fetcher: (_, search) => calls.listContactMessages(paramsOf(String(search))),
  ...settings,
});
export const $subscribers = createFetcherStore(
  [`${apiCalls.newsletterSubscribers.path}?`, searchOf("newsletter")],
  {
    fetcher: (_, search) => calls.listSubscribers(paramsOf(String(search))),
    ...settings,
  },
);

export const $auditLog = createFetcherStore([`${apiCalls.audit.path}?`, searchOf("audit")], {
  fetcher: (_, search) => calls.listAudit(paramsOf(String(search))),
  ...settings,
});
export const USERS_KEY = `${apiCalls.consoleUsers.path}?`;
export const $users = createFetcherStore([USERS_KEY, searchOf("roles")], {
  fetcher: (_, search) => calls.listUsers(paramsOf(String(search))),
  ...settings,
});

const startsWith = (prefix: string) => (key: string) => key.startsWith(prefix);

/** A write: runs the call and, when it succeeded, reads again what it changed. */
export function write<Input, Result>(call: (input: Input) => Promise<Result>, ...prefixes: string[]) {
  return createMutatorStore<Input, Result>(
    async ({ data, revalidate }) => {
      const result = await call(data);
      // Revalidated rather than dropped: screens keep showing what they have while the fresh read runs.
      for (const prefix of prefixes) revalidate(startsWith(prefix));
      return result;
    },
    { throttleCalls: true },
  );
}

/** A catalogue write: also changes the public site, so the publishing state is looked at again. */
function publishingWrite<Input, Result>(call: (input: Input) => Promise<Result>, ...prefixes: string[]) {
  return write(
    async (input: Input) => {
      try {
        return await call(input);
      } finally {
        refreshSiteStatus();
      }
    },
    ...prefixes,
  );
}

type TournamentSave = {
  id?: string | undefined;
  input: Parameters<typeof calls.createTournament>[0];
  version?: number | undefined;
};
export const $saveTournament = publishingWrite(
  ({ id, input, version }: TournamentSave) =>
    id && version !== undefined
      ? calls.updateTournament(id, { ...input, version })
      : calls.createTournament(input),
  TOURNAMENTS_KEY,
);
export const $cancelTournament = publishingWrite(
  ({ id, version, confirm }: { id: string; version: number; confirm: boolean }) =>
    calls.cancelTournament(id, { version, confirm }),
  TOURNAMENTS_KEY,
);

type CoachSave = {
  id?: string | undefined;
  input: Parameters<typeof calls.createCoach>[0];
  version?: number | undefined;
};
export const $saveCoach = publishingWrite(
  ({ id, input, version }: CoachSave) =>
    id && version !== undefined ? calls.updateCoach(id, { ...input, version }) : calls.createCoach(input),
  COACHES_KEY,
);
export const $retireCoach = publishingWrite(
  ({ id, version }: { id: string; version: number }) => calls.retireCoach(id, version),
  COACHES_KEY,
);

export const $savePlan = publishingWrite(
  ({ id, input }: { id: string; input: Parameters<typeof calls.updatePlan>[1] }) =>
    calls.updatePlan(id, input),
  PLANS_KEY,
);
export const $saveTrainingPackage = publishingWrite(
  ({
    key,
    input,
  }: {
    key: Parameters<typeof calls.updateTrainingPackage>[0];
    input: Parameters<typeof calls.updateTrainingPackage>[1];
  }) => calls.updateTrainingPackage(key, input),
  TRAINING_KEY,
);

export const $confirmAssignment = write(
  (id: string) => calls.confirmAssignment(id),
  ASSIGNMENTS_KEY,
  HISTORY_KEY,
);
export const $reassignAssignment = write(
  ({ id, coachId, reason }: { id: string; coachId: string; reason?: string }) =>
    calls.reassignAssignment(id, reason ? { coachId, reason } : { coachId }),
  ASSIGNMENTS_KEY,
  HISTORY_KEY,
);
export const $endAssignment = write(
  ({ id, reason }: { id: string; reason: string }) => calls.endAssignment(id, reason),
  ASSIGNMENTS_KEY,
  HISTORY_KEY,
  // Ended from a member's page too: the members list and page read it again.
  "/staff/members",
);

export const $sendNotification = write(
  (body: Parameters<typeof calls.sendNotification>[0]) => calls.sendNotification(body),
  BROADCASTS_KEY,
);
/** Reads the inbox again even when the mail failed: the reply was kept, and the inbox offers to send it again. */
export const $replyToContact = write(async ({ id, reply }: { id: string; reply: string }) => {
  try {
    return await calls.replyToContact(id, reply);
  } finally {
    revalidateKeys(startsWith(CONTACT_KEY));
  }
});
export const $setContactStatus = write(
  ({ id, status }: { id: string; status: "new" | "handled" }) => calls.setContactStatus(id, status),
  CONTACT_KEY,
);

type ResultSave = { id?: string | undefined; input: BodyOf<typeof apiCalls.correctResult> };
/** Records a result, or corrects one (the input then carries the version it was read at). */
export const $saveResult = publishingWrite(
  ({ id, input }: ResultSave) =>
    id
      ? call(apiCalls.correctResult, { params: { id }, body: input })
      : call(apiCalls.recordResult, { body: input }),
  RESULTS_KEY,
);

export const $scheduleFriendly = write(
  (input: BodyOf<typeof apiCalls.scheduleFriendly>) => call(apiCalls.scheduleFriendly, { body: input }),
  RESULTS_KEY,
);

export const $setRole = write(
  ({ id, role }: { id: string; role: ConsoleRole }) => calls.setUserRole(id, role),
  USERS_KEY,
);

/** Runs a write and answers its result, or throws its error (for forms that show it themselves). */
export async function runWrite<Input, Result>(
  store: MutatorStore<Input, Result>,
  input: Input,
): Promise<Result> {
  // Listened to for the call's length: a mutator store nobody listens to drops its error and
  // stays "loading" (which would throttle the next call).
  const unlisten = store.listen(() => {});
  try {
    const result = await store.mutate(input);
    const { error } = store.get();
    if (error !== undefined) throw error;
    return result as Result;
  } finally {
    unlisten();
  }
}
