/** A console screen's one h1, an optional lead line and actions beside it. */
import type { ReactNode } from "react";

export function ConsoleHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="console-header">
      <div>
        <h1 className="console-header__title">{title}</h1>
        {lead && <p className="console-header__lead">{lead}</p>}
      </div>
      {actions && <div className="console-header__actions">{actions}</div>}
    </header>
  );
}
