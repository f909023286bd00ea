/** The modules the build treats as free of side effects (app-chunks.mjs, docs/decisions/0293). */
import { describe, expect, it } from "vitest";
import { pureModules } from "../../app-chunks.mjs";

const pure = (file: string) => pureModules.some((rule) => rule.test.test(file) && rule.sideEffects === false);

describe("the build's side-effect-free modules", () => {
  it("are the shared rules and the call declarations", () => {
    expect(pure("/repo/src/shared/domain/lists.ts")).toBe(true);
    expect(pure("C:\\repo\\src\\shared\\domain\\club-time.ts")).toBe(true);
    expect(pure("/repo/src/shared/api/calls/billing.ts")).toBe(true);
    expect(pure("/repo/src/stores/session.ts")).toBe(false);
  });

  it("never include zod-browser.ts, which the browser needs for its effect", () => {
    // Dropped, zod would probe `new Function` and break the pages' Content-Security-Policy.
    expect(pure("/repo/src/shared/domain/zod-browser.ts")).toBe(false);
  });
});
