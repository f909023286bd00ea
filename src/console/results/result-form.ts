/** The result form's values as typed, and the request they make. Pure. */
import type { z } from "zod";
import { CorrectResultRequest, type MatchPlayerInput, type StaffMatch } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { scoreInput } from "@/shared/domain/tennis-score";
import { checkWith, type FieldErrors, type FormCheck } from "../form";

/** A player field's value for a guest (the name goes in the guest field beside it). */
export const GUEST = "guest";

export const PLAYER_FIELDS = ["a1", "a2", "b1", "b2"] as const;
export type PlayerField = (typeof PLAYER_FIELDS)[number];

export interface ResultValues extends Record<string, string> {
  kind: string;
  /** A member's id, GUEST, or "" when not chosen. */
  a1: string;
  a2: string;
  b1: string;
  b2: string;
  a1Guest: string;
  a2Guest: string;
  b1Guest: string;
  b2Guest: string;
  outcome: string;
  score: string;
  sideOut: string;
  playedOn: string;
  /** "" for a friendly. */
  tournamentId: string;
  round: string;
}

export const emptyResult = (today: string): ResultValues => ({
  kind: "singles",
  a1: "",
  a2: "",
  b1: "",
  b2: "",
  a1Guest: "",
  a2Guest: "",
  b1Guest: "",
  b2Guest: "",
  outcome: "completed",
  score: "",
  sideOut: "",
  playedOn: today,
  tournamentId: "",
  round: "",
});

export function resultValues(match: StaffMatch): ResultValues {
  const played = match.playedAt ?? match.scheduledAt;
  const values = emptyResult(played ? clubLocal(new Date(played)).date : "");
  const fill = (side: StaffMatch["sideA"], prefix: "a" | "b") =>
    side.forEach((player, i) => {
      const name = `${prefix}${i + 1}` as PlayerField;
      values[name] = player.userId ?? GUEST;
      if (player.userId === null) values[`${name}Guest`] = player.name;
    });
  fill(match.sideA, "a");
  fill(match.sideB, "b");
  return {
    ...values,
    kind: match.kind,
    outcome: match.outcome ?? "completed",
    score: scoreInput(match.score, match.outcome),
    sideOut: match.sideOut ?? "",
    tournamentId: match.tournamentId ?? "",
    round: match.round ?? "",
  };
}

/** Where each of the schema's paths shows its message in this form. */
const FIELD_OF: Record<string, string> = {
  sideA: "a1",
  sideB: "b1",
  "sideA.0": "a1",
  "sideA.1": "a2",
  "sideB.0": "b1",
  "sideB.1": "b2",
  "sideA.0.guestName": "a1Guest",
  "sideA.1.guestName": "a2Guest",
  "sideB.0.guestName": "b1Guest",
  "sideB.1.guestName": "b2Guest",
  "sideA.0.userId": "a1",
  "sideA.1.userId": "a2",
  "sideB.0.userId": "b1",
  "sideB.1.userId": "b2",
};

function player(values: ResultValues, name: PlayerField): MatchPlayerInput | null {
  const chosen = values[name];
  if (chosen === "") return null;
  return chosen === GUEST ? { guestName: values[`${name}Guest`] ?? "" } : { userId: chosen };
}

export type ResultInput = z.output<typeof CorrectResultRequest>;

/** The request the values make (with `version` for a correction), or the messages by field. */
export function checkResult(values: ResultValues, version = 1): FormCheck<ResultInput> {
  const doubles = values.kind === "doubles";
  const side = (prefix: "a" | "b") =>
    (doubles ? ([`${prefix}1`, `${prefix}2`] as const) : ([`${prefix}1`] as const)).flatMap((name) => {
      const chosen = player(values, name as PlayerField);
      return chosen ? [chosen] : [];
    });
  const known: Record<string, string> = {};
  for (const name of PLAYER_FIELDS) {
    if ((name === "a2" || name === "b2") && !doubles) continue;
    if (values[name] === "") known[name] = "Choose a player";
  }
  const outOfPlay = values.outcome === "retired" || values.outcome === "walkover";
  if (outOfPlay && values.sideOut === "")
    known.sideOut = values.outcome === "retired" ? "Say which side retired" : "Say which side did not play";
  const checked = checkWith(CorrectResultRequest, {
    kind: values.kind,
    sideA: side("a"),
    sideB: side("b"),
    outcome: values.outcome,
    score: values.score,
    ...(outOfPlay && values.sideOut ? { sideOut: values.sideOut } : {}),
    playedOn: values.playedOn,
    tournamentId: values.tournamentId || null,
    ...(values.tournamentId && values.round.trim() ? { round: values.round } : {}),
    version,
  });
  if (checked.ok && Object.keys(known).length === 0) return checked;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(checked.ok ? {} : checked.errors)) {
    const field = FIELD_OF[path] ?? path;
    errors[field] ??= message;
  }
  return { ok: false, errors: { ...errors, ...known } satisfies FieldErrors };
}
