/**
 * Each account form's values checked against its validation schema, turned into what the form
 * shows. It brings zod, so the forms fetch it lazily (`submit-modules.ts`).
 */
import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  type LoginInput,
  loginSchema,
  type ResetPasswordFormInput,
  resetPasswordFormSchema,
  type SignupInput,
  signupSchema,
} from "@/domain/validation";
import { checkForm } from "./form-feedback";

/** A form's raw values: every field as typed. */
type Values<Input> = Record<keyof Input & string, string>;

export function checkLogin(values: Values<LoginInput>) {
  return checkForm(loginSchema, values);
}

export function checkSignup(values: Values<SignupInput>) {
  return checkForm(signupSchema, values);
}

export function checkForgotPassword(values: Values<ForgotPasswordInput>) {
  return checkForm(forgotPasswordSchema, values);
}

/** The email the code was sent to, and the code with the new password twice. */
const resetFormSchema = forgotPasswordSchema.and(resetPasswordFormSchema);

export function checkResetPassword(values: Values<ForgotPasswordInput & ResetPasswordFormInput>) {
  return checkForm(resetFormSchema, values);
}

/** The `email` query parameter of a reset link when it holds a usable address. */
export function emailFromLink(search: string): string | null {
  const parsed = forgotPasswordSchema.safeParse({ email: new URLSearchParams(search).get("email") ?? "" });
  return parsed.success ? parsed.data.email : null;
}
