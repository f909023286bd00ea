/**
 * A tournament's order of play (docs/decisions/0236-order-of-play.md): the published draw's
 * matches put on courts at Lagos times. A court or a player busy at that time is refused with the
 * clash named beside the match. Publishing tells every player (and their guardians) their time;
 * after that each move is told at once.
 */

import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { OrderOfPlayMatch } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { DEFAULT_MATCH_MINUTES, matchTimeText } from "@/shared/domain/order-of-play";
import { runWrite } from "@/stores/console/common";
import { $orderOfPlay, $orderOfPlayWrite, type OrderOfPlayWrite } from "@/stores/console/competition";
import { Loading } from "@/ui/Loading";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";

export function OrderOfPlay({ id }: { id: string }) {
  const { data, error } = useStore($orderOfPlay);
  const busy = useStore($orderOfPlayWrite).loading ?? false;
  const [message, setMessage] = useState<string | null>(null);

  if (error !== undefined)
    return (
      <section>
        <ConsoleHeader title="Order of play" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
        <a href="/staff/tournaments">Back to the tournaments</a>
      </section>
    );
  if (!data || data.tournament._id !== id) return <Loading label="Loading the order of play..." />;
  const { matches, publishedAt, tournament, events } = data;
  const planned = matches.filter((m) => m.court !== null);
  const toPlan = matches.filter((m) => m.court === null);

  async function act(write: OrderOfPlayWrite): Promise<string | null> {
    setMessage(null);
    try {
      await runWrite($orderOfPlayWrite, write);
      return null;
    } catch (failure) {
      const text = errorMessage(failure);
      if (write.action === "publish") setMessage(text);
      return text;
    }
  }

  return (
    <section>
      <ConsoleHeader
        title={`Order of play: ${tournament.name}`}
        lead={
          publishedAt
            ? "Published: players and their guardians were told their match times; a match you move is told at once."
            : "Put each match on a court at a time. Publishing tells every player (and their guardians) their match time."
        }
        actions={
          !publishedAt &&
          planned.length > 0 && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => act({ id, action: "publish" })}
            >
              Publish the order of play
            </button>
          )
        }
      />
      {message && (
        <p className="dash-alert" role="alert">
          {message}
        </p>
      )}
      {events.length > 0 && (
        <nav aria-label="Draws of the events">
          <p>
            Draws: <a href={`/staff/tournaments/${id}/draw`}>knock-out draw</a>
            {events.map((event) => (
              <span key={event._id}>
                {" · "}
                <a href={`/staff/events/${event._id}/groups`}>
                  {event.name} {event.groups ? "round-robin groups" : "as round-robin groups"}
                </a>
              </span>
            ))}
          </p>
        </nav>
      )}
      {matches.length === 0 && (
        <p>
          No match to plan yet: publish the <a href={`/staff/tournaments/${id}/draw`}>draw</a> first; each
          match can be planned once its two players are known.
        </p>
      )}
      {planned.length > 0 && (
        <section aria-labelledby="planned-title">
          <h2 id="planned-title">On court</h2>
          <ol className="console-draw__matches">
            {planned.map((match) => (
              <li key={match.key} className="console-draw__match">
                <MatchPlan id={id} match={match} day={tournament.localDate} busy={busy} act={act} />
              </li>
            ))}
          </ol>
        </section>
      )}
      {toPlan.length > 0 && (
        <section aria-labelledby="to-plan-title">
          <h2 id="to-plan-title">To plan</h2>
          <ol className="console-draw__matches">
            {toPlan.map((match) => (
              <li key={match.key} className="console-draw__match">
                <MatchPlan id={id} match={match} day={tournament.localDate} busy={busy} act={act} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}

/** One match: who plays, where and when it is planned, and the form to plan or move it. */
function MatchPlan({
  id,
  match,
  day,
  busy,
  act,
}: {
  id: string;
  match: OrderOfPlayMatch;
  day: string;
  busy: boolean;
  act: (write: OrderOfPlayWrite) => Promise<string | null>;
}) {
  const field = useId();
  const start = match.startsAt ? clubLocal(new Date(match.startsAt)) : null;
  const [localDate, setDate] = useState(start?.date ?? day);
  const [localTime, setTime] = useState(start?.time ?? "09:00");
  const [court, setCourt] = useState(match.court ?? "");
  const [minutes, setMinutes] = useState(String(match.minutes || DEFAULT_MATCH_MINUTES));
  const [problem, setProblem] = useState<string | null>(null);
  const players = match.players.map((p) => p.name).join(" v ");
  const played = match.score !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(
      await act({
        id,
        action: "plan",
        plan: {
          key: match.key,
          localDate,
          localTime,
          court,
          minutes: Number(minutes),
          version: match.version,
        },
      }),
    );
  }

  return (
    <article aria-labelledby={`${field}-title`}>
      <h3 id={`${field}-title`}>
        {match.label}: {players}
      </h3>
      {match.startsAt && (
        <p>
          {matchTimeText(new Date(match.startsAt))}, {match.court}
          {played ? `. Played: ${match.score}` : match.told ? ". Players told." : ". Not told yet."}
        </p>
      )}
      {!played && (
        <form className="console-form console-form__row" onSubmit={submit} noValidate>
          <ConsoleField id={`${field}-date`} label="Day">
            <input
              id={`${field}-date`}
              type="date"
              value={localDate}
              required
              onChange={(e) => setDate(e.target.value)}
            />
          </ConsoleField>
          <ConsoleField id={`${field}-time`} label="Time (Lagos)">
            <input
              id={`${field}-time`}
              type="time"
              value={localTime}
              required
              onChange={(e) => setTime(e.target.value)}
            />
          </ConsoleField>
          <ConsoleField id={`${field}-court`} label="Court">
            <input
              id={`${field}-court`}
              value={court}
              required
              maxLength={60}
              aria-describedby={problem ? `${field}-problem` : undefined}
              onChange={(e) => setCourt(e.target.value)}
            />
          </ConsoleField>
          <ConsoleField id={`${field}-minutes`} label="Minutes">
            <input
              id={`${field}-minutes`}
              type="number"
              min={15}
              max={240}
              step={5}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </ConsoleField>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {match.version === null ? "Put on court" : "Move"}
            <span className="visually-hidden"> {players}</span>
          </button>
          {match.version !== null && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={async () =>
                setProblem(await act({ id, action: "remove", key: match.key, version: match.version! }))
              }
            >
              Take off<span className="visually-hidden"> {players}</span>
            </button>
          )}
          {problem && (
            <p id={`${field}-problem`} className="field-error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </article>
  );
}
