/**
 * Friendlies on the Matches page: scheduled ones (either player reports the score after playing),
 * reported ones (the other side confirms or disputes), disputed ones (with the club staff). Beside
 * them, the member's next match in each published tournament draw, read-only: staff enter its result.
 */

import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { OpenMatch } from "@/shared/api/contract";
import { CLUB_TIME_ZONE } from "@/shared/domain/club-time";
import { formatDateNG, keptFormat } from "@/shared/domain/date-display";
import { $answerMatch, $openMatches } from "@/stores/match-lists";
import { ScoreFields } from "./ScoreFields";
import { EMPTY_SCORE, type ScoreDraft, scoreReport } from "./score-draft";

const STATUS_TEXT: Record<OpenMatch["status"], string> = {
  scheduled: "To play",
  reported: "Score reported",
  disputed: "Disputed: the club staff will settle it",
  confirmed: "Confirmed",
};

const clock12 = keptFormat("en-GB", {
  timeZone: CLUB_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

function when(at: string | null): string {
  if (!at) return "";
  return `${formatDateNG(at)}, ${clock12(new Date(at))}`;
}

export function OpenMatches() {
  const { data: matches } = useStore($openMatches);
  if (!matches || matches.length === 0) return null;
  return (
    <section className="dash-open-matches" aria-labelledby="open-matches-title">
      <h2 id="open-matches-title">Upcoming and to confirm</h2>
      <ul className="dash-open-matches__list">
        {matches.map((match) => (
          <li key={match._id} className="dash-card dash-open-match">
            <OpenMatchCard match={match} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpenMatchCard({ match }: { match: OpenMatch }) {
  const [message, setMessage] = useState<string | null>(null);
  const { loading } = useStore($answerMatch);
  const title = `${match.event} against ${match.opponents}${match.partner ? `, with ${match.partner}` : ""}`;

  async function answer(action: "confirm" | "dispute") {
    setMessage(null);
    await $answerMatch.mutate({ id: match._id, action });
    const { error } = $answerMatch.get();
    if (error !== undefined) setMessage(errorMessage(error));
  }

  return (
    <>
      <h3 className="dash-open-match__title">{title}</h3>
      <p className="dash-open-match__meta">
        {match.draw
          ? `Tournament starts ${when(match.draw.startsAt)} · ${match.draw.venue}`
          : [when(match.scheduledAt), match.court].filter(Boolean).join(" · ")}
        <br />
        <strong>
          {match.draw ? "Draw match: the club staff enter its result" : STATUS_TEXT[match.status]}
        </strong>
        {match.score && ` · ${match.score} (from your side)`}
      </p>
      {match.canReport && <ReportForm match={match} />}
      {match.canConfirm && (
        <div className="dash-open-match__actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={loading}
            onClick={() => answer("confirm")}
          >
            Confirm {match.score}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={loading}
            onClick={() => answer("dispute")}
          >
            Dispute
          </button>
        </div>
      )}
      {match.status === "reported" && !match.canConfirm && (
        <p className="dash-open-match__meta">Waiting for the other side to confirm.</p>
      )}
      {message && (
        <p className="dash-alert" role="alert">
          {message}
        </p>
      )}
    </>
  );
}

function ReportForm({ match }: { match: OpenMatch }) {
  const id = useId();
  const { loading } = useStore($answerMatch);
  const [draft, setDraft] = useState<ScoreDraft>(EMPTY_SCORE);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = scoreReport(draft);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    await $answerMatch.mutate({ id: match._id, action: "report", report: check.report });
    const failure = $answerMatch.get().error;
    if (failure !== undefined) setError(errorMessage(failure));
  }

  return (
    <form
      className="dash-open-match__form"
      onSubmit={submit}
      noValidate
      aria-label={`Report the score: ${match.opponents}`}
    >
      <ScoreFields id={id} draft={draft} onChange={setDraft} errorId={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Sending..." : "Report the score"}
      </button>
    </form>
  );
}
