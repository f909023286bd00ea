/**
 * The event form's values as typed (docs/decisions/0230-tournament-events.md) and the request they
 * make: ages and capacity as whole numbers (blank: no limit), the fee in naira, the entry deadline
 * as a Lagos date and time (blank: until the tournament's day). Pure.
 */
import {
  type EventFields,
  EventFields as EventFieldsSchema,
  type StaffEvent,
} from "@/shared/api/console-contract";
import { clubInstant, clubLocal, isLocalDate, isLocalTime } from "@/shared/domain/club-time";
import { LEVELS, type Level } from "@/shared/domain/lists";
import { defaultEventName } from "@/shared/domain/tournament-events";
import { checkWith, type FieldErrors, type FormCheck, readWholeNumber } from "../form";

export interface EventValues extends Record<string, unknown> {
  name: string;
  gender: string;
  kind: string;
  underAge: string;
  minAge: string;
  ageCutoff: string;
  levels: readonly Level[];
  capacity: string;
  fee: string;
  deadlineDate: string;
  deadlineTime: string;
}

/** A new event: open singles, ages counted on the tournament's day, every level, the tournament's price. */
export function emptyEvent(tournament: { localDate: string; price: number }): EventValues {
  return {
    name: "",
    gender: "open",
    kind: "singles",
    underAge: "",
    minAge: "",
    ageCutoff: tournament.localDate,
    levels: [],
    capacity: "",
    fee: String(tournament.price),
    deadlineDate: "",
    deadlineTime: "",
  };
}

export function eventValues(event: StaffEvent): EventValues {
  const deadline = event.entryDeadline ? clubLocal(new Date(event.entryDeadline)) : null;
  return {
    name: event.name,
    gender: event.gender,
    kind: event.kind,
    underAge: event.underAge === null ? "" : String(event.underAge),
    minAge: event.minAge === null ? "" : String(event.minAge),
    ageCutoff: event.ageCutoff,
    levels: event.levels,
    capacity: event.capacity === null ? "" : String(event.capacity),
    fee: String(event.fee),
    deadlineDate: deadline?.date ?? "",
    deadlineTime: deadline?.time ?? "",
  };
}

/** The levels in the club's order, with `level` added or taken out. */
export function toggleLevel(levels: readonly Level[], level: Level, on: boolean): Level[] {
  return LEVELS.filter((l) => (l === level ? on : levels.includes(l)));
}

/** Reads a fee in naira with at most two decimals; blank is a message (the fee is needed, 0 when free). */
function readFee(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim().replace(/[,\s]/g, "");
  if (trimmed === "") return { ok: false, message: "Enter the fee (0 for a free event)" };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed))
    return { ok: false, message: "Enter naira, with at most two decimals" };
  return { ok: true, value: Number(trimmed) };
}

/** Checks the values with the shared schema; answers the request (a blank name becomes the event's usual name). */
export function checkEvent(values: EventValues): FormCheck<EventFields> {
  const known: Record<string, string> = {};
  const underAge = readWholeNumber(values.underAge, null);
  if (!underAge.ok) known.underAge = underAge.message;
  const minAge = readWholeNumber(values.minAge, null);
  if (!minAge.ok) known.minAge = minAge.message;
  const capacity = readWholeNumber(values.capacity, null);
  if (!capacity.ok) known.capacity = capacity.message;
  const fee = readFee(values.fee);
  if (!fee.ok) known.fee = fee.message;

  let entryDeadline: string | null = null;
  const { deadlineDate, deadlineTime } = values;
  if (deadlineDate !== "" || deadlineTime !== "") {
    if (!isLocalDate(deadlineDate)) known.deadlineDate = "Enter the day entries close";
    else if (!isLocalTime(deadlineTime)) known.deadlineTime = "Enter the time entries close";
    else entryDeadline = clubInstant({ date: deadlineDate, time: deadlineTime }).toISOString();
  }

  const rule = {
    gender: values.gender as EventFields["gender"],
    kind: values.kind as EventFields["kind"],
    underAge: underAge.ok ? underAge.value : null,
    minAge: minAge.ok ? minAge.value : null,
  };
  const name = values.name.trim() || defaultEventName(rule);
  const input = {
    ...rule,
    name,
    ageCutoff: values.ageCutoff,
    levels: [...values.levels],
    capacity: capacity.ok ? capacity.value : null,
    fee: fee.ok ? fee.value : undefined,
    entryDeadline,
  };
  return checkWith(EventFieldsSchema, input, known as FieldErrors);
}
