/**
 * What the console's forms share, as pure functions: numbers read from text fields, the first
 * message per field from a schema's issues (worded for people, not for programmers), and whether a
 * form differs from what it was opened with.
 */
import type { z } from "zod";

export type FieldErrors = Readonly<Record<string, string>>;

export type FormCheck<Out> =
  | { readonly ok: true; readonly data: Out }
  | { readonly ok: false; readonly errors: FieldErrors };

/** A whole number typed in a field; blank is `blank` (e.g. null for "no limit"), else a message. */
export function readWholeNumber<B>(
  text: string,
  blank: B,
): { ok: true; value: number | B } | { ok: false; message: string } {
  const trimmed = text.trim().replace(/[,\s]/g, "");
  if (trimmed === "") return { ok: true, value: blank };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: "Enter a whole number, without kobo" };
  return { ok: true, value: Number(trimmed) };
}

function readable(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.input === undefined) return "Required";
  if (issue.code === "invalid_value") return "Choose one of the options";
  if (issue.code === "too_big" && issue.origin === "number") return `At most ${issue.maximum}`;
  if (issue.code === "too_small" && issue.origin === "number") return `At least ${issue.minimum}`;
  if (issue.code === "too_big" && issue.origin === "string") return `At most ${issue.maximum} characters`;
  return issue.message;
}

/** The first message for each field, keyed by its path ("price", "billingPlans.1.price"). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= readable(issue);
  }
  return errors;
}

/**
 * Parses `input` with `schema`; `known` holds problems found while turning the fields' text into
 * input (a number that is not one), which win over the schema's view of the same field.
 */
export function checkWith<Out>(
  schema: z.ZodType<Out>,
  input: unknown,
  known: FieldErrors = {},
): FormCheck<Out> {
  const result = schema.safeParse(input);
  if (result.success && Object.keys(known).length === 0) return { ok: true, data: result.data };
  const errors = { ...(result.success ? {} : fieldErrorsOf(result.error)), ...known };
  return { ok: false, errors };
}

/** Whether two forms' values are the same (plain data: strings, numbers, booleans, arrays, objects). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The messages without those of `name` and the fields inside it. */
export function withoutField(errors: FieldErrors, name: string): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => key !== name && !key.startsWith(`${name}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
