/** On the membership card of quarterly and yearly members: this quarter's free training session. */
import { useStore } from "@nanostores/react";
import { formatDateNG } from "@/shared/domain/date-display";
import { $freeSession } from "@/stores/free-sessions";

export function FreeSessionNote() {
  const { data } = useStore($freeSession);
  if (!data?.eligible) return null;
  return (
    <p className="dash-overview__note dash-overview__free-session">
      {data.redeemedAt
        ? `Free training session for ${data.quarterLabel}: used on ${formatDateNG(data.redeemedAt)}.`
        : `Free training session for ${data.quarterLabel}: available. Ask the club to book it.`}
    </p>
  );
}
