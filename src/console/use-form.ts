/**
 * One console form: values as typed, checked with the shared schema before sending, messages next
 * to their fields, the server's message on a failure (nothing typed is lost), a stale save offered a
 * reload, and a guard against leaving with unsaved edits (in the console and on `beforeunload`).
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError, errorMessage } from "@/lib/api/client";
import { markUnsaved } from "@/stores/console-router";
import { type FieldErrors, type FormCheck, sameValues, withoutField } from "./form";

export const CORRECT_FIELDS = "Please correct the fields marked below.";

interface FormOptions<V, Out, Result> {
  initial: V;
  check: (values: V) => FormCheck<Out>;
  /** Sends the checked input; throws the call's error on failure. */
  save: (data: Out) => Promise<Result>;
  onSaved?: (result: Result) => void;
}

export interface FieldProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function useConsoleForm<V extends Record<string, unknown>, Out, Result>({
  initial,
  check,
  save,
  onSaved,
}: FormOptions<V, Out, Result>) {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [saved, setSaved] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !sameValues(values, saved);

  useEffect(() => {
    markUnsaved(formId, dirty);
  }, [formId, dirty]);
  useEffect(() => () => markUnsaved(formId, false), [formId]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const fieldId = (name: string) => `${formId}-${name}`;
  const errorId = (name: string) => `${fieldId(name)}-error`;

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    // A field being corrected loses its old message (nested ones too: "billingPlans.1.price").
    setErrors((current) => withoutField(current, String(name)));
  }

  /** Id, name and the aria attributes that tie a field to its message. */
  function field(name: string, hintId?: string): FieldProps {
    const error = errors[name];
    const describedBy = [error ? errorId(name) : null, hintId ?? null].filter(Boolean).join(" ");
    return {
      id: fieldId(name),
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage(CORRECT_FIELDS);
      setStale(false);
      // Focus the first field with a message, in the form's own order.
      const first = [...(formRef.current?.querySelectorAll<HTMLElement>("[aria-invalid='true']") ?? [])][0];
      requestAnimationFrame(() => first?.focus());
      const firstName = Object.keys(result.errors)[0];
      if (!first && firstName)
        requestAnimationFrame(() => document.getElementById(fieldId(firstName))?.focus());
      return;
    }
    setErrors({});
    setMessage(null);
    setStale(false);
    setBusy(true);
    try {
      const answer = await save(result.data);
      setSaved(values);
      markUnsaved(formId, false);
      onSaved?.(answer);
    } catch (error) {
      setMessage(errorMessage(error));
      setStale(error instanceof ApiError && error.status === 409);
    } finally {
      setBusy(false);
    }
  }

  /** Starts again from fresh values (after reloading the record), dropping the edits. */
  function reset(next: V) {
    setValues(next);
    setSaved(next);
    setErrors({});
    setMessage(null);
    setStale(false);
  }

  return {
    values,
    set,
    errors,
    message,
    stale,
    busy,
    dirty,
    field,
    errorId,
    reset,
    formProps: { ref: formRef, onSubmit, noValidate: true, "aria-busy": busy },
  };
}
