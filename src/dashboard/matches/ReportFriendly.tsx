/**
 * Report a friendly the member arranged themselves (docs/decisions/0137-member-reported-friendlies.md):
 * the opponent found among club members by name, the day played (today or up to 30 days back, in
 * Lagos) and the score from the member's side. The opponent then confirms or disputes it on their
 * Matches page, as for a friendly staff scheduled.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { clubLocal } from "@/shared/domain/club-time";
import { FRIENDLY_REPORT_DAYS } from "@/shared/domain/member-friendly";
import { clearMutationError } from "@/stores/fetcher";
import { $friendlyOpponents, $reportFriendly, searchOpponents } from "@/stores/friendlies";
import { ScoreFields } from "./ScoreFields";
import { EMPTY_SCORE, type ScoreDraft, scoreReport } from "./score-draft";

const DAY_MS = 86_400_000;

function FriendlyForm({ onSent }: { onSent: (message: string) => void }) {
  const id = useId();
  const { loading } = useStore($reportFriendly);
  const { data: found, loading: searching } = useStore($friendlyOpponents);
  const [search, setSearch] = useState("");
  const [opponent, setOpponent] = useState<{ _id: string; name: string } | null>(null);
  const now = new Date();
  const today = clubLocal(now).date;
  const earliest = clubLocal(new Date(now.getTime() - FRIENDLY_REPORT_DAYS * DAY_MS)).date;
  const [playedOn, setPlayedOn] = useState(today);
  const [draft, setDraft] = useState<ScoreDraft>(EMPTY_SCORE);
  const [error, setError] = useState<string | null>(null);
  const longEnough = search.trim().length >= 2;

  function typeSearch(text: string) {
    setSearch(text);
    searchOpponents(text);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!opponent) {
      setError("Choose your opponent from the club's members");
      return;
    }
    if (!playedOn) {
      setError("Choose the day you played");
      return;
    }
    const check = scoreReport(draft);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    await $reportFriendly.mutate({ ...check.report, opponentId: opponent._id, playedOn });
    const failure = $reportFriendly.get().error;
    if (failure !== undefined) {
      setError(errorMessage(failure));
      clearMutationError($reportFriendly);
      return;
    }
    onSent(`Sent to ${opponent.name} to confirm.`);
  }

  const errorId = error ? `${id}-error` : undefined;
  return (
    <form className="dash-friendly__form" onSubmit={submit} noValidate aria-label="Report a friendly">
      <div className="field">
        <label htmlFor={`${id}-search`}>Find your opponent</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(e) => typeSearch(e.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-search-hint`}
        />
        <p id={`${id}-search-hint`} className="dash-friendly__hint">
          Type at least 2 letters of their name.
        </p>
      </div>
      <fieldset className="dash-friendly__opponents">
        <legend>Opponent</legend>
        {opponent && (
          <p className="dash-friendly__chosen">
            Chosen: <strong>{opponent.name}</strong>
          </p>
        )}
        {longEnough && searching && !found && <p className="dash-friendly__hint">Searching...</p>}
        {longEnough && found?.length === 0 && (
          <p className="dash-friendly__hint">No club member by that name.</p>
        )}
        {longEnough &&
          found?.map((member) => (
            <label key={member._id} className="dash-friendly__option">
              <input
                type="radio"
                name={`${id}-opponent`}
                value={member._id}
                checked={opponent?._id === member._id}
                onChange={() => {
                  setOpponent(member);
                  setError(null);
                }}
              />
              {member.name}
            </label>
          ))}
      </fieldset>
      <div className="dash-friendly__fields">
        <div className="field">
          <label htmlFor={`${id}-day`}>Day played</label>
          <input
            id={`${id}-day`}
            type="date"
            value={playedOn}
            min={earliest}
            max={today}
            onChange={(e) => setPlayedOn(e.target.value)}
          />
        </div>
        <ScoreFields id={id} draft={draft} onChange={setDraft} errorId={errorId} />
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Sending..." : "Send for confirmation"}
      </button>
    </form>
  );
}

export function ReportFriendly() {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // A new form each time it opens: nothing of the last report stays in it.
  const [round, setRound] = useState(0);

  return (
    <section className="dash-card dash-friendly" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="dash-friendly__title">
        Played a friendly?
      </h2>
      <p className="dash-friendly__hint">
        Report a match you arranged with another member. It counts once they confirm the score.
      </p>
      <p role="status" className="dash-friendly__sent">
        {sent}
      </p>
      <button
        type="button"
        className="btn btn-outline"
        aria-expanded={open}
        aria-controls={`${formId}-panel`}
        onClick={() => {
          setOpen(!open);
          setSent(null);
          searchOpponents("");
          setRound(round + 1);
        }}
      >
        {open ? "Close" : "Report a friendly"}
      </button>
      <div id={`${formId}-panel`} hidden={!open}>
        {open && (
          <FriendlyForm
            key={round}
            onSent={(message) => {
              setSent(message);
              setOpen(false);
            }}
          />
        )}
      </div>
    </section>
  );
}
