import { formatNaira } from "@/shared/domain/format";
import { SIGNUP_LEVELS, SIGNUP_ROLES } from "@/shared/domain/signup-options";
import "./account.css";
import { rememberAccountCreated } from "./account-created";
import { hrefCarrying } from "./carried-payment";
import { FormStatus } from "./FormStatus";
import { navigate } from "./navigate";
import { PasswordField } from "./PasswordField";
import { SelectField } from "./SelectField";
import { SubmitButton } from "./SubmitButton";
import { accountsApi } from "./submit-modules";
import { EmailField, TextField } from "./TextField";
import { NAVIGATING, useAccountForm } from "./use-account-form";
import { readPagePayment, useCarriedPayment, useRedirectWhenSignedIn } from "./use-page-entry";

const EMPTY = {
  fullName: "",
  email: "",
  username: "",
  password: "",
  dob: "",
  phoneNumber: "",
  role: "",
  level: "",
};

const LEVEL_OPTIONS = SIGNUP_LEVELS.map((level) => ({ label: level, value: level }));

export function SignupForm() {
  useRedirectWhenSignedIn();
  const carried = useCarriedPayment();
  const form = useAccountForm({
    initial: EMPTY,
    validate: (checks, values) => checks.checkSignup(values),
    submit: async (registration) => {
      // Read again rather than taken from state: a very fast submit may come before the page read it.
      const payment = await readPagePayment();
      const { createUser } = await accountsApi.load();
      const { message } = await createUser(registration);
      rememberAccountCreated(message);
      navigate(hrefCarrying("/login", payment));
      return NAVIGATING;
    },
  });

  return (
    <form className="account-form" aria-label="Sign up" {...form.formProps}>
      {carried && (
        <p className="account-plan-note">
          You're signing up for <strong>{carried.selection.plan}</strong> (
          {formatNaira(carried.selection.price)}
          ).
        </p>
      )}
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
      <div className="account-row">
        <SelectField
          field={form.field("role")}
          label="Role"
          emptyOption="Choose a role"
          options={SIGNUP_ROLES}
        />
        <SelectField
          field={form.field("level")}
          label="Level"
          emptyOption="Choose a level"
          options={LEVEL_OPTIONS}
        />
      </div>
      <FormStatus id={form.messageId} message={form.message} />
      <SubmitButton label="Create account" busy={form.busy} enabled={form.canSubmit} />
      <p className="account-switch">
        Already have an account? <a href={hrefCarrying("/login", carried)}>Log in</a>
      </p>
      <p className="account-switch">
        13 to 17? <a href="/signup/junior">Sign up with your parent's or guardian's approval</a>
      </p>
    </form>
  );
}
