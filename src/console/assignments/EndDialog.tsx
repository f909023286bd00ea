/**
 * Ending a coach assignment, with a reason the member reads: from the pending queue and from a
 * member's page. Also the end of every step dialog (its error, Cancel and submit).
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $endAssignment, runWrite } from "@/stores/console";
import { Dialog } from "@/ui/Dialog";
import { ConsoleField } from "../ui/ConsoleField";
import type { Note } from "../ui/ListScreen";
import { useDialogWrite } from "../ui/use-dialog-write";

/** What ending needs to know of an assignment: which one, and whose. */
interface Ending {
  _id: string;
  member: { fullName: string };
}

export function EndDialog({
  assignment,
  onClose,
  onDone,
}: {
  assignment: Ending | null;
  onClose: () => void;
  /** What happened, for the screen's note. */
  onDone: (note: Note) => void;
}) {
  const { loading } = useStore($endAssignment);
  const [reason, setReason] = useState("");
  const { message, setMessage, close, run } = useDialogWrite(() => {
    setReason("");
    onClose();
  });
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!assignment) return;
    if (reason.trim().length < 3) return setMessage("Give a reason of a few words: the member reads it.");
    await run(async () => {
      await runWrite($endAssignment, { id: assignment._id, reason: reason.trim() });
      onDone({
        ok: true,
        text: `${assignment.member.fullName}'s coach assignment has ended. The member has been told.`,
      });
    });
  }
  return (
    <Dialog
      open={assignment !== null}
      title={assignment ? `End ${assignment.member.fullName}'s coach assignment?` : "End the assignment"}
      onClose={close}
      dismissible={!loading}
      closeLabel="Keep"
    >
      {assignment && (
        <form onSubmit={submit} noValidate>
          <ConsoleField id="end-reason" label="Reason, told to the member">
            <textarea
              id="end-reason"
              value={reason}
              rows={3}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              required
            />
          </ConsoleField>
          <StepActions
            message={message}
            loading={loading === true}
            onCancel={close}
            cancel="Keep the assignment"
            submit="End the assignment"
            busy="Ending..."
            danger
          />
        </form>
      )}
    </Dialog>
  );
}

/** A step dialog's end: its error, Cancel and the submit button (red for a step that ends something). */
export function StepActions(props: {
  message: string | null;
  loading: boolean;
  onCancel: () => void;
  cancel: string;
  submit: string;
  busy: string;
  danger?: boolean;
}) {
  return (
    <>
      {props.message && (
        <p className="dash-alert" role="alert">
          {props.message}
        </p>
      )}
      <div className="dash-dialog__actions">
        <button type="button" className="btn btn-outline" onClick={props.onCancel} disabled={props.loading}>
          {props.cancel}
        </button>
        <button
          type="submit"
          className={`btn btn-primary${props.danger ? " console-danger" : ""}`}
          disabled={props.loading}
        >
          {props.loading ? props.busy : props.submit}
        </button>
      </div>
    </>
  );
}
