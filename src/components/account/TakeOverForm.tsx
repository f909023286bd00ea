/**
 * A player who turned 18 takes over their profile (docs/decisions/0205-coming-of-age.md): with the
 * link mailed to their guardians they choose their own email, username, password and phone number.
 */
import { useEffect, useState } from "react";
import "./account.css";
import { FormStatus } from "./FormStatus";
import { PasswordField } from "./PasswordField";
import { SubmitButton } from "./SubmitButton";
import { accountsApi } from "./submit-modules";
import { EmailField, TextField } from "./TextField";
import { useAccountForm } from "./use-account-form";

const EMPTY = { email: "", username: "", password: "", phoneNumber: "" };

/** The link's token, or null when the page was opened without one. */
function tokenFromLink(): string | null {
  const token = new URLSearchParams(window.location.search).get("token");
  return token && /^[\w-]{10,200}$/.test(token) ? token : null;
}

export function TakeOverForm() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(tokenFromLink()), []);
  const form = useAccountForm({
    initial: EMPTY,
    validate: (checks, values) => checks.checkTakeOver(values),
    submit: async (login) => {
      const { takeOver } = await accountsApi.load();
      const { message } = await takeOver({ ...login, token: token ?? "" });
      return { kind: "done", message };
    },
  });

  if (token === null)
    return (
      <p className="account-aside" role="alert">
        This page needs the link from the mail sent to your parent or guardian. Open the link from that mail.
      </p>
    );
  return (
    <form className="account-form" aria-label="Take over your profile" {...form.formProps}>
      <EmailField field={form.field("email")} />
      <TextField field={form.field("username")} label="Username" autoComplete="username" maxLength={40} />
      <PasswordField field={form.field("password")} label="Password" autoComplete="new-password" />
      <TextField
        field={form.field("phoneNumber")}
        label="Your phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <FormStatus id={form.messageId} message={form.message} />
      {form.done ? (
        <a className="btn btn-primary account-submit" href="/login">
          Log in
        </a>
      ) : (
        <SubmitButton label="Take over my profile" busy={form.busy} enabled={form.canSubmit} />
      )}
    </form>
  );
}
