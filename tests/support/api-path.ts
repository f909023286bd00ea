/** Where a browser journey reaches a declared call: `/api` and the call's declared path (pathOf). */
import { pathOf } from "@/lib/api/path";
import type { CallDeclaration } from "@/shared/api/calls";

export function apiPath(call: Pick<CallDeclaration, "path">, params?: Record<string, unknown>): string {
  return `/api${pathOf(call, params)}`;
}
