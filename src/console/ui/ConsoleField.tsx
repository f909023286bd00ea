/**
 * The console's labelled field: its label for the control `id` names, then the control (an input,
 * a select or a textarea, carrying that `id`) and anything drawn under it. `wide` lets a filter's
 * search box take a whole row.
 */
import type { ReactNode } from "react";

export function ConsoleField({
  id,
  label,
  wide = false,
  children,
}: {
  id: string;
  label: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "field console-field console-field--wide" : "field console-field"}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
