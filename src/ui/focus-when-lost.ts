/**
 * After an action whose button vanished (replaced by its outcome) or was disabled while it worked,
 * the browser leaves the focus on the page's body, and a keyboard or screen reader user loses their
 * place. `useFocusWhenLost` gives it to the outcome instead: to `target` (a message with
 * `tabIndex={-1}`) once `outcome` changes to something and the focus is found lost, then or at a
 * later render (the list that drops the button often refreshes after the answer is shown). A user
 * whose focus is still somewhere is never pulled away from it.
 */
import { type RefObject, useEffect, useRef } from "react";

export function useFocusWhenLost(target: RefObject<HTMLElement | null>, outcome: unknown): void {
  const waiting = useRef(false);
  useEffect(() => {
    waiting.current = outcome !== null && outcome !== undefined;
  }, [outcome]);
  // After every render: the one that removed the focused button may come after the outcome's.
  useEffect(() => {
    if (!waiting.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    target.current?.focus();
    waiting.current = false;
  });
}
