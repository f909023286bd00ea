import { FieldError, fieldAria } from "./FieldError";
import type { FieldBinding } from "./use-account-form";

interface SelectFieldProps {
  field: FieldBinding;
  label: string;
  /** The first, empty option that asks for a choice. */
  emptyOption: string;
  options: readonly { readonly label: string; readonly value: string }[];
}

export function SelectField({ field, label, emptyOption, options }: SelectFieldProps) {
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
          {emptyOption}
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
