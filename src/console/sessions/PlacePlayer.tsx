/**
 * Placing a player in the chosen group: the members on the group's training package at one of its
 * levels. A full group (or one with a waiting list) takes them only onto its waiting list; the
 * server checks the package, the level and the places under the group's lock.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { SessionGroup } from "@/shared/api/contract";
import { runWrite } from "@/stores/console/common";
import { $groupSessions, $placeCandidates, $placePlayer } from "@/stores/console/sessions";

export function PlacePlayer({ group, onDone }: { group: SessionGroup; onDone: (message: string) => void }) {
  const candidates = useStore($placeCandidates);
  const sessions = useStore($groupSessions);
  // Players already on the group's rosters are not offered again.
  const onRoster = new Set(sessions.data?.sessions.flatMap((s) => s.roster.map((r) => r.userId)) ?? []);
  const { loading } = useStore($placePlayer);
  const [problem, setProblem] = useState<string | null>(null);
  const full = group.placed >= group.capacity || group.waiting > 0;
  const [waitingList, setWaitingList] = useState(full);
  const fitting = (candidates.data?.items ?? []).filter(
    (m) => (group.levels as readonly string[]).includes(m.level) && !onRoster.has(m._id),
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userId = String(new FormData(event.currentTarget).get("userId") ?? "");
    setProblem(null);
    try {
      onDone(await runWrite($placePlayer, { groupId: group._id, userId, waitingList: full || waitingList }));
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  return (
    <form className="console-form" onSubmit={submit} aria-labelledby="place-title">
      <h3 id="place-title">Place a player</h3>
      {full && (
        <p>
          {group.name} is full{group.waiting > 0 ? " or players wait for it" : ""}: a player goes onto its
          waiting list and is offered the next free place in turn.
        </p>
      )}
      <div className="field">
        <label htmlFor="place-player">Member on the {group.packageKey} package</label>
        <select id="place-player" name="userId" required defaultValue="">
          <option value="" disabled>
            {candidates.data ? `Choose one of ${fitting.length}` : "Loading members..."}
          </option>
          {fitting.map((m) => (
            <option key={m._id} value={m._id}>
              {m.fullName} ({m.level})
            </option>
          ))}
        </select>
      </div>
      {!full && (
        <label>
          <input type="checkbox" checked={waitingList} onChange={(e) => setWaitingList(e.target.checked)} />{" "}
          On the waiting list rather than a place
        </label>
      )}
      {problem && (
        <p className="dash-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="console-form__actions">
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {full || waitingList ? "Put on the waiting list" : "Place in the group"}
        </button>
      </div>
    </form>
  );
}
