/** Says the screens show what the dashboard last knew, and since when, while the API cannot be reached. */
import { useStore } from "@nanostores/react";
import { formatMomentNG } from "@/shared/domain/date-display";
import { $keptInUse, oldestKept } from "@/stores/offline";

export function OfflineNotice() {
  const asOf = oldestKept(useStore($keptInUse));
  return (
    <p className="dash-offline" role="status">
      {asOf && `Offline, as of ${formatMomentNG(asOf)}`}
    </p>
  );
}
