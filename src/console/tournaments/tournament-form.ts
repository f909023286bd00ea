/** The tournament form's values as typed, and the request they make. Pure. */
import {
  CreateTournamentRequest,
  type StaffTournament,
  type TournamentInput,
} from "@/shared/api/console-contract";
import { checkWith, type FieldErrors, type FormCheck, readWholeNumber } from "../form";

export interface TournamentValues extends Record<string, string> {
  name: string;
  category: string;
  localDate: string;
  localTime: string;
  location: string;
  price: string;
  /** Blank: no limit. */
  capacity: string;
  image: string;
  /** Blank: tickets on sale at once. */
  salesOpenDate: string;
  /** Blank or 0: no head start for paid members. */
  memberEarlyDays: string;
}

export const EMPTY_TOURNAMENT: TournamentValues = {
  name: "",
  category: "",
  localDate: "",
  localTime: "",
  location: "",
  price: "",
  capacity: "",
  image: "",
  salesOpenDate: "",
  memberEarlyDays: "",
};

export function tournamentValues(t: StaffTournament): TournamentValues {
  return {
    name: t.name,
    category: t.category,
    localDate: t.localDate,
    localTime: t.localTime,
    location: t.location,
    price: String(t.price),
    capacity: t.capacity === null ? "" : String(t.capacity),
    image: t.image,
    salesOpenDate: t.salesOpenDate ?? "",
    memberEarlyDays: t.memberEarlyDays > 0 ? String(t.memberEarlyDays) : "",
  };
}

/** Checks the values with the shared schema; answers the request to send (Lagos date and time as typed). */
export function checkTournament(values: TournamentValues): FormCheck<TournamentInput> {
  const known: Record<string, string> = {};
  const price = readWholeNumber(values.price, undefined);
  if (!price.ok) known.price = price.message;
  const capacity = readWholeNumber(values.capacity, null);
  if (!capacity.ok) known.capacity = capacity.message;
  const earlyDays = readWholeNumber(values.memberEarlyDays, 0);
  if (!earlyDays.ok) known.memberEarlyDays = earlyDays.message;
  const input = {
    ...values,
    category: values.category || undefined,
    price: price.ok ? price.value : undefined,
    capacity: capacity.ok ? capacity.value : null,
    salesOpenDate: values.salesOpenDate || null,
    memberEarlyDays: earlyDays.ok ? earlyDays.value : 0,
  };
  const checked = checkWith(CreateTournamentRequest, input, known as FieldErrors);
  if (!checked.ok) return checked;
  // The request carries the Lagos date and time as typed; the server works out the instant itself.
  const { startsAt: _instant, salesOpenAt: _opening, ...request } = checked.data;
  return { ok: true, data: request };
}
