/** A collapsible panel: the header button opens and closes it. */
import { type ReactNode, useId, useState } from "react";

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className="dash-card dash-panel">
      <h2 className="dash-panel__heading">
        <button
          type="button"
          className="dash-panel__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {title}
          <span className="dash-panel__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={id} hidden={!open} className="dash-panel__body">
        {children}
      </div>
    </section>
  );
}
