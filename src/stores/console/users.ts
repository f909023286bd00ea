/** The console's user, role and audit-log stores. */

import { keyOf } from "@/lib/api/call";
import * as calls from "@/lib/api/console-calls";
import * as apiCalls from "@/shared/api/all-calls";
import type { ConsoleRole } from "@/shared/api/console-contract";
import { createFetcherStore } from "../fetcher";
import { paramsOf, searchOf, settings, write } from "./common";

export const $auditLog = createFetcherStore(keyOf(apiCalls.audit, { query: searchOf("audit") }), {
  fetcher: (_, search) => calls.listAudit(paramsOf(String(search))),
  ...settings,
});

export const $users = createFetcherStore(keyOf(apiCalls.consoleUsers, { query: searchOf("roles") }), {
  fetcher: (_, search) => calls.listUsers(paramsOf(String(search))),
  ...settings,
});

export const $setRole = write(
  ({ id, role }: { id: string; role: ConsoleRole }) => calls.setUserRole(id, role),
  apiCalls.consoleUsers,
);
