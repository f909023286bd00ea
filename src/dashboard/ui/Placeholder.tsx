/**
 * A grey bar standing in for a line of text that is still loading. It sits inside the element the
 * text will fill, so the line keeps its height and nothing below it moves when the text arrives.
 */
import "./ui.css";

export function Placeholder({ length = "medium" }: { length?: "short" | "medium" | "long" }) {
  return <span className={`dash-placeholder dash-placeholder--${length}`} aria-hidden="true" />;
}
