import type { HTMLInputTypeAttribute } from "react";
import { FieldError, fieldAria } from "./FieldError";
import type { FieldBinding } from "./use-account-form";

interface TextFieldProps {
  field: FieldBinding;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: "email" | "tel" | "numeric" | "text";
  /** Emails are lowercased as typed (docs/product.md, Validation). */
  lowercase?: boolean;
  maxLength?: number;
}

export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  inputMode,
  lowercase,
  maxLength,
}: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        id={field.id}
        name={field.name}
        type={type}
        value={field.value}
        onChange={(event) =>
          field.onChange(lowercase ? event.target.value.toLowerCase() : event.target.value)
        }
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        required
        {...fieldAria(field)}
      />
      <FieldError field={field} />
    </div>
  );
}

/** The email field of the account forms, lowercased as typed; "username" where it signs in. */
export function EmailField({
  field,
  autoComplete = "email",
}: {
  field: FieldBinding;
  autoComplete?: "email" | "username";
}) {
  return (
    <TextField
      field={field}
      label="Email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      lowercase
    />
  );
}
