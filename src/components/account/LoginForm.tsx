import { useEffect, useState } from "react";
import { login } from "@/stores/session";
import "./account.css";
import { takeAccountCreated } from "./account-created";
import { afterLoginHref, hrefCarrying, readNextPath } from "./carried-payment";
import { FormStatus } from "./FormStatus";
import { navigate } from "./navigate";
import { PasswordField } from "./PasswordField";
import { SubmitButton } from "./SubmitButton";
import { accountsApi } from "./submit-modules";
import { EmailField } from "./TextField";
import { NAVIGATING, useAccountForm } from "./use-account-form";
import { readPagePayment, useCarriedPayment, useRedirectWhenSignedIn } from "./use-page-entry";

export function LoginForm() {
  useRedirectWhenSignedIn();
  const carried = useCarriedPayment();
  // Filled after the page is up, into a live region already there, so screen readers announce it.
  const [created, setCreated] = useState<string | null>(null);
  useEffect(() => setCreated(takeAccountCreated()), []);
  const form = useAccountForm({
    initial: { email: "", password: "" },
    validate: (checks, values) => checks.checkLogin(values),
    submit: async (credentials) => {
      // Read again rather than taken from state: a very fast submit may come before the page read it.
      const payment = await readPagePayment();
      const { signUser } = await accountsApi.load();
      const { data } = await signUser(credentials);
      login(data);
      navigate(afterLoginHref(payment, readNextPath(window.location.search)));
      return NAVIGATING;
    },
  });

  return (
    <form className="account-form" aria-label="Log in" {...form.formProps}>
      <p role="status" className={`account-status${created ? " form-success" : ""}`}>
        {created}
      </p>
      <EmailField field={form.field("email")} autoComplete="username" />
      <PasswordField field={form.field("password")} label="Password" autoComplete="current-password" />
      <p className="account-aside">
        <a href="/forgot-password">Forgot password?</a>
      </p>
      <FormStatus id={form.messageId} message={form.message} />
      <SubmitButton label="Log in" busy={form.busy} enabled={form.canSubmit} />
      <p className="account-switch">
        New here? <a href={hrefCarrying("/signup", carried)}>Create an account</a>
      </p>
    </form>
  );
}
