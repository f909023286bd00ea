import { FieldError, fieldAria } from "./FieldError";
import type { FieldBinding } from "./use-account-form";

interface SelectFieldProps {
  field: FieldBinding;
  label: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  options: readonly { readonly label: string; readonly value: string }[];
}

export function SelectField({ field, label, placeholder, options }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select
        id={field.id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        required
        {...fieldAria(field)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}
