/** The console's form pieces: a labelled field with its hint and message, the form's message, the actions. */
import type { ReactNode } from "react";
import type { FieldProps } from "../use-form";
import { ConsoleField } from "./ConsoleField";

interface FieldProps_ {
  label: string;
  /** From the form's `field(name)`. */
  props: FieldProps;
  error: string | undefined;
  hint?: string;
  children: (props: FieldProps) => ReactNode;
}

/** A label, the control `children` draws with the given props, a hint and the field's message. */
export function Field({ label, props, error, hint, children }: FieldProps_) {
  const hintId = hint ? `${props.id}-hint` : undefined;
  const describedBy = [error ? `${props.id}-error` : null, hintId ?? null].filter(Boolean).join(" ");
  return (
    <ConsoleField id={props.id} label={label}>
      {children({ ...props, "aria-describedby": describedBy || undefined })}
      {hint && (
        <p id={hintId} className="console-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${props.id}-error`} className="field-error">
          {error}
        </p>
      )}
    </ConsoleField>
  );
}

/** The form's message (role=alert), with a reload offer when the save was stale. */
export function FormMessage({
  message,
  stale,
  onReload,
}: {
  message: string | null;
  stale: boolean;
  onReload?: (() => void) | undefined;
}) {
  if (!message) return null;
  return (
    <div className="dash-alert console-form-message" role="alert">
      <p>{message}</p>
      {stale && onReload && (
        <button type="button" className="btn btn-outline" onClick={onReload}>
          Reload the latest version
        </button>
      )}
    </div>
  );
}

/** Save and Cancel (a link back to the list: leaving with edits asks first). */
export function FormActions({
  busy,
  saveLabel,
  cancelHref,
}: {
  busy: boolean;
  saveLabel: string;
  cancelHref: string;
}) {
  return (
    <div className="console-form__actions">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Saving..." : saveLabel}
      </button>
      <a className="btn btn-outline" href={cancelHref}>
        Cancel
      </a>
    </div>
  );
}
