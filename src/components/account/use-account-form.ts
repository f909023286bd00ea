/**
 * State of one account form: values, validation feedback, the submitting state and the one
 * form-level message. The form's own `submit` does the call and says what happens next. The
 * checks arrive lazily (`submit-modules.ts`): once they have, a submit runs exactly as with a
 * static import; one that comes first waits for them.
 */
import { type SubmitEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { NETWORK_ERROR_MESSAGE } from "@/lib/api/error-messages";
import type { FormCheck, FormFeedback } from "./form-feedback";
import { type FormChecks, failureMessage, formChecks, prefetchSubmitModules } from "./submit-modules";

/**
 * What a submitted call led to: the page is being left; the form is done and says so; or the
 * server answered but declined, with a message to show.
 */
export type SubmitOutcome =
  | { readonly kind: "navigating" }
  | { readonly kind: "done"; readonly message: string }
  | { readonly kind: "declined"; readonly message: string };

export const NAVIGATING: SubmitOutcome = { kind: "navigating" };

export interface FormMessage {
  readonly tone: "error" | "success";
  readonly text: string;
}

/** Everything a field component needs to show one field and tie its error to it. */
export interface FieldBinding {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly invalid: boolean;
  /** The message under the field, if any. */
  readonly error: string | undefined;
  /** Ids of what describes the field's error: its own message, or the form message. */
  readonly describedBy: string | undefined;
}

/** The non-empty values the form's named fields hold, read from the page. */
export function typedBeforeHydration<F extends string>(
  form: HTMLFormElement | null,
  names: readonly F[],
): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  if (!form) return typed;
  for (const name of names) {
    const element = form.elements.namedItem(name);
    const holdsText =
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement ||
      (element instanceof HTMLInputElement && element.type !== "checkbox" && element.type !== "radio");
    if (holdsText && element.value !== "") typed[name] = element.value;
  }
  return typed;
}

type Phase = "editing" | "submitting" | "navigating" | "done";

interface Options<F extends string, Out> {
  readonly initial: Record<F, string>;
  readonly validate: (checks: FormChecks, values: Record<F, string>) => FormCheck<F, Out>;
  readonly submit: (data: Out) => Promise<SubmitOutcome>;
}

export function useAccountForm<F extends string, Out>({ initial, validate, submit }: Options<F, Out>) {
  const idPrefix = useId();
  const messageId = `${idPrefix}-message`;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [feedback, setFeedback] = useState<FormFeedback<F> | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [phase, setPhase] = useState<Phase>("editing");
  const [failedAttempts, setFailedAttempts] = useState(0);
  // The static page shows the form before React runs; until then it must not submit natively
  // (that would put the password in the address).
  const [hydrated, setHydrated] = useState(false);
  // What the visitor typed into the static form before React took over stays theirs: React keeps
  // it on screen while hydrating but would wipe it at the next render unless the state holds it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React takes over the page's form.
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(formRef.current, Object.keys(initial) as F[]);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    setHydrated(true);
  }, []);
  // Set while a submit waits for the checks to arrive: pressing again is the same submit.
  const awaitingChecks = useRef(false);

  // After a rejected submit, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    if (failedAttempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const setValue = useCallback((name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Editing a field clears its own mark; the form message stays until the next submit.
    setFeedback((current) => current && { ...current, invalid: current.invalid.filter((f) => f !== name) });
  }, []);

  function field(name: F): FieldBinding {
    const id = `${idPrefix}-${name}`;
    const invalid = feedback?.invalid.includes(name) ?? false;
    const error = feedback?.fieldMessages[name];
    return {
      id,
      name,
      value: values[name],
      invalid,
      error,
      describedBy: error ? `${id}-error` : invalid ? messageId : undefined,
      onChange: (value) => setValue(name, value),
    };
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== "editing" || awaitingChecks.current) return;
    const checks = formChecks.loaded() ?? (await checksArrived());
    if (!checks) return;
    const check = validate(checks, values);
    if (!check.ok) {
      setFeedback(check.feedback);
      setMessage({ tone: "error", text: check.feedback.message });
      setFailedAttempts((n) => n + 1);
      return;
    }
    setFeedback(null);
    setMessage(null);
    setPhase("submitting");
    try {
      const outcome = await submit(check.data);
      if (outcome.kind === "navigating") {
        setPhase("navigating");
      } else if (outcome.kind === "done") {
        setMessage({ tone: "success", text: outcome.message });
        setPhase("done");
      } else {
        setMessage({ tone: "error", text: outcome.message });
        setPhase("editing");
      }
    } catch (error) {
      setMessage({ tone: "error", text: await failureMessage(error) });
      setPhase("editing");
    }
  }

  /** The checks, for a submit that came before they arrived; null, said in the form, when they cannot be fetched. */
  async function checksArrived(): Promise<FormChecks | null> {
    awaitingChecks.current = true;
    try {
      return await formChecks.load();
    } catch {
      setMessage({ tone: "error", text: NETWORK_ERROR_MESSAGE });
      return null;
    } finally {
      awaitingChecks.current = false;
    }
  }

  return {
    values,
    setValue,
    field,
    message,
    messageId,
    /** A call is running or the page is being left: the submit button reads Processing.... */
    busy: phase === "submitting" || phase === "navigating",
    done: phase === "done",
    /** Submitting is possible: the form is live and not finished. */
    canSubmit: hydrated && phase === "editing",
    formProps: {
      ref: formRef,
      onSubmit,
      // The visitor is about to use the form: fetch what a submit needs.
      onFocus: prefetchSubmitModules,
      onPointerDown: prefetchSubmitModules,
      noValidate: true,
      method: "post",
    },
  };
}
