/**
 * Each account form's values checked against its validation schema, turned into what the form
 * shows. It brings zod, so the forms fetch it lazily (`submit-modules.ts`).
 */

import type { z } from "zod";
import {
  email,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordFormInput,
  SignupInput,
} from "@/shared/domain/validation";
import { checkForm } from "./form-feedback";

/** A form's raw values: every field as typed. */
type Values<Input> = Record<keyof Input & string, string>;

export function checkLogin(values: Values<LoginInput>) {
  return checkForm(LoginInput, values);
}

export function checkSignup(values: Values<SignupInput>) {
  return checkForm(SignupInput, values);
}

/** A 13 to 17-year-old's sign-up: the ordinary fields and their parent's or guardian's email (0206). */
const JuniorSignupFormInput = SignupInput.extend({ guardianEmail: email() });

export function checkJuniorSignup(values: Values<z.input<typeof JuniorSignupFormInput>>) {
  return checkForm(JuniorSignupFormInput, values);
}

/** A player who turned 18 chooses their own login (0205). */
const TakeOverFormInput = SignupInput.pick({
  email: true,
  username: true,
  password: true,
  phoneNumber: true,
});

export function checkTakeOver(values: Values<z.input<typeof TakeOverFormInput>>) {
  return checkForm(TakeOverFormInput, values);
}

export function checkForgotPassword(values: Values<ForgotPasswordInput>) {
  return checkForm(ForgotPasswordInput, values);
}

/** The email the code was sent to, and the code with the new password twice. */
const ResetFormInput = ForgotPasswordInput.and(ResetPasswordFormInput);

export function checkResetPassword(values: Values<ForgotPasswordInput & ResetPasswordFormInput>) {
  return checkForm(ResetFormInput, values);
}

/** The `email` query parameter of a reset link when it holds a usable address. */
export function emailFromLink(search: string): string | null {
  const parsed = ForgotPasswordInput.safeParse({ email: new URLSearchParams(search).get("email") ?? "" });
  return parsed.success ? parsed.data.email : null;
}
