/** The options of a "How it ended" select: played to the end, retired, walkover. */
import { MATCH_OUTCOMES } from "@/shared/domain/lists";
import { MATCH_OUTCOME_LABELS } from "@/shared/domain/tennis-score";

export function OutcomeOptions() {
  return MATCH_OUTCOMES.map((outcome) => (
    <option key={outcome} value={outcome}>
      {MATCH_OUTCOME_LABELS[outcome]}
    </option>
  ));
}
