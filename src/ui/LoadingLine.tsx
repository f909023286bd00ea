/**
 * A grey bar standing in for a line of text that is still loading. It sits inside the element the
 * text will fill, so the line keeps its height and nothing below it moves when the text arrives.
 */
import "./ui.css";

export function LoadingLine({
  length = "medium",
  label,
}: {
  length?: "short" | "medium" | "long";
  /** What screen readers hear in its place, e.g. "Loading your ranking...". */
  label?: string;
}) {
  return (
    <>
      <span className={`dash-loading-line dash-loading-line--${length}`} aria-hidden="true" />
      {label && <span className="visually-hidden">{label}</span>}
    </>
  );
}
