import type { FieldBinding } from "./use-account-form";

/** The message under a field, tied to it by id (the field's aria-describedby points here). */
export function FieldError({ field }: { field: FieldBinding }) {
  if (!field.error) return null;
  return (
    <p id={`${field.id}-error`} className="field-error">
      {field.error}
    </p>
  );
}

/** The aria attributes every field carries. */
export function fieldAria(field: FieldBinding) {
  return { "aria-invalid": field.invalid || undefined, "aria-describedby": field.describedBy };
}
