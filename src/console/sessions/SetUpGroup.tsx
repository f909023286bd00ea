/**
 * Setting up a training group (or a one-off session or a private lesson): package, coach, court,
 * level band, capacity, weekly days and time in Lagos time, first and last day, days off. The
 * server refuses a coach or a court in two places at once, naming the clash.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import type { SessionGroupInput } from "@/shared/api/contract";
import { LEVELS, TRAINING_KEYS } from "@/shared/domain/lists";
import { GROUP_KINDS, WEEKDAY_NAMES } from "@/shared/domain/training-sessions";
import { runWrite } from "@/stores/console/common";
import { $groupCoaches, $setUpGroup } from "@/stores/console/sessions";

const KIND_LABELS: Record<(typeof GROUP_KINDS)[number], string> = {
  group: "Weekly group",
  "one-off": "One-off session",
  private: "Private lesson",
};

export function SetUpGroup({ onDone }: { onDone: (message: string) => void }) {
  const coaches = useStore($groupCoaches);
  const { loading } = useStore($setUpGroup);
  const [kind, setKind] = useState<(typeof GROUP_KINDS)[number]>("group");
  const [days, setDays] = useState<number[]>([2]);
  const [levels, setLevels] = useState<string[]>(["adult amatuer"]);
  const [problem, setProblem] = useState<string | null>(null);
  const single = kind !== "group";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const startsOn = text("startsOn");
    const time = text("time");
    const weekday = single ? ((new Date(`${startsOn}T12:00:00Z`).getUTCDay() + 6) % 7) + 1 : 0;
    const input: SessionGroupInput = {
      name: text("name"),
      kind,
      packageKey: text("packageKey") as SessionGroupInput["packageKey"],
      coachId: text("coachId"),
      venue: text("venue"),
      levels: levels as SessionGroupInput["levels"],
      capacity: kind === "private" ? 1 : Number(text("capacity")),
      startsOn,
      endsOn: single ? startsOn : text("endsOn"),
      weekly: single ? [{ weekday, time }] : days.map((d) => ({ weekday: d, time })),
      minutes: Number(text("minutes")),
      exceptions: text("exceptions")
        .split(/[\s,]+/)
        .filter((d) => d !== ""),
    };
    setProblem(null);
    try {
      onDone(await runWrite($setUpGroup, input));
      event.currentTarget?.reset();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  return (
    <form className="console-form training-sessions__setup" onSubmit={submit} aria-labelledby="setup-title">
      <h2 id="setup-title">Set up a group</h2>
      <div className="field">
        <label htmlFor="setup-name">Name</label>
        <input id="setup-name" name="name" required maxLength={80} />
      </div>
      <div className="field">
        <label htmlFor="setup-kind">Kind</label>
        <select id="setup-kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          {GROUP_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="setup-package">Training package</label>
        <select id="setup-package" name="packageKey" defaultValue="standard">
          {TRAINING_KEYS.map((k) => (
            <option key={k} value={k}>
              {k[0]?.toUpperCase()}
              {k.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="setup-coach">Coach</label>
        <select id="setup-coach" name="coachId" required>
          {coaches.data?.coaches.map((c) => (
            <option key={c._id} value={c._id}>
              {c.coachName}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="setup-venue">Court or venue</label>
        <input id="setup-venue" name="venue" required maxLength={80} placeholder="Court 2" />
      </div>
      <fieldset className="training-sessions__choices">
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
          <label htmlFor="setup-capacity">Places</label>
          <input
            id="setup-capacity"
            name="capacity"
            type="number"
            min={1}
            max={40}
            defaultValue={8}
            required
          />
        </div>
      )}
      <div className="field">
        <label htmlFor="setup-starts">{single ? "Day" : "First day"}</label>
        <input id="setup-starts" name="startsOn" type="date" required />
      </div>
      {!single && (
        <div className="field">
          <label htmlFor="setup-ends">Last day</label>
          <input id="setup-ends" name="endsOn" type="date" required />
        </div>
      )}
      {!single && (
        <fieldset className="training-sessions__choices">
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
        <label htmlFor="setup-time">Time (Lagos)</label>
        <input id="setup-time" name="time" type="time" required defaultValue="17:00" />
      </div>
      <div className="field">
        <label htmlFor="setup-minutes">Minutes</label>
        <input
          id="setup-minutes"
          name="minutes"
          type="number"
          min={15}
          max={240}
          defaultValue={90}
          required
        />
      </div>
      {!single && (
        <div className="field">
          <label htmlFor="setup-exceptions">Days off (dates, YYYY-MM-DD, separated by commas)</label>
          <input id="setup-exceptions" name="exceptions" />
        </div>
      )}
      {problem && (
        <p className="dash-alert" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Setting up..." : "Set up"}
      </button>
    </form>
  );
}
