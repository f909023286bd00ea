/**
 * An event played as round-robin groups (docs/decisions/0237-round-robin-events.md): its entrants,
 * the groups made from them (how many, and the club's tie-break order), publishing, then each group
 * match's result; the table follows the results.
 */

import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { StaffGroup } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { TIE_BREAK_LABELS, type TieBreak } from "@/shared/domain/round-robin";
import { runWrite } from "@/stores/console/common";
import { $groups, $groupsWrite, type GroupsWrite } from "@/stores/console/competition";
import { Loading } from "@/ui/Loading";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";

/** The tie-break orders a club chooses among: wins first, then the rest in the order it plays. */
const ORDERS: readonly (readonly TieBreak[])[] = [
  ["wins", "sets", "games", "headToHead"],
  ["wins", "headToHead", "sets", "games"],
  ["wins", "games", "sets", "headToHead"],
];
const orderLabel = (order: readonly TieBreak[]) => order.map((t) => TIE_BREAK_LABELS[t]).join(", then ");

export function GroupsScreen({ id }: { id: string }) {
  const { data, error } = useStore($groups);
  const busy = useStore($groupsWrite).loading ?? false;
  const [message, setMessage] = useState<string | null>(null);
  const formId = useId();
  const [count, setCount] = useState("1");
  const [order, setOrder] = useState("0");

  if (error !== undefined)
    return (
      <section>
        <ConsoleHeader title="Round-robin groups" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
        <a href="/staff/tournaments">Back to the tournaments</a>
      </section>
    );
  if (!data || data.event._id !== id) return <Loading label="Loading the groups..." />;
  const { event, groups, entrants } = data;

  async function act(write: GroupsWrite): Promise<string | null> {
    setMessage(null);
    try {
      await runWrite($groupsWrite, write);
      return null;
    } catch (failure) {
      const text = errorMessage(failure);
      if (write.action !== "result") setMessage(text);
      return text;
    }
  }

  function make(e: FormEvent) {
    e.preventDefault();
    void act({
      id,
      action: "make",
      groups: Number(count),
      tieBreaks: [...(ORDERS[Number(order)] ?? ORDERS[0]!)],
    });
  }

  return (
    <section>
      <ConsoleHeader
        title={`Groups: ${event.name}, ${event.tournamentName}`}
        lead={
          groups?.published
            ? `Published. Everyone in a group plays everyone else; standings by ${orderLabel(groups.tieBreaks)}.`
            : "Players are the event's entrants. Rated players are spread over the groups in snake order; each group holds 3 to 6."
        }
        actions={
          groups &&
          !groups.published && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => act({ id, action: "publish", version: groups.version })}
            >
              Publish the groups
            </button>
          )
        }
      />
      {message && (
        <p className="dash-alert" role="alert">
          {message}
        </p>
      )}
      {!groups?.published && (
        <form className="console-form console-form__row" aria-label="Make the groups" onSubmit={make}>
          <ConsoleField id={`${formId}-count`} label="Groups">
            <input
              id={`${formId}-count`}
              type="number"
              min={1}
              max={16}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
          </ConsoleField>
          <ConsoleField id={`${formId}-order`} label="Tie-breaks">
            <select id={`${formId}-order`} value={order} onChange={(e) => setOrder(e.target.value)}>
              {ORDERS.map((o, i) => (
                <option key={orderLabel(o)} value={i}>
                  {orderLabel(o)}
                </option>
              ))}
            </select>
          </ConsoleField>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {groups ? "Make the groups again" : "Make the groups"}
          </button>
        </form>
      )}
      {!groups && (
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
      )}
      {groups?.groups.map((group, g) => (
        <GroupView
          key={group.name}
          id={id}
          index={g}
          group={group}
          published={groups.published}
          busy={busy}
          act={act}
        />
      ))}
    </section>
  );
}

function GroupView({
  id,
  index,
  group,
  published,
  busy,
  act,
}: {
  id: string;
  index: number;
  group: StaffGroup;
  published: boolean;
  busy: boolean;
  act: (write: GroupsWrite) => Promise<string | null>;
}) {
  const titleId = useId();
  return (
    <section className="console-draw__round" aria-labelledby={titleId}>
      <h2 id={titleId}>{group.name}</h2>
      <div className="console-table-wrap">
        <table className="console-table">
          <caption className="visually-hidden">{group.name} standings</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Played</th>
              <th scope="col">Won</th>
              <th scope="col">Sets</th>
              <th scope="col">Games</th>
            </tr>
          </thead>
          <tbody>
            {group.standings.map((s) => (
              <tr key={s.userId}>
                <td>{s.tiedWithAbove ? "=" : s.position}</td>
                <th scope="row">{s.name}</th>
                <td>{s.played}</td>
                <td>{s.won}</td>
                <td>
                  {s.setsWon}-{s.setsLost}
                </td>
                <td>
                  {s.gamesWon}-{s.gamesLost}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="console-draw__matches">
        {group.matches.map((m) => (
          <li key={m.index} className="console-draw__match">
            <p>
              Round {m.round}:{" "}
              <span className={m.winner === "a" ? "console-draw__winner" : ""}>{m.a.name}</span> v{" "}
              <span className={m.winner === "b" ? "console-draw__winner" : ""}>{m.b.name}</span>
              {m.score && ` · ${m.score}`}
            </p>
            {published && !m.score && (
              <GroupResultForm id={id} group={index} match={m} busy={busy} act={act} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function GroupResultForm({
  id,
  group,
  match,
  busy,
  act,
}: {
  id: string;
  group: number;
  match: StaffGroup["matches"][number];
  busy: boolean;
  act: (write: GroupsWrite) => Promise<string | null>;
}) {
  const formId = useId();
  const [score, setScore] = useState("");
  const [playedOn, setPlayedOn] = useState(clubLocal(new Date()).date);
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(
      await act({
        id,
        action: "result",
        result: { group, index: match.index, outcome: "completed", score, playedOn },
      }),
    );
  }
  return (
    <form className="console-form console-form__row" onSubmit={submit} noValidate>
      <ConsoleField id={`${formId}-score`} label={`Score (${match.a.name} first)`}>
        <input
          id={`${formId}-score`}
          value={score}
          placeholder="6-4 3-6 10-7"
          aria-describedby={problem ? `${formId}-problem` : undefined}
          onChange={(e) => setScore(e.target.value)}
        />
      </ConsoleField>
      <ConsoleField id={`${formId}-day`} label="Played on">
        <input
          id={`${formId}-day`}
          type="date"
          value={playedOn}
          onChange={(e) => setPlayedOn(e.target.value)}
        />
      </ConsoleField>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Save the result<span className="visually-hidden"> of {`${match.a.name} v ${match.b.name}`}</span>
      </button>
      {problem && (
        <p id={`${formId}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
