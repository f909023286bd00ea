/** The friendly form's values as typed, and the request they make. Pure. */
import type { z } from "zod";
import { ScheduleFriendlyRequest } from "@/shared/api/console-contract";
import { checkWith, type FormCheck } from "../form";
import { PLAYER_FIELDS } from "./result-form";

export interface FriendlyValues extends Record<string, string> {
  kind: string;
  a1: string;
  a2: string;
  b1: string;
  b2: string;
  localDate: string;
  localTime: string;
  court: string;
}

export const EMPTY_FRIENDLY: FriendlyValues = {
  kind: "singles",
  a1: "",
  a2: "",
  b1: "",
  b2: "",
  localDate: "",
  localTime: "",
  court: "",
};

const FIELD_OF: Record<string, string> = { sideA: "a1", sideB: "b1" };

export function checkFriendly(values: FriendlyValues): FormCheck<z.output<typeof ScheduleFriendlyRequest>> {
  const doubles = values.kind === "doubles";
  const known: Record<string, string> = {};
  for (const name of PLAYER_FIELDS)
    if ((doubles || name === "a1" || name === "b1") && values[name] === "") known[name] = "Choose a player";
  const side = (prefix: "a" | "b") =>
    (doubles ? [`${prefix}1`, `${prefix}2`] : [`${prefix}1`]).flatMap((name) =>
      values[name] ? [{ userId: values[name] as string }] : [],
    );
  const checked = checkWith(ScheduleFriendlyRequest, {
    kind: values.kind,
    sideA: side("a"),
    sideB: side("b"),
    localDate: values.localDate,
    localTime: values.localTime,
    court: values.court,
  });
  if (checked.ok && Object.keys(known).length === 0) return checked;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(checked.ok ? {} : checked.errors))
    errors[
      FIELD_OF[path] ??
        path.replace(
          /^side([AB])\.(\d)(\..*)?$/,
          (_, s: string, i: string) => `${s.toLowerCase()}${Number(i) + 1}`,
        )
    ] ??= message;
  return { ok: false, errors: { ...errors, ...known } };
}
