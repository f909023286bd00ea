/**
 * A tournament's draw: its playing ticket holders, the draw made from them (seeds by rating, byes
 * for the top seeds), swaps before publishing, publishing, and results round by round until the
 * final's winner and runner-up are the medallists. A played match's result can be corrected or
 * cleared: its winner changed or taken back only while the next round's match is unplayed
 * (docs/decisions/0112, 0128), in the consolation draw and the knock-out after groups too (0296). Results are taken from the tournament's start, each checked here
 * first and its problems said beside its fields.
 */

import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { StaffDraw } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { formatDateNG } from "@/shared/domain/dates";
import type { MatchOutcome } from "@/shared/domain/lists";
import { scoreInput } from "@/shared/domain/tennis-score";
import { tournamentStarted } from "@/shared/domain/tournament-status";
import { runWrite } from "@/stores/console/common";
import {
  $consolation,
  $consolationWrite,
  $draw,
  $drawWrite,
  type ConsolationWrite,
  type DrawWrite,
} from "@/stores/console/competition";
import { Loading } from "@/ui/Loading";
import { OutcomeOptions } from "@/ui/OutcomeOptions";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import { checkDrawResult, type DrawResultField } from "./draw-result-form";

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
  const now = new Date();
  const days: ResultDays = {
    started: tournamentStarted(new Date(tournament.startsAt), now),
    tournamentDay: tournament.localDate,
    today: clubLocal(now).date,
  };

  /** Runs a write; a result's failure is handed back to its match, any other shows at the top. */
  async function act(write: DrawWrite): Promise<string | null> {
    setMessage(null);
    try {
      await runWrite($drawWrite, write);
      return null;
    } catch (failure) {
      const text = errorMessage(failure);
      if (write.action !== "correct" && write.action !== "result") setMessage(text);
      return text;
    }
  }

  return (
    <section>
      <ConsoleHeader
        title={`Draw: ${tournament.name}`}
        lead={
          !draw?.published
            ? "Players are the holders of player tickets. Seeds go by rating; byes face the top seeds."
            : days.started
              ? "Published. Enter each match's result; winners move on to the next round."
              : `Published. Results can be entered once the tournament starts, on ${formatDateNG(tournament.startsAt)} at ${tournament.time}.`
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
                    <MatchEntry
                      id={id}
                      match={match}
                      published={draw.published}
                      days={days}
                      busy={busy}
                      act={act}
                      run={(write) => runWrite($drawWrite, write)}
                    />
                  </li>
                ))}
              </ol>
            </section>
          ))}
          {draw.published && <ConsolationPanel id={id} days={days} />}
        </>
      )}
    </section>
  );
}

/** A result written from a stage draw: entered, corrected or cleared. */
export type StageWrite = Extract<DrawWrite, { action: "result" | "correct" | "clear" }>;

/**
 * A knock-out played after another (the knock-out after groups, the consolation draw: docs/decisions/0245):
 * its rounds, and once published a result form for each match whose players are known, and Correct
 * and Clear for each played one, as on the main draw (0296). `run` writes, throwing on a refusal.
 */
export function StageBracket({
  draw,
  title,
  days,
  busy,
  run,
}: {
  draw: StaffDraw;
  /** Names its rounds' sections, e.g. "Consolation". */
  title: string;
  days: ResultDays;
  busy: boolean;
  run: (write: StageWrite) => Promise<unknown>;
}) {
  /** A result's or a correction's refusal goes back to its form. */
  const act = async (write: StageWrite): Promise<string | null> => {
    try {
      await run(write);
      return null;
    } catch (failure) {
      return errorMessage(failure);
    }
  };
  return (
    <>
      {draw.medallists && (
        <p className="console-draw__medallists">
          Winner: <strong>{draw.medallists.winner}</strong>. Runner-up:{" "}
          <strong>{draw.medallists.runnerUp}</strong>.
        </p>
      )}
      {draw.rounds.map((round) => (
        <section
          key={round[0]?.round}
          className="console-draw__round"
          aria-label={`${title}, ${round[0]?.roundName}`}
        >
          <h3>{round[0]?.roundName}</h3>
          <ol className="console-draw__matches">
            {round.map((match) => (
              <li key={match.index} className="console-draw__match">
                <MatchEntry
                  id={draw.tournamentId}
                  match={match}
                  published={draw.published}
                  days={days}
                  busy={busy}
                  act={act}
                  run={run}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

/**
 * The consolation draw under a published main draw: made once every first match is played, from
 * those who lost it, then published and played.
 */
function ConsolationPanel({ id, days }: { id: string; days: ResultDays }) {
  const { data } = useStore($consolation);
  const busy = useStore($consolationWrite).loading ?? false;
  const [message, setMessage] = useState<string | null>(null);
  if (!data) return <Loading label="Loading the consolation draw..." />;
  const { draw } = data;
  /** Makes or publishes it; a refusal shows above the draw. */
  async function act(write: ConsolationWrite) {
    setMessage(null);
    try {
      await runWrite($consolationWrite, write);
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }
  return (
    <section className="console-draw__stage" aria-labelledby="consolation-title">
      <h2 id="consolation-title">Consolation draw</h2>
      <p>
        {draw?.published
          ? "Published. Everyone who lost their first match plays on here."
          : data.ready
            ? "Everyone who lost their first match (after a bye, their second-round match) plays on here, in the order of their places in the main draw."
            : data.problem}
      </p>
      {message && (
        <p className="dash-alert" role="alert">
          {message}
        </p>
      )}
      {!draw?.published && (data.ready || draw) && (
        <p className="console-draw__actions">
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => act({ id, action: "make", version: draw?.version ?? null })}
          >
            {draw ? "Make the consolation draw again" : "Make the consolation draw"}
          </button>{" "}
          {draw && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => act({ id, action: "publish", version: draw.version })}
            >
              Publish the consolation draw
            </button>
          )}
        </p>
      )}
      {draw && (
        <StageBracket
          draw={draw}
          title="Consolation"
          days={days}
          busy={busy}
          // The consolation draw's writes take the main draw's shapes, on the tournament.
          run={(write) => runWrite($consolationWrite, { ...write, id })}
        />
      )}
    </section>
  );
}

type Act = (write: StageWrite) => Promise<string | null>;

/** Whether results are taken yet, and the Lagos days a result's day lies between. */
export interface ResultDays {
  started: boolean;
  tournamentDay: string;
  today: string;
}

/**
 * One match: its players and score, the result form while unplayed (once the tournament has
 * started), Correct and Clear once played.
 */
function MatchEntry({
  id,
  match,
  published,
  days,
  busy,
  act,
  run,
}: {
  id: string;
  match: DrawMatch;
  published: boolean;
  days: ResultDays;
  busy: boolean;
  /** Enters or corrects the result, answering a refusal's message. */
  act: Act;
  /** Clears the result, throwing on a refusal (the dialog shows it). */
  run: (write: StageWrite) => Promise<unknown>;
}) {
  const [correcting, setCorrecting] = useState(false);
  const [clearing, setClearing] = useState(false);
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
      {published && days.started && match.playable && !match.matchId && (
        <ResultForm id={id} match={match} days={days} busy={busy} onSave={act} />
      )}
      {published &&
        match.result &&
        (correcting ? (
          <ResultForm
            id={id}
            match={match}
            days={days}
            busy={busy}
            onSave={act}
            correction={match.result}
            onClose={close}
          />
        ) : (
          <>
            <button
              ref={reopen}
              type="button"
              className="btn btn-outline"
              onClick={() => setCorrecting(true)}
            >
              Correct
              <span className="visually-hidden"> the result of {`${match.a?.name} v ${match.b?.name}`}</span>
            </button>{" "}
            <button type="button" className="btn btn-outline" onClick={() => setClearing(true)}>
              Clear
              <span className="visually-hidden"> the result of {`${match.a?.name} v ${match.b?.name}`}</span>
            </button>
          </>
        ))}
      <ConfirmDialog
        open={clearing}
        title="Clear this result?"
        question={clearQuestion(match)}
        closeLabel="Keep the result"
        keepLabel="Keep the result"
        confirmLabel="Clear the result"
        busyLabel="Clearing..."
        busy={busy}
        onConfirm={() =>
          run({
            id,
            action: "clear",
            match: {
              round: match.round,
              index: match.index,
              matchId: match.matchId ?? "",
              version: match.result?.version ?? 0,
            },
          })
        }
        onClose={() => setClearing(false)}
      />
    </>
  );
}

/** What clearing a result undoes: the score, and the winner's place in the next round. */
function clearQuestion(match: DrawMatch): string {
  const players = `${match.a?.name} v ${match.b?.name}`;
  const winner = match.winner === match.a?.userId ? match.a?.name : match.b?.name;
  if (match.roundName === "Final")
    return `The result of ${players} (${match.score}) is taken away, and with it the medallists. The final can then take a new result.`;
  return `The result of ${players} (${match.score}) is taken away and ${winner} leaves the next round until a new result is entered. This is refused once the next round's match has a result.`;
}

function SwapForm({
  draw,
  id,
  busy,
  onSwap,
}: {
  draw: StaffDraw;
  id: string;
  busy: boolean;
  onSwap: (write: DrawWrite) => Promise<string | null>;
}) {
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
      <ConsoleField id={`${formId}-from`} label="Swap">
        <select id={`${formId}-from`} value={from} onChange={(e) => setFrom(e.target.value)}>
          {options}
        </select>
      </ConsoleField>
      <ConsoleField id={`${formId}-to`} label="with">
        <select id={`${formId}-to`} value={to} onChange={(e) => setTo(e.target.value)}>
          {options}
        </select>
      </ConsoleField>
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
  days,
  busy,
  onSave,
  correction,
  onClose,
}: {
  id: string;
  match: DrawMatch;
  days: ResultDays;
  busy: boolean;
  onSave: Act;
  correction?: NonNullable<DrawMatch["result"]>;
  onClose?: () => void;
}) {
  const formId = useId();
  const [outcome, setOutcome] = useState<MatchOutcome>(correction?.outcome ?? "completed");
  const [score, setScore] = useState(correction ? scoreInput(match.score, correction.outcome) : "");
  const [sideOut, setSideOut] = useState<"" | "a" | "b">(correction?.sideOut ?? "");
  const [playedOn, setPlayedOn] = useState(correction?.playedOn || days.today);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<DrawResultField, string>>>({});
  const scoreField = useRef<HTMLInputElement>(null);
  const correcting = correction !== undefined;
  useEffect(() => {
    // A correction form opens on demand: start in its score.
    if (correcting) scoreField.current?.focus();
  }, [correcting]);
  const label = `${match.a?.name} v ${match.b?.name}`;
  /** A field's message under it, tied to the field for screen readers. */
  const fieldError = (field: DrawResultField) =>
    errors[field] && (
      <p id={`${formId}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    );
  const described = (field: DrawResultField) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${formId}-${field}-error` } : {};
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkDrawResult(
      { outcome, score, sideOut, playedOn },
      { round: match.round, index: match.index },
      days.tournamentDay,
      days.today,
    );
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const refused = await onSave(
      correction
        ? { id, action: "correct", result: { ...checked.result, version: correction.version } }
        : { id, action: "result", result: checked.result },
    );
    if (refused !== null) setFailure(refused);
    else if (correction) onClose?.();
  }
  return (
    <form
      className="console-draw__result"
      aria-label={`${correction ? "Correct the result" : "Result"}: ${label}`}
      aria-describedby={correction ? `${formId}-note` : undefined}
      noValidate
      onSubmit={submit}
    >
      {correction && (
        <p id={`${formId}-note`} className="console-draw__note">
          {match.roundName === "Final"
            ? "A new winner of the final changes the medallists."
            : "A new winner moves on to the next round only while that match has no result."}
        </p>
      )}
      <ConsoleField id={`${formId}-score`} label={<>Score ({match.a?.name}'s side)</>}>
        <input
          ref={scoreField}
          id={`${formId}-score`}
          type="text"
          value={score}
          onChange={(e) => setScore(e.target.value)}
          autoComplete="off"
          {...described("score")}
        />
        {fieldError("score")}
      </ConsoleField>
      <ConsoleField id={`${formId}-outcome`} label="How it ended">
        <select
          id={`${formId}-outcome`}
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as MatchOutcome)}
        >
          <OutcomeOptions />
        </select>
      </ConsoleField>
      {outcome !== "completed" && (
        <ConsoleField id={`${formId}-out`} label={outcome === "retired" ? "Who retired" : "Who did not play"}>
          <select
            id={`${formId}-out`}
            value={sideOut}
            onChange={(e) => setSideOut(e.target.value as "" | "a" | "b")}
            {...described("sideOut")}
          >
            <option value="">Choose</option>
            <option value="a">{match.a?.name}</option>
            <option value="b">{match.b?.name}</option>
          </select>
          {fieldError("sideOut")}
        </ConsoleField>
      )}
      <ConsoleField id={`${formId}-date`} label="Played on">
        <input
          id={`${formId}-date`}
          type="date"
          value={playedOn}
          min={days.tournamentDay}
          max={days.today}
          onChange={(e) => setPlayedOn(e.target.value)}
          {...described("playedOn")}
        />
        {fieldError("playedOn")}
      </ConsoleField>
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
