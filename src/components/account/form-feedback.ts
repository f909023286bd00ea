/**
 * Turns a failed form parse into what the form shows: one form-level message and the fields to
 * mark. Empty fields all share one message ("Please fill out all fields before
 * submitting."), shown once at the top; other rules (username characters, password length...) are
 * shown under their field.
 */
import type { z } from "zod";
import { FILL_ALL_FIELDS, fieldErrors, firstIssue } from "@/shared/domain/validation";

export interface FormFeedback<F extends string> {
  /** The form-level message. */
  readonly message: string;
  /** Fields to mark invalid, in form order. */
  readonly invalid: readonly F[];
  /** Messages to show under their field (not the "fill all fields" one, which is shown once). */
  readonly fieldMessages: Partial<Record<F, string>>;
}

export type FormCheck<F extends string, Out> =
  | { readonly ok: true; readonly data: Out }
  | { readonly ok: false; readonly feedback: FormFeedback<F> };

export function feedbackFor<F extends string>(error: z.ZodError, fields: readonly F[]): FormFeedback<F> {
  const byField = fieldErrors(error);
  const invalid = fields.filter((field) => byField[field] !== undefined);
  const fieldMessages: Partial<Record<F, string>> = {};
  for (const field of invalid) {
    const message = byField[field];
    if (message && message !== FILL_ALL_FIELDS) fieldMessages[field] = message;
  }
  const anyEmpty = Object.values(byField).includes(FILL_ALL_FIELDS);
  return { message: anyEmpty ? FILL_ALL_FIELDS : firstIssue(error), invalid, fieldMessages };
}

/** Parses a form's values with its schema. */
export function checkForm<F extends string, Out>(
  schema: z.ZodType<Out>,
  values: Record<F, string>,
): FormCheck<F, Out> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, feedback: feedbackFor(result.error, Object.keys(values) as F[]) };
}
