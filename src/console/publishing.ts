/** What the publishing indicator says about the public site. Pure. */

import type { SiteStatusResponse } from "@/shared/api/console-contract";
import { formatDateTime24 } from "@/shared/domain/date-display";

/** How often the indicator asks again while the site rebuilds. */
export const REBUILD_POLL_MS = 3_000;

/** "3 Mar 2026, 14:05 Lagos time": every time the console shows is the club's. */
export function lagosTime(iso: string): string {
  return `${formatDateTime24(iso)} Lagos time`;
}

export interface PublishingText {
  readonly tone: "ok" | "busy" | "failed";
  readonly label: string;
  readonly detail: string;
}

export function publishingText(status: SiteStatusResponse): PublishingText {
  const lastGood = status.lastGoodBuildAt
    ? `Last good build: ${lagosTime(status.lastGoodBuildAt)}.`
    : "The site has not been built yet.";
  switch (status.state) {
    case "up-to-date":
      return { tone: "ok", label: "Public site up to date", detail: lastGood };
    case "rebuilding":
      return {
        tone: "busy",
        label: "Public site rebuilding",
        detail: `${
          status.pendingChanges > 0
            ? `${status.pendingChanges} ${status.pendingChanges === 1 ? "change waits" : "changes wait"} for the build. `
            : ""
        }${lastGood}`,
      };
    case "failed":
      return {
        tone: "failed",
        label: "Public site update failed",
        detail: `${status.reason ?? "The last build failed"}. The site still shows the last good build. ${lastGood}`,
      };
  }
}
