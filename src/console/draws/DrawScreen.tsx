/**
 * A tournament's draw: its playing ticket holders, the draw made from them (seeds by rating, byes
 * for the top seeds), swaps before publishing, publishing, and results round by round until the
 * final's winner and runner-up are the medallists. A played match's result can be corrected: its
 * winner only while the next round's match is unplayed (docs/decisions/0112).
 */

import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Loading } from "@/dashboard/ui/Loading";
import { OutcomeOptions } from "@/dashboard/ui/OutcomeOptions";
import { errorMessage } from "@/lib/api/client";
import type { StaffDraw } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import type { MatchOutcome } from "@/shared/domain/lists";
import { scoreInput } from "@/shared/domain/tennis-score";
import { $draw, $drawWrite, type DrawWrite, runWrite } from "@/stores/console";
import { ConsoleHeader } from "../ui/Header";

type DrawPlayer = NonNullable<StaffDraw["rounds"][number][number]["a"]>;
type DrawMatch = StaffDraw["rounds"][number][number];

const nameOf = (player: DrawPlayer | null, round: number) =>
  player ? `${player.name}${player.seed ? ` [${player.seed}]` : ""}` : round === 1 ? "Bye" : "To be decided";

export function DrawScreen({ id }: { id: string }) {
  const { data, error } = useStore($draw);
  const [message, setMessage] = useState<string | null>(null);
  const busy = useStore($drawWrite).loading ?? false;

  if (error !== undefined)
    return (
      <section>
        <ConsoleHeader title="Tournament draw" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
        <a href="/staff/tournaments">Back to the tournaments</a>
      </section>
    );
  if (!data || data.tournament._id !== id) return <Loading label="Loading the draw..." />;
  const { draw, entrants, tournament } = data;

  /** Runs a write; its failure shows at the top, or is handed back to the correction form. */
  async function act(write: DrawWrite): Promise<string | null> {
    setMessage(null);
    try {
      await runWrite($drawWrite, write);
      return null;
    } catch (failure) {
      const text = errorMessage(failure);
      if (write.action !== "correct") setMessage(text);
      return text;
    }
  }

  return (
    <section>
      <ConsoleHeader
        title={`Draw: ${tournament.name}`}
        lead={
          draw?.published
            ? "Published. Enter each match's result; winners move on to the next round."
            : "Players are the holders of player tickets. Seeds go by rating; byes face the top seeds."
        }
        actions={
          !draw?.published && (
            <>
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => act({ id, action: "make" })}
              >
                {draw ? "Make the draw again" : "Make the draw"}
              </button>
              {draw && (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => act({ id, action: "publish", version: draw.version })}
                >
                  Publish the draw
                </button>
              )}
            </>
          )
        }
      />
      {message && (
        <p className="dash-alert" role="alert">
          {message}
        </p>
      )}
      {draw?.medallists && (
        <p className="console-draw__medallists">
          Winner: <strong>{draw.medallists.winner}</strong>. Runner-up:{" "}
          <strong>{draw.medallists.runnerUp}</strong>.
        </p>
      )}
      {!draw ? (
        <section aria-labelledby="entrants-title">
          <h2 id="entrants-title">{entrants.length} players</h2>
          <ul>
            {entrants.map((e) => (
              <li key={e.userId}>
                {e.name} {e.rating === null ? "(no rating yet)" : `(rating ${e.rating.toFixed(2)})`}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          {!draw.published && <SwapForm draw={draw} id={id} busy={busy} onSwap={act} />}
          {draw.rounds.map((round) => (
            <section
              key={round[0]?.round}
              className="console-draw__round"
              aria-labelledby={`round-${round[0]?.round}`}
            >
              <h2 id={`round-${round[0]?.round}`}>{round[0]?.roundName}</h2>
              <ol className="console-draw__matches">
                {round.map((match) => (
                  <li key={match.index} className="console-draw__match">
                    <MatchEntry id={id} match={match} published={draw.published} busy={busy} act={act} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

type Act = (write: DrawWrite) => Promise<string | null>;

/** One match: its players and score, the result form while unplayed, Correct once played. */
function MatchEntry({
  id,
  match,
  published,
  busy,
  act,
}: {
  id: string;
  match: DrawMatch;
  published: boolean;
  busy: boolean;
  act: Act;
}) {
  const [correcting, setCorrecting] = useState(false);
  const reopen = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    // Back on the Correct button once the correction form closes.
    if (!correcting && closed.current) reopen.current?.focus();
  }, [correcting]);
  const close = () => {
    closed.current = true;
    setCorrecting(false);
  };
  const winnerClass = (player: DrawPlayer | null) =>
    match.winner && match.winner === player?.userId ? "console-draw__winner" : "";
  return (
    <>
      <p>
        <span className={winnerClass(match.a)}>{nameOf(match.a, match.round)}</span> v{" "}
        <span className={winnerClass(match.b)}>{nameOf(match.b, match.round)}</span>
        {match.score && ` · ${match.score}`}
      </p>
      {published && match.playable && !match.matchId && (
        <ResultForm id={id} match={match} busy={busy} onSave={act} />
      )}
      {published &&
        match.result &&
        (correcting ? (
          <ResultForm
            id={id}
            match={match}
            busy={busy}
            onSave={act}
            correction={match.result}
            onClose={close}
          />
        ) : (
          <button ref={reopen} type="button" className="btn btn-outline" onClick={() => setCorrecting(true)}>
            Correct
            <span className="visually-hidden"> the result of {`${match.a?.name} v ${match.b?.name}`}</span>
          </button>
        ))}
    </>
  );
}

function SwapForm({ draw, id, busy, onSwap }: { draw: StaffDraw; id: string; busy: boolean; onSwap: Act }) {
  const formId = useId();
  const places = (draw.rounds[0] ?? []).flatMap((m) => [m.a, m.b]);
  const [from, setFrom] = useState("0");
  const [to, setTo] = useState("1");
  const numbered = places.map((player, place) => ({ player, place }));
  const options = numbered.map(({ player, place }) => (
    <option key={`place-${place}`} value={place}>
      Place {place + 1}: {nameOf(player, 1)}
    </option>
  ));
  function submit(event: FormEvent) {
    event.preventDefault();
    void onSwap({ id, action: "swap", from: Number(from), to: Number(to), version: draw.version });
  }
  return (
    <form className="console-form console-form__row" aria-label="Swap two places" onSubmit={submit}>
      <div className="field console-field">
        <label htmlFor={`${formId}-from`}>Swap</label>
        <select id={`${formId}-from`} value={from} onChange={(e) => setFrom(e.target.value)}>
          {options}
        </select>
      </div>
      <div className="field console-field">
        <label htmlFor={`${formId}-to`}>with</label>
        <select id={`${formId}-to`} value={to} onChange={(e) => setTo(e.target.value)}>
          {options}
        </select>
      </div>
      <button type="submit" className="btn btn-outline" disabled={busy}>
        Swap the places
      </button>
    </form>
  );
}

/**
 * A match's result: a new one, or with `correction` the stored one to correct (the form starts from
 * it, sends the match's version back, shows its own failure and closes on success or Cancel).
 */
function ResultForm({
  id,
  match,
  busy,
  onSave,
  correction,
  onClose,
}: {
  id: string;
  match: DrawMatch;
  busy: boolean;
  onSave: Act;
  correction?: NonNullable<DrawMatch["result"]>;
  onClose?: () => void;
}) {
  const formId = useId();
  const [outcome, setOutcome] = useState<MatchOutcome>(correction?.outcome ?? "completed");
  const [score, setScore] = useState(correction ? scoreInput(match.score, correction.outcome) : "");
  const [sideOut, setSideOut] = useState<"" | "a" | "b">(correction?.sideOut ?? "");
  const [playedOn, setPlayedOn] = useState(correction?.playedOn || clubLocal(new Date()).date);
  const [failure, setFailure] = useState<string | null>(null);
  const scoreField = useRef<HTMLInputElement>(null);
  const correcting = correction !== undefined;
  useEffect(() => {
    // A correction form opens on demand: start in its score.
    if (correcting) scoreField.current?.focus();
  }, [correcting]);
  const label = `${match.a?.name} v ${match.b?.name}`;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = {
      round: match.round,
      index: match.index,
      outcome,
      score,
      playedOn,
      ...(outcome !== "completed" && sideOut ? { sideOut } : {}),
    };
    if (!correction) {
      void onSave({ id, action: "result", result });
      return;
    }
    setFailure(null);
    const refused = await onSave({
      id,
      action: "correct",
      result: { ...result, version: correction.version },
    });
    if (refused === null) onClose?.();
    else setFailure(refused);
  }
  return (
    <form
      className="console-draw__result"
      aria-label={`${correction ? "Correct the result" : "Result"}: ${label}`}
      aria-describedby={correction ? `${formId}-note` : undefined}
      onSubmit={submit}
    >
      {correction && (
        <p id={`${formId}-note`} className="console-draw__note">
          {match.roundName === "Final"
            ? "A new winner of the final changes the medallists."
            : "A new winner moves on to the next round only while that match has no result."}
        </p>
      )}
      <div className="field console-field">
        <label htmlFor={`${formId}-score`}>Score ({match.a?.name}'s side)</label>
        <input
          ref={scoreField}
          id={`${formId}-score`}
          type="text"
          value={score}
          onChange={(e) => setScore(e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="field console-field">
        <label htmlFor={`${formId}-outcome`}>How it ended</label>
        <select
          id={`${formId}-outcome`}
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as MatchOutcome)}
        >
          <OutcomeOptions />
        </select>
      </div>
      {outcome !== "completed" && (
        <div className="field console-field">
          <label htmlFor={`${formId}-out`}>
            {outcome === "retired" ? "Who retired" : "Who did not play"}
          </label>
          <select
            id={`${formId}-out`}
            value={sideOut}
            onChange={(e) => setSideOut(e.target.value as "" | "a" | "b")}
          >
            <option value="">Choose</option>
            <option value="a">{match.a?.name}</option>
            <option value="b">{match.b?.name}</option>
          </select>
        </div>
      )}
      <div className="field console-field">
        <label htmlFor={`${formId}-date`}>Played on</label>
        <input
          id={`${formId}-date`}
          type="date"
          value={playedOn}
          onChange={(e) => setPlayedOn(e.target.value)}
        />
      </div>
      {failure && (
        <p className="dash-alert console-draw__note" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {correction ? "Save the correction" : "Save the result"}
        <span className="visually-hidden"> of {label}</span>
      </button>
      {correction && (
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Cancel<span className="visually-hidden"> the correction of {label}</span>
        </button>
      )}
    </form>
  );
}
