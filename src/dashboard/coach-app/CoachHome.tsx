/**
 * A linked coach's home (/u): today's sessions and the coming week's, each opening its roster.
 * Kept on the phone once opened online, so it opens on court with no network.
 */
import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useState } from "react";
import type { CoachSession } from "@/shared/api/contract";
import { $coachDay, openCoachDay, setUpCoachGroup } from "@/stores/coach-app";
import { retryableLazy } from "@/ui/retryable-lazy";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { CoachNetworkLine } from "./CoachNetworkLine";
import "./coach-app.css";

// The form loads only when the coach opens it: the home's first load stays small.
const GroupForm = retryableLazy(() =>
  import("@/ui/training/GroupForm").then((m) => ({ default: m.GroupForm })),
);

/** A coach sets up their own weekly group, one-off session or private lesson (network needed). */
function CoachSetUp() {
  const { day, online } = useStore($coachDay);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  return (
    <section className="dash-card" aria-labelledby="coach-setup">
      <h2 id="coach-setup" className="dash-card__label">
        Groups and lessons
      </h2>
      {said && (
        <p className="form-success" role="status">
          {said}
        </p>
      )}
      {!online ? (
        <p className="dash-empty">Setting up a group or a lesson needs the network.</p>
      ) : (
        <button type="button" className="btn btn-outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Close the form" : "Set up a group or lesson"}
        </button>
      )}
      {open && online && (
        <Suspense fallback={<p className="dash-loading">Loading the form...</p>}>
          <GroupForm
            id="coach-group"
            title="Set up a group or lesson"
            submitLabel="Set up"
            busy={busy}
            players={day?.players.map((p) => ({ _id: p._id, name: p.fullName, level: p.level })) ?? []}
            onSubmit={async (input) => {
              setBusy(true);
              try {
                const message = await setUpCoachGroup(input);
                setOpen(false);
                setSaid(message);
                return message;
              } finally {
                setBusy(false);
              }
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function SessionLink({ session }: { session: CoachSession }) {
  const marked = session.roster.filter((r) => r.mark !== null).length;
  return (
    <li className="coach-app__session">
      <a href={`/u/coach-sessions/${session._id}`} className="coach-app__session-link">
        <span className="coach-app__when">{session.when}</span>
        <span className="coach-app__group">{session.groupName}</span>
        <span className="coach-app__meta">
          {session.venue} · {session.roster.length} {session.roster.length === 1 ? "player" : "players"}
          {session.cancelled ? "" : ` · ${marked} marked`}
        </span>
        {session.cancelled && <span className="coach-app__badge">Cancelled</span>}
      </a>
    </li>
  );
}

export function CoachHome() {
  const { day, problem } = useStore($coachDay);
  useEffect(() => openCoachDay(), []);

  const today = day?.sessions.filter((s) => s.date === day.today) ?? [];
  const later = day?.sessions.filter((s) => s.date !== day.today) ?? [];

  return (
    <>
      <ScreenHeader title="Your sessions">
        Today's sessions and the week ahead. Open one to take attendance.
      </ScreenHeader>
      <CoachNetworkLine />
      {day === undefined ? (
        <p className="dash-loading">Loading your sessions...</p>
      ) : day === null ? (
        <p className="dash-alert" role="alert">
          {problem ?? "Your sessions have not been opened on this phone with network yet."}
        </p>
      ) : (
        <div className="coach-app">
          <section className="dash-card" aria-labelledby="coach-today">
            <h2 id="coach-today" className="dash-card__label">
              Today
            </h2>
            {today.length === 0 ? (
              <p className="dash-empty">No session today.</p>
            ) : (
              <ul className="coach-app__sessions">
                {today.map((s) => (
                  <SessionLink key={s._id} session={s} />
                ))}
              </ul>
            )}
          </section>
          <section className="dash-card" aria-labelledby="coach-week">
            <h2 id="coach-week" className="dash-card__label">
              This week
            </h2>
            {later.length === 0 ? (
              <p className="dash-empty">No other session this week.</p>
            ) : (
              <ul className="coach-app__sessions">
                {later.map((s) => (
                  <SessionLink key={s._id} session={s} />
                ))}
              </ul>
            )}
          </section>
          <CoachSetUp />
          <p className="dash-overview__note">
            <a href="/u/my-members">Your members and reviews</a>
          </p>
        </div>
      )}
    </>
  );
}
