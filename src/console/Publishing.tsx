/** Whether the public site shows the latest changes; asks again every few seconds while it rebuilds. */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $siteStatus, refreshSiteStatus } from "@/stores/console/common";
import { publishingText, REBUILD_POLL_MS } from "./publishing";

export function Publishing() {
  const { data, error } = useStore($siteStatus);
  const rebuilding = data?.state === "rebuilding";

  useEffect(() => {
    if (!rebuilding) return;
    const timer = setInterval(refreshSiteStatus, REBUILD_POLL_MS);
    return () => clearInterval(timer);
  }, [rebuilding]);

  const text = data ? publishingText(data) : null;
  return (
    <section className="console-publishing" aria-label="Publishing">
      <p className={`console-publishing__state is-${text?.tone ?? "unknown"}`} role="status">
        {text ? text.label : error ? "Publishing state unavailable" : "Checking the public site..."}
      </p>
      {/* Held before the state is known, so the console below does not move when it comes. */}
      <p className="console-publishing__detail">{text?.detail}</p>
    </section>
  );
}
