/**
 * A dialog's write (refund the tickets, cancel a tournament, retire a coach): run it, close the
 * dialog when it succeeds, keep the server's message in the dialog when it fails. Closing forgets
 * the message, so the dialog opens clean next time.
 */
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";

export function useDialogWrite(onClose: () => void) {
  const [message, setMessage] = useState<string | null>(null);
  const close = () => {
    setMessage(null);
    onClose();
  };
  /** Runs the write; closes on success, shows the failure's message otherwise. */
  async function run(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
      close();
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }
  return { message, setMessage, close, run };
}
