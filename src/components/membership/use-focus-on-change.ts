import { useEffect, useRef } from "react";

/**
 * Moves focus to the returned element whenever `value` changes (not on first render), so
 * keyboard and screen-reader users land on the new step's heading.
 */
export function useFocusOnChange<E extends HTMLElement>(value: unknown) {
  const ref = useRef<E>(null);
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    ref.current?.focus();
  }, [value]);
  return ref;
}
