/**
 * A dialog's write (refund the tickets, cancel a tournament, retire a coach): run it, close the
 * dialog when it succeeds (unless it stays open to show the outcome), keep the server's message in
 * the dialog when it fails. Closing forgets the message, so the dialog opens clean next time.
 */
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";

export function useDialogWrite(onClose: () => void) {
  const [message, setMessage] = useState<string | null>(null);
  const close = () => {
    setMessage(null);
    onClose();
  };
  /**
   * Runs the write; closes on success (or stays open with `stayOpen`, for a dialog that shows what
   * happened), shows the failure's message otherwise.
   */
  async function run(write: () => Promise<unknown>, { stayOpen = false } = {}): Promise<void> {
    try {
      setMessage(null);
      await write();
      if (!stayOpen) close();
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }
  return { message, setMessage, close, run };
}
