/** The friendlies a member has to play, confirm or settle, and their answers to them (Matches screen). */

import * as calls from "@/shared/api/calls";
import type { OpenMatch } from "@/shared/api/contract";
import { type BodyOf, call } from "./call";

/** Friendlies to play, confirm or settle. */
export async function getOpenMatches(): Promise<OpenMatch[]> {
  return (await call(calls.openMatches)).matches;
}

export interface MatchAnswer {
  id: string;
  action: "report" | "confirm" | "dispute";
  /** The score, for a report. */
  report?: BodyOf<typeof calls.reportScore>;
}

/** Reports a score (from the member's side), or confirms or disputes the one reported. */
export async function answerMatch(answer: MatchAnswer): Promise<OpenMatch> {
  const params = { id: answer.id };
  if (answer.action === "report") {
    const report = answer.report;
    if (!report) throw new TypeError("A report needs its score");
    return (await call(calls.reportScore, { params, body: report })).match;
  }
  const declaration = answer.action === "confirm" ? calls.confirmScore : calls.disputeScore;
  return (await call(declaration, { params })).match;
}
