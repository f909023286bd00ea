/**
 * A modal dialog on the native `<dialog>` element: showModal() traps focus, Escape closes it and
 * the browser returns focus to the control that opened it.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import "./ui.css";

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
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  dismissible = true,
  closeLabel = "Close",
  className = "",
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dash-dialog ${className}`}
      aria-labelledby={titleId}
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
