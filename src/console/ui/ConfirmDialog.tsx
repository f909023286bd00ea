/**
 * The question before a write that cannot be taken back (retire a coach, cancel a tournament): what
 * happens, the write's error if it fails, "keep" and the dangerous button. Closes when the write
 * succeeded; cannot be dismissed while it runs.
 */
import { Dialog } from "@/ui/Dialog";
import { useDialogWrite } from "./use-dialog-write";

export function ConfirmDialog({
  open,
  title,
  question,
  closeLabel,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  question: string;
  /** The dialog's close button. */
  closeLabel: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy?: boolean | undefined;
  /** The write; a failure shows its message in the dialog. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { message, close, run } = useDialogWrite(onClose);
  const confirm = () => run(onConfirm);
  return (
    <Dialog open={open} title={title} onClose={close} dismissible={!busy} closeLabel={closeLabel}>
      {open && (
        <>
          <p>{question}</p>
          {message && (
            <p className="dash-alert" role="alert">
              {message}
            </p>
          )}
          <div className="dash-dialog__actions">
            <button type="button" className="btn btn-outline" onClick={close} disabled={busy}>
              {keepLabel}
            </button>
            <button
              type="button"
              className="btn btn-primary console-danger"
              onClick={confirm}
              disabled={busy}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
