/** The note a save leaves for the screen it lands on, announced politely (the shell clears it on the next route). */
import { useStore } from "@nanostores/react";
import { $consoleNotice } from "@/stores/console-router";

export function Notice() {
  const notice = useStore($consoleNotice);
  return (
    <p className={notice ? "console-notice" : "visually-hidden"} role="status">
      {notice}
    </p>
  );
}
