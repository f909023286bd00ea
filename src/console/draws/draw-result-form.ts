/**
 * A draw result as typed on the draw: checked before it is sent with the contract's own schema and
 * the rule for its day, each problem in plain words under its field. Pure.
 */
import { DrawResultRequest } from "@/shared/api/console-contract";
import type { MatchOutcome } from "@/shared/domain/lists";
import { resultDayProblem } from "@/shared/domain/tournament-status";
import { checkWith, type FieldErrors } from "../form";

export interface DrawResultValues {
  outcome: MatchOutcome;
  score: string;
  /** "" until chosen; only for a retirement or a walkover. */
  sideOut: "" | "a" | "b";
  /** A Lagos date, YYYY-MM-DD. */
  playedOn: string;
}

/** The fields of the draw's result form: every message lands on one of them. */
export type DrawResultField = "score" | "sideOut" | "playedOn";

/** What a result sends: its place, how it ended, the score, who was out, the day. */
export interface DrawResultInput {
  round: number;
  index: number;
  outcome: MatchOutcome;
  score: string;
  sideOut?: "a" | "b";
  playedOn: string;
}

export type DrawResultCheck =
  | { ok: true; result: DrawResultInput }
  | { ok: false; errors: Partial<Record<DrawResultField, string>> };

const FIELD_OF: Readonly<Record<string, DrawResultField>> = {
  score: "score",
  outcome: "score",
  sideOut: "sideOut",
  playedOn: "playedOn",
};

/**
 * The request for a match's result, or the messages by field. `tournamentDay` is the tournament's
 * Lagos date and `today` Lagos's date now: the day played lies between them.
 */
export function checkDrawResult(
  values: DrawResultValues,
  place: { round: number; index: number },
  tournamentDay: string,
  today: string,
): DrawResultCheck {
  const input: DrawResultInput = {
    ...place,
    outcome: values.outcome,
    score: values.score,
    playedOn: values.playedOn,
    ...(values.outcome !== "completed" && values.sideOut ? { sideOut: values.sideOut } : {}),
  };
  const checked = checkWith(DrawResultRequest, input);
  const errors: Partial<Record<DrawResultField, string>> = {};
  const known: FieldErrors = checked.ok ? {} : checked.errors;
  for (const [path, message] of Object.entries(known)) {
    // The score's check also asks who retired or did not play: that belongs by its own field.
    const field = message.startsWith("Say which side")
      ? "sideOut"
      : (FIELD_OF[path.split(".")[0] ?? ""] ?? "score");
    errors[field] ??= message;
  }
  if (!errors.playedOn && values.playedOn) {
    const problem = resultDayProblem(values.playedOn, tournamentDay, today);
    if (problem) errors.playedOn = problem;
  }
  if (!values.playedOn) errors.playedOn = "Enter the day it was played";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, result: input };
}
