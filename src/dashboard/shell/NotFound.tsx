/** Any /u path that is not a dashboard screen. */
import { ScreenHeader } from "@/ui/ScreenHeader";

export function NotFound() {
  return (
    <section className="dash-empty">
      <ScreenHeader title="Page not found">This part of the dashboard does not exist.</ScreenHeader>
      <a className="btn btn-primary" href="/u">
        Back to Your Overview
      </a>
    </section>
  );
}
