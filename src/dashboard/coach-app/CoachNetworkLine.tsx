/** Whether the coach's phone is online, what waits to sync and what the last sync said. */
import { useStore } from "@nanostores/react";
import { formatMomentNG } from "@/shared/domain/date-display";
import { $coachDay } from "@/stores/coach-app";

export function CoachNetworkLine() {
  const { online, queue, notes, note, savedAt } = useStore($coachDay);
  const waiting = queue.length;
  const notesWaiting =
    notes.length === 0 ? "" : ` ${notes.length === 1 ? "1 note waits" : `${notes.length} notes wait`} too.`;
  return (
    <div className="coach-app__network" role="status">
      {online ? (
        waiting + notes.length > 0 ? (
          <p>Syncing...</p>
        ) : (
          note && <p>{note}</p>
        )
      ) : (
        <p className="coach-app__offline">
          Offline{savedAt ? `, sessions as of ${formatMomentNG(savedAt)}` : ""}.{" "}
          {waiting > 0
            ? `${waiting === 1 ? "1 mark waits" : `${waiting} marks wait`} on this phone and will sync when the network returns.`
            : "Marks and notes you take are kept on this phone and sync when the network returns."}
          {notesWaiting}
        </p>
      )}
    </div>
  );
}
