import { useEffect, useState } from "react";
import "./account.css";
import { FormStatus } from "./FormStatus";
import { PasswordField } from "./PasswordField";
import { SubmitButton } from "./SubmitButton";
import { accountsApi, formChecks } from "./submit-modules";
import { EmailField, TextField } from "./TextField";
import { useAccountForm } from "./use-account-form";

export function ResetPasswordForm() {
  const form = useAccountForm({
    initial: { email: "", resetCode: "", newPassword: "", confirmPassword: "" },
    validate: (checks, values) => checks.checkResetPassword(values),
    submit: async ({ email, resetCode, newPassword }) => {
      const { resetPassword } = await accountsApi.load();
      const answer = await resetPassword({ email, resetCode, newPassword });
      return { kind: answer.success ? "done" : "declined", message: answer.message };
    },
  });

  // The forgot-password page links here with the email; ask for it only when it is missing.
  const { setValue } = form;
  const [askForEmail, setAskForEmail] = useState(false);
  useEffect(() => {
    const search = window.location.search;
    if (!new URLSearchParams(search).has("email")) {
      setAskForEmail(true);
      return;
    }
    // The address is vetted by the email rule, which arrives with the form's checks.
    let mounted = true;
    formChecks.load().then(
      ({ emailFromLink }) => {
        if (!mounted) return;
        const linked = emailFromLink(search);
        if (linked) setValue("email", linked);
        else setAskForEmail(true);
      },
      () => mounted && setAskForEmail(true),
    );
    return () => {
      mounted = false;
    };
  }, [setValue]);
  const emailField = form.field("email");

  return (
    <form className="account-form" aria-label="Reset password" {...form.formProps}>
      {askForEmail ? (
        <EmailField field={emailField} />
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
