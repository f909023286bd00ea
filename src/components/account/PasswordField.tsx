import { useState } from "react";
import { FieldError, fieldAria } from "./FieldError";
import type { FieldBinding } from "./use-account-form";

interface PasswordFieldProps {
  field: FieldBinding;
  label: string;
  autoComplete: "current-password" | "new-password";
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ field, label, autoComplete }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <div className="account-password">
        <input
          id={field.id}
          name={field.name}
          type={visible ? "text" : "password"}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          autoComplete={autoComplete}
          required
          {...fieldAria(field)}
        />
        <button
          type="button"
          className="account-password-toggle"
          aria-controls={field.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? "Hide" : "Show"}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      <FieldError field={field} />
    </div>
  );
}
