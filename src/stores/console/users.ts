/** The console's user, role and audit-log stores. */

import * as calls from "@/lib/api/console-calls";
import * as apiCalls from "@/shared/api/all-calls";
import type { ConsoleRole } from "@/shared/api/console-contract";
import { createFetcherStore } from "../fetcher";
import { paramsOf, searchOf, settings, write } from "./common";

export const $auditLog = createFetcherStore([`${apiCalls.audit.path}?`, searchOf("audit")], {
  fetcher: (_, search) => calls.listAudit(paramsOf(String(search))),
  ...settings,
});

export const USERS_KEY = `${apiCalls.consoleUsers.path}?`;

export const $users = createFetcherStore([USERS_KEY, searchOf("roles")], {
  fetcher: (_, search) => calls.listUsers(paramsOf(String(search))),
  ...settings,
});

export const $setRole = write(
  ({ id, role }: { id: string; role: ConsoleRole }) => calls.setUserRole(id, role),
  USERS_KEY,
);
