/**
 * A 13 to 17-year-old asks for a login of their own (docs/decisions/0206-teen-sign-up.md): the usual
 * sign-up fields and their parent's or guardian's email. The account waits for the guardian, who
 * approves it by the mailed link; until then it cannot pay and nothing about it is public.
 */
import { KIDS_LEVELS } from "@/shared/domain/lists";
import "./account.css";
import { FormStatus } from "./FormStatus";
import { PasswordField } from "./PasswordField";
import { SelectField } from "./SelectField";
import { SubmitButton } from "./SubmitButton";
import { accountsApi } from "./submit-modules";
import { EmailField, TextField } from "./TextField";
import { useAccountForm } from "./use-account-form";
import { useRedirectWhenSignedIn } from "./use-page-entry";

const EMPTY = {
  fullName: "",
  email: "",
  username: "",
  password: "",
  dob: "",
  phoneNumber: "",
  // A junior plays: the coach role is for adults the club links to a coach profile.
  role: "student",
  level: "",
  guardianEmail: "",
};

const LEVEL_OPTIONS = KIDS_LEVELS.map((level) => ({ label: level, value: level }));

export function JuniorSignupForm() {
  useRedirectWhenSignedIn();
  const form = useAccountForm({
    initial: EMPTY,
    validate: (checks, values) => checks.checkJuniorSignup(values),
    submit: async (registration) => {
      const { juniorSignup } = await accountsApi.load();
      const { message } = await juniorSignup(registration);
      return { kind: "done", message };
    },
  });

  return (
    <form className="account-form" aria-label="Sign up with a parent's approval" {...form.formProps}>
      <TextField field={form.field("fullName")} label="Full name" autoComplete="name" maxLength={120} />
      <EmailField field={form.field("email")} />
      <TextField field={form.field("username")} label="Username" autoComplete="username" maxLength={40} />
      <PasswordField field={form.field("password")} label="Password" autoComplete="new-password" />
      <div className="account-row">
        <TextField field={form.field("dob")} label="Date of birth" type="date" autoComplete="bday" />
        <TextField
          field={form.field("phoneNumber")}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <SelectField
        field={form.field("level")}
        label="Level"
        emptyOption="Choose a level"
        options={LEVEL_OPTIONS}
      />
      <TextField
        field={form.field("guardianEmail")}
        label="Your parent's or guardian's email"
        type="email"
        autoComplete="off"
        inputMode="email"
        lowercase
      />
      <p className="account-aside">
        We mail them a link to approve your account. Until they do, you can sign in but not pay, and you do
        not appear on the club's public pages.
      </p>
      <FormStatus id={form.messageId} message={form.message} />
      {form.done ? (
        <a className="btn btn-primary account-submit" href="/login">
          Log in
        </a>
      ) : (
        <SubmitButton label="Ask for approval" busy={form.busy} enabled={form.canSubmit} />
      )}
      <p className="account-switch">
        Under 13? Your parent or guardian adds you from their dashboard (Add a child). 18 or over?{" "}
        <a href="/signup">Sign up here</a>
      </p>
    </form>
  );
}
