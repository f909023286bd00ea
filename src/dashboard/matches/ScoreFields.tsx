/** How it ended, who retired or did not play, and the score from the member's side. */
import type { MatchOutcome } from "@/shared/domain/lists";
import { OutcomeOptions } from "@/ui/OutcomeOptions";
import type { ScoreDraft, SideOut } from "./score-draft";

export function ScoreFields({
  id,
  draft,
  onChange,
  errorId,
}: {
  /** Prefix of the fields' ids. */
  id: string;
  draft: ScoreDraft;
  onChange: (draft: ScoreDraft) => void;
  /** The id of the error shown under the fields, when there is one. */
  errorId: string | undefined;
}) {
  const { outcome, score, sideOut } = draft;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-outcome`}>How it ended</label>
        <select
          id={`${id}-outcome`}
          value={outcome}
          onChange={(e) => onChange({ ...draft, outcome: e.target.value as MatchOutcome })}
        >
          <OutcomeOptions />
        </select>
      </div>
      {outcome !== "completed" && (
        <div className="field">
          <label htmlFor={`${id}-out`}>{outcome === "retired" ? "Who retired" : "Who did not play"}</label>
          <select
            id={`${id}-out`}
            value={sideOut}
            onChange={(e) => onChange({ ...draft, sideOut: e.target.value as SideOut })}
          >
            <option value="">Choose</option>
            <option value="mine">My side</option>
            <option value="theirs">The other side</option>
          </select>
        </div>
      )}
      {outcome !== "walkover" && (
        <div className="field">
          <label htmlFor={`${id}-score`}>Score from your side</label>
          <input
            id={`${id}-score`}
            type="text"
            value={score}
            onChange={(e) => onChange({ ...draft, score: e.target.value })}
            placeholder="6-4 3-6 10-7"
            autoComplete="off"
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
          />
        </div>
      )}
    </>
  );
}
