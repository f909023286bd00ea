/**
 * A training group's form (a weekly group, a one-off session or a private lesson): package, coach,
 * court, level band, places, weekly days and time in Lagos time, first and last day, days off. Staff
 * set up and change groups in the console with it, a coach sets up their own from the coach's app
 * (no coach to choose; a one-off session or private lesson may name one of their players). The
 * server refuses a coach or a court in two places at once, naming the clash; the form shows it.
 */
import { type FormEvent, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { SessionGroup, SessionGroupInput } from "@/shared/api/contract";
import { LEVELS, TRAINING_KEYS } from "@/shared/domain/lists";
import { GROUP_KINDS, isoWeekday, WEEKDAY_NAMES } from "@/shared/domain/training-sessions";
import { useFocusWhenLost } from "../focus-when-lost";
import "./group-form.css";

export const KIND_LABELS: Record<(typeof GROUP_KINDS)[number], string> = {
  group: "Weekly group",
  "one-off": "One-off session",
  private: "Private lesson",
};

interface Person {
  _id: string;
  name: string;
}

/** A coach's player, with the level a lesson for them must admit. */
interface Player extends Person {
  level: (typeof LEVELS)[number];
}

export function GroupForm({
  id,
  title,
  submitLabel,
  busy,
  group,
  coaches,
  players,
  onSubmit,
}: {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The group being changed; its kind and package stay. */
  group?: SessionGroup;
  /** Staff choose the coach; a coach's own groups are theirs (no field). */
  coaches?: readonly Person[];
  /** A coach's players, one of whom a one-off session or private lesson may be for. */
  players?: readonly Player[];
  /** Sends the input; answers the server's sentence. */
  onSubmit: (input: SessionGroupInput) => Promise<string>;
}) {
  const [kind, setKind] = useState<(typeof GROUP_KINDS)[number]>(group?.kind ?? "group");
  const [days, setDays] = useState<number[]>(group ? group.weekly.map((w) => w.weekday) : [2]);
  const [levels, setLevels] = useState<string[]>(group ? [...group.levels] : ["adult amatuer"]);
  const [problem, setProblem] = useState<string | null>(null);
  // The submit button is disabled while the form is sent, which drops the focus: a refusal takes it.
  const problemRef = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(problemRef, problem);
  const single = kind !== "group";
  const field = (name: string) => `${id}-${name}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const startsOn = text("startsOn");
    const time = text("time");
    const playerId = text("playerId");
    const input: SessionGroupInput = {
      name: text("name"),
      kind,
      packageKey: text("packageKey") as SessionGroupInput["packageKey"],
      ...(coaches ? { coachId: text("coachId") } : {}),
      venue: text("venue"),
      levels: levels as SessionGroupInput["levels"],
      capacity: kind === "private" ? 1 : Number(text("capacity")),
      startsOn,
      endsOn: single ? startsOn : text("endsOn"),
      weekly: single
        ? [{ weekday: startsOn ? isoWeekday(startsOn) : 1, time }]
        : days.map((d) => ({ weekday: d, time })),
      minutes: Number(text("minutes")),
      exceptions: single
        ? []
        : text("exceptions")
            .split(/[\s,]+/)
            .filter((d) => d !== ""),
      ...(single && playerId ? { playerId } : {}),
    };
    setProblem(null);
    try {
      await onSubmit(input);
      if (!group) formElement.reset();
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  return (
    <form className="group-form" onSubmit={submit} aria-labelledby={field("title")}>
      <h2 id={field("title")}>{title}</h2>
      <div className="field">
        <label htmlFor={field("name")}>Name</label>
        <input id={field("name")} name="name" required maxLength={80} defaultValue={group?.name} />
      </div>
      <div className="field">
        <label htmlFor={field("kind")}>Kind</label>
        <select
          id={field("kind")}
          value={kind}
          disabled={group !== undefined}
          onChange={(e) => setKind(e.target.value as typeof kind)}
        >
          {GROUP_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={field("package")}>Training package</label>
        {/* A group's package stays: its players were placed for it. */}
        <select id={field("package")} name="packageKey" defaultValue={group?.packageKey ?? "standard"}>
          {TRAINING_KEYS.filter((k) => !group || k === group.packageKey).map((k) => (
            <option key={k} value={k}>
              {k[0]?.toUpperCase()}
              {k.slice(1)}
            </option>
          ))}
        </select>
      </div>
      {coaches && (
        <div className="field">
          <label htmlFor={field("coach")}>Coach</label>
          <select id={field("coach")} name="coachId" required defaultValue={group?.coach._id}>
            {coaches.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {players && single && (
        <div className="field">
          <label htmlFor={field("player")}>For which of your players</label>
          <select
            id={field("player")}
            name="playerId"
            required={kind === "private"}
            defaultValue=""
            onChange={(event) => {
              // The lesson admits the chosen player's level: a private lesson theirs alone.
              const level = players.find((p) => p._id === event.target.value)?.level;
              if (!level) return;
              setLevels(
                kind === "private" ? [level] : (all) => (all.includes(level) ? all : [...all, level]),
              );
            }}
          >
            <option value="">{kind === "private" ? "Choose a player" : "Nobody yet: players join it"}</option>
            {players.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={field("venue")}>Court or venue</label>
        <input
          id={field("venue")}
          name="venue"
          required
          maxLength={80}
          placeholder="e.g. Court 2"
          defaultValue={group?.venue}
        />
      </div>
      <fieldset className="group-form__choices">
        <legend>Levels</legend>
        {LEVELS.map((level) => (
          <label key={level}>
            <input
              type="checkbox"
              checked={levels.includes(level)}
              onChange={() => setLevels(toggle(levels, level))}
            />{" "}
            {level}
          </label>
        ))}
      </fieldset>
      {kind !== "private" && (
        <div className="field">
          <label htmlFor={field("capacity")}>Places</label>
          <input
            id={field("capacity")}
            name="capacity"
            type="number"
            min={1}
            max={40}
            defaultValue={group?.capacity ?? 8}
            required
          />
        </div>
      )}
      <div className="field">
        <label htmlFor={field("starts")}>{single ? "Day" : "First day"}</label>
        <input id={field("starts")} name="startsOn" type="date" required defaultValue={group?.startsOn} />
      </div>
      {!single && (
        <div className="field">
          <label htmlFor={field("ends")}>Last day</label>
          <input id={field("ends")} name="endsOn" type="date" required defaultValue={group?.endsOn} />
        </div>
      )}
      {!single && (
        <fieldset className="group-form__choices">
          <legend>Days of the week</legend>
          {WEEKDAY_NAMES.map((name, i) => (
            <label key={name}>
              <input
                type="checkbox"
                checked={days.includes(i + 1)}
                onChange={() => setDays(toggle(days, i + 1))}
              />{" "}
              {name}
            </label>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={field("time")}>Time (Lagos)</label>
        <input
          id={field("time")}
          name="time"
          type="time"
          required
          defaultValue={group?.weekly[0]?.time ?? "17:00"}
        />
      </div>
      <div className="field">
        <label htmlFor={field("minutes")}>Minutes</label>
        <input
          id={field("minutes")}
          name="minutes"
          type="number"
          min={15}
          max={240}
          defaultValue={group?.minutes ?? 90}
          required
        />
      </div>
      {!single && (
        <div className="field">
          <label htmlFor={field("exceptions")}>Days off (dates, YYYY-MM-DD, separated by commas)</label>
          <input id={field("exceptions")} name="exceptions" defaultValue={group?.exceptions.join(", ")} />
        </div>
      )}
      {problem && (
        <p ref={problemRef} tabIndex={-1} className="dash-alert" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </form>
  );
}
