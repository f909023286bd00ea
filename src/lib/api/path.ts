/**
 * A declared call's path with its parameters filled in; on its own, free of the API client, so the
 * site build and the browser journeys reach declared calls by it too.
 */
import type { CallDeclaration } from "@/shared/api/calls";

const PARAMETER = /:(\w+)/g;

/** The declared path with each `:name` replaced by its value, URL-encoded. */
export function pathOf(call: Pick<CallDeclaration, "path">, params: Record<string, unknown> = {}): string {
  return call.path.replace(PARAMETER, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new TypeError(`${call.path} needs its ${name} parameter`);
    }
    return encodeURIComponent(String(value));
  });
}
