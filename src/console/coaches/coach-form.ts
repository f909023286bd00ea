/** The coach form's values as typed, and the request they make. Pure. */
import type { z } from "zod";
import { CoachInput, type StaffCoach } from "@/shared/api/console-contract";
import { checkWith, type FormCheck, readWholeNumber } from "../form";

export interface CoachValues extends Record<string, string> {
  coachName: string;
  imageUrl: string;
  bioInfo: string;
  level: string;
  price: string;
}

export const EMPTY_COACH: CoachValues = { coachName: "", imageUrl: "", bioInfo: "", level: "", price: "" };

export function coachValues(c: StaffCoach): CoachValues {
  return {
    coachName: c.coachName,
    imageUrl: c.imageUrl,
    bioInfo: c.bioInfo,
    level: c.level,
    price: String(c.price),
  };
}

export function checkCoach(values: CoachValues): FormCheck<z.output<typeof CoachInput>> {
  const price = readWholeNumber(values.price, undefined);
  return checkWith(
    CoachInput,
    { ...values, level: values.level || undefined, price: price.ok ? price.value : undefined },
    price.ok ? {} : { price: price.message },
  );
}
