/**
 * The roles and levels a visitor chooses from when signing up (docs/product.md, Validation), as the
 * signup form shows them. The lists themselves live in `lists.ts`; this module, like it, imports no
 * zod, so the signup form can draw its choices without shipping zod on first load.
 */
import { LEVELS, SIGNUP_ROLES as ROLE_VALUES, SIGNUP_ROLE_LABELS, type SignupRole } from "./lists";

export interface SignupRoleOption {
  readonly label: string;
  readonly value: SignupRole;
}

/** The signup form's role options: a label and a distinct value each. */
export const SIGNUP_ROLES: readonly SignupRoleOption[] = ROLE_VALUES.map((value) => ({
  label: SIGNUP_ROLE_LABELS[value],
  value,
}));

export const SIGNUP_LEVELS = LEVELS;
