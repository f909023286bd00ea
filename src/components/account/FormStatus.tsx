import type { FormMessage } from "./use-account-form";

interface FormStatusProps {
  id: string;
  message: FormMessage | null;
}

/**
 * The form-level message. The region is always in the page so screen readers announce each new
 * message; fields left empty point at it with aria-describedby.
 */
export function FormStatus({ id, message }: FormStatusProps) {
  const toneClass = message?.tone === "success" ? "form-success" : "form-error";
  return (
    <div id={id} role="alert" className={message ? `account-status ${toneClass}` : "account-status"}>
      {message?.text}
    </div>
  );
}
