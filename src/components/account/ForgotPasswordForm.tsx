import { useEffect } from "react";
import "./account.css";
import { FormStatus } from "./FormStatus";
import { navigate } from "./navigate";
import { SubmitButton } from "./SubmitButton";
import { accountsApi } from "./submit-modules";
import { EmailField } from "./TextField";
import { useAccountForm } from "./use-account-form";

/** How long the sent message stays before the reset page opens (docs/product.md, Constants: 2 s). */
export const RESET_REDIRECT_MS = 2000;

export function resetPageHref(email: string): string {
  return `/reset-password?${new URLSearchParams({ email })}`;
}

export function ForgotPasswordForm() {
  const form = useAccountForm({
    initial: { email: "" },
    validate: (checks, values) => checks.checkForgotPassword(values),
    submit: async (request) => {
      const { forgotPassword } = await accountsApi.load();
      return { kind: "done", message: (await forgotPassword(request)).message };
    },
  });

  const email = form.values.email;
  useEffect(() => {
    if (!form.done) return;
    const timer = setTimeout(() => navigate(resetPageHref(email)), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [form.done, email]);

  return (
    <form className="account-form" aria-label="Forgot password" {...form.formProps}>
      <EmailField field={form.field("email")} />
      <FormStatus id={form.messageId} message={form.message} />
      <SubmitButton label="Send reset code" busy={form.busy} enabled={form.canSubmit} />
      <p className="account-switch">
        Remembered it? <a href="/login">Log in</a>
      </p>
    </form>
  );
}
