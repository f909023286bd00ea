/** A polite loading line, announced to screen readers. */
import "./ui.css";

export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <p className="dash-loading" role="status">
      {label}
    </p>
  );
}
