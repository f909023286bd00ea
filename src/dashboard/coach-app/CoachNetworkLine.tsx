/** Whether the coach's phone is online, what waits to sync and what the last sync said. */
import { useStore } from "@nanostores/react";
import { formatMomentNG } from "@/shared/domain/date-display";
import { $coachDay } from "@/stores/coach-app";

export function CoachNetworkLine() {
  const { online, queue, note, savedAt } = useStore($coachDay);
  const waiting = queue.length;
  return (
    <div className="coach-app__network" role="status">
      {online ? (
        waiting > 0 ? (
          <p>Syncing {waiting === 1 ? "1 mark" : `${waiting} marks`}...</p>
        ) : (
          note && <p>{note}</p>
        )
      ) : (
        <p className="coach-app__offline">
          Offline{savedAt ? `, sessions as of ${formatMomentNG(savedAt)}` : ""}.{" "}
          {waiting > 0
            ? `${waiting === 1 ? "1 mark waits" : `${waiting} marks wait`} on this phone and will sync when the network returns.`
            : "Marks you take are kept on this phone and sync when the network returns."}
        </p>
      )}
    </div>
  );
}
