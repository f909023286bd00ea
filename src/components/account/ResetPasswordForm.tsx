import { useEffect, useState } from "react";
import { forgotPasswordSchema, resetPasswordFormSchema } from "@/domain/validation";
import { resetPassword } from "@/lib/api/accounts";
import "./account.css";
import { FormStatus } from "./FormStatus";
import { checkForm } from "./form-feedback";
import { PasswordField } from "./PasswordField";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";
import { useAccountForm } from "./use-account-form";

/** The email the code was sent to, and the code with the new password twice. */
const resetFormSchema = forgotPasswordSchema.and(resetPasswordFormSchema);

/** The `email` query parameter when it holds a usable address. */
function emailFromLink(search: string): string | null {
  const parsed = forgotPasswordSchema.safeParse({ email: new URLSearchParams(search).get("email") ?? "" });
  return parsed.success ? parsed.data.email : null;
}

export function ResetPasswordForm() {
  const form = useAccountForm({
    initial: { email: "", resetCode: "", newPassword: "", confirmPassword: "" },
    validate: (values) => checkForm(resetFormSchema, values),
    submit: async ({ email, resetCode, newPassword }) => {
      const answer = await resetPassword({ email, resetCode, newPassword });
      return { kind: answer.success ? "done" : "declined", message: answer.message };
    },
  });

  // The forgot-password page links here with the email; ask for it only when it is missing.
  const { setValue } = form;
  const [askForEmail, setAskForEmail] = useState(false);
  useEffect(() => {
    const linked = emailFromLink(window.location.search);
    if (linked) setValue("email", linked);
    else setAskForEmail(true);
  }, [setValue]);
  const emailField = form.field("email");

  return (
    <form className="account-form" aria-label="Reset password" {...form.formProps}>
      {askForEmail ? (
        <TextField
          field={emailField}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          lowercase
        />
      ) : (
        emailField.value && (
          <p className="account-aside">
            Resetting the password for <strong>{emailField.value}</strong>
          </p>
        )
      )}
      <TextField
        field={form.field("resetCode")}
        label="Reset code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <PasswordField field={form.field("newPassword")} label="New password" autoComplete="new-password" />
      <PasswordField
        field={form.field("confirmPassword")}
        label="Confirm new password"
        autoComplete="new-password"
      />
      <FormStatus id={form.messageId} message={form.message} />
      {form.done ? (
        <a className="btn btn-primary account-submit" href="/login">
          Log in with your new password
        </a>
      ) : (
        <SubmitButton label="Reset password" busy={form.busy} enabled={form.canSubmit} />
      )}
    </form>
  );
}
