/** The one h1 of a dashboard screen, with an optional line under it. */
import type { ReactNode } from "react";
import "./ui.css";

export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="dash-screen-header">
      <h1 className="dash-screen-header__title">{title}</h1>
      {children && <p className="dash-screen-header__lead">{children}</p>}
    </header>
  );
}
