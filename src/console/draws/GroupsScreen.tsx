/**
 * An event played as round-robin groups (docs/decisions/0237-round-robin-events.md): its entrants,
 * the groups made from them (how many, and the club's tie-break order), publishing, then each group
 * match's result; the table follows the results.
 */

import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { StaffGroup, StaffGroupsResponse } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { TIE_BREAK_LABELS, type TieBreak } from "@/shared/domain/round-robin";
import { runWrite } from "@/stores/console/common";
import { $groups, $groupsWrite, type GroupsWrite } from "@/stores/console/competition";
import { Loading } from "@/ui/Loading";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import { StageBracket } from "./DrawScreen";

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
  const { event, groups, entrants, knockout } = data;

  async function act(write: GroupsWrite): Promise<string | null> {
    setMessage(null);
    try {
      await runWrite($groupsWrite, write);
      return null;
    } catch (failure) {
      const text = errorMessage(failure);
      if (write.action !== "result" && write.action !== "correct") setMessage(text);
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
      {groups?.published && (
        <KnockoutPanel
          id={id}
          knockout={knockout}
          ready={groups.groups.every((g) => g.complete)}
          busy={busy}
          act={act}
        />
      )}
    </section>
  );
}

/**
 * The knock-out after the groups (docs/decisions/0245): made from the best one or two of each group
 * once every group match is played, then published and played.
 */
function KnockoutPanel({
  id,
  knockout,
  ready,
  busy,
  act,
}: {
  id: string;
  knockout: StaffGroupsResponse["knockout"];
  ready: boolean;
  busy: boolean;
  act: (write: GroupsWrite) => Promise<string | null>;
}) {
  const formId = useId();
  const [perGroup, setPerGroup] = useState<"1" | "2">(knockout?.perGroup === 1 ? "1" : "2");
  const today = clubLocal(new Date()).date;
  function make(e: FormEvent) {
    e.preventDefault();
    void act({
      id,
      action: "makeKnockout",
      knockout: { perGroup: perGroup === "1" ? 1 : 2, version: knockout?.version ?? null },
    });
  }
  return (
    <section className="console-draw__stage" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>Knock-out</h2>
      <p>
        {knockout?.published
          ? "Published. The winners move on; the final's winner and runner-up are the event's medallists."
          : ready || knockout
            ? "The best of each group play on: group winners are seeded first and never meet their own group's runner-up in the first round."
            : "Every group match needs a result before the knock-out is made."}
      </p>
      {!knockout?.published && (ready || knockout) && (
        <form className="console-form console-form__row" aria-label="Make the knock-out" onSubmit={make}>
          <ConsoleField id={`${formId}-per-group`} label="From each group">
            <select
              id={`${formId}-per-group`}
              value={perGroup}
              onChange={(e) => setPerGroup(e.target.value === "1" ? "1" : "2")}
            >
              <option value="1">The winner</option>
              <option value="2">The best two</option>
            </select>
          </ConsoleField>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {knockout ? "Make the knock-out again" : "Make the knock-out"}
          </button>
          {knockout && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => act({ id, action: "publishKnockout", version: knockout.version })}
            >
              Publish the knock-out
            </button>
          )}
        </form>
      )}
      {knockout && (
        <StageBracket
          draw={knockout}
          title="Knock-out"
          days={{ started: true, tournamentDay: "", today }}
          busy={busy}
          run={(write) =>
            runWrite(
              $groupsWrite,
              write.action === "clear"
                ? { id, action: "knockoutClear", match: write.match }
                : write.action === "correct"
                  ? { id, action: "knockoutCorrect", result: write.result }
                  : { id, action: "knockoutResult", result: write.result },
            )
          }
        />
      )}
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
            {m.result && <GroupCorrection id={id} group={index} match={m} busy={busy} act={act} />}
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

/**
 * Correct or delete a played group match's result (docs/decisions/0245): the table follows, and a
 * knock-out made from it is made again while it has no result; a change to who plays in one that
 * has started is refused.
 */
function GroupCorrection({
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
  const result = match.result!;
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [score, setScore] = useState(match.score ?? "");
  const [playedOn, setPlayedOn] = useState(result.playedOn);
  const [problem, setProblem] = useState<string | null>(null);
  const reopen = useRef<HTMLButtonElement>(null);
  const scoreField = useRef<HTMLInputElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (open) scoreField.current?.focus();
    else if (closed.current) reopen.current?.focus();
  }, [open]);
  const label = `${match.a.name} v ${match.b.name}`;
  const close = () => {
    closed.current = true;
    setProblem(null);
    setOpen(false);
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    const refused = await act({
      id,
      action: "correct",
      result: { group, index: match.index, outcome: "completed", score, playedOn, version: result.version },
    });
    setProblem(refused);
    if (refused === null) close();
  }
  const deletion = (
    <ConfirmDialog
      open={deleting}
      title="Delete this result?"
      question={`The result of ${label} (${match.score}) is taken away and the table follows. A knock-out made from these groups is taken away too while it has no result; once it has one, this is refused.`}
      closeLabel="Keep the result"
      keepLabel="Keep the result"
      confirmLabel="Delete the result"
      busyLabel="Deleting..."
      busy={busy}
      onConfirm={() =>
        runWrite($groupsWrite, {
          id,
          action: "delete",
          match: { group, index: match.index, matchId: result.matchId, version: result.version },
        })
      }
      onClose={() => setDeleting(false)}
    />
  );
  if (!open)
    return (
      <>
        <button ref={reopen} type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
          Correct<span className="visually-hidden"> the result of {label}</span>
        </button>{" "}
        <button type="button" className="btn btn-outline" onClick={() => setDeleting(true)}>
          Delete<span className="visually-hidden"> the result of {label}</span>
        </button>
        {deletion}
      </>
    );
  return (
    <form
      className="console-form console-form__row"
      aria-label={`Correct the result: ${label}`}
      onSubmit={submit}
      noValidate
    >
      <ConsoleField id={`${formId}-score`} label={`Score (${match.a.name} first)`}>
        <input
          ref={scoreField}
          id={`${formId}-score`}
          value={score}
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
        Save the correction<span className="visually-hidden"> of {label}</span>
      </button>
      <button type="button" className="btn btn-outline" onClick={close}>
        Cancel<span className="visually-hidden"> the correction of {label}</span>
      </button>
      {problem && (
        <p id={`${formId}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
