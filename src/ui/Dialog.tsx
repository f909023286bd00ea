/**
 * A modal dialog on the native `<dialog>` element: showModal() keeps the page behind it inert,
 * Escape closes it and the browser returns focus to the control that opened it. Tab and Shift+Tab
 * go round the dialog's controls rather than out to the browser's own. Opening focuses its first
 * control (Close), or `initialFocus` where the dialog is there to be written in.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import "./ui.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab on the last control goes to the first, Shift+Tab on the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const from = document.activeElement;
  const to = event.shiftKey ? from === first && last : from === last && first;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** False while something must finish first (e.g. deleting): Escape and Close do nothing. */
  dismissible?: boolean;
  /** Text of the header's close button. */
  closeLabel?: string;
  className?: string;
  /** The control focused on opening instead of the first one: the field a dialog asks to fill in. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  dismissible = true,
  closeLabel = "Close",
  className = "",
  initialFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={`dash-dialog ${className}`}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
    >
      {open && (
        <>
          <div className="dash-dialog__header">
            <h2 id={titleId} className="dash-dialog__title">
              {title}
            </h2>
            {dismissible && (
              <button type="button" className="dash-dialog__close" onClick={onClose}>
                {closeLabel}
              </button>
            )}
          </div>
          <div className="dash-dialog__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
