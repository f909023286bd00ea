/**
 * A score as a player types it from their side: how it ended, who retired or did not play, the
 * score. Shared by the report of a scheduled friendly and of one the member arranged.
 */
import type { MatchOutcome } from "@/shared/domain/lists";
import { parseScore } from "@/shared/domain/tennis-score";

export type SideOut = "" | "mine" | "theirs";

export interface ScoreDraft {
  outcome: MatchOutcome;
  score: string;
  sideOut: SideOut;
}

export const EMPTY_SCORE: ScoreDraft = { outcome: "completed", score: "", sideOut: "" };

export interface ScoreReport {
  outcome: MatchOutcome;
  score: string;
  sideOut?: "mine" | "theirs";
}

/** The report to send, or what to fix first (the server checks the same). */
export function scoreReport(
  draft: ScoreDraft,
): { ok: true; report: ScoreReport } | { ok: false; message: string } {
  const outOfPlay = draft.outcome !== "completed";
  if (outOfPlay && draft.sideOut === "")
    return {
      ok: false,
      message: draft.outcome === "retired" ? "Say which side retired" : "Say which side did not play",
    };
  const side = draft.sideOut === "" ? undefined : draft.sideOut === "mine" ? "a" : "b";
  const check = parseScore(draft.score, draft.outcome, side);
  if (!check.ok) return { ok: false, message: check.message };
  return {
    ok: true,
    report: {
      outcome: draft.outcome,
      score: draft.score,
      ...(outOfPlay && draft.sideOut !== "" ? { sideOut: draft.sideOut } : {}),
    },
  };
}
