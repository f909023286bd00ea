/**
 * The roles and levels a visitor chooses from when signing up (docs/product.md, Validation). Kept
 * apart from the zod schemas in `validation.ts` (which re-exports them), so the signup form can
 * draw its choices without shipping zod on first load.
 */

export const SIGNUP_ROLES = [
  { label: "Student", value: "student" },
  { label: "Coach", value: "coach" },
] as const;

export const SIGNUP_LEVELS = [
  "kids amatuer",
  "kids mid-level",
  "kids professional",
  "adult amatuer",
  "adult mid-level",
  "adult professional",
] as const;
