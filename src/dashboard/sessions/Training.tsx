/**
 * Training (/u/training): the member's next session and the coming weeks (with "Can't come"), the
 * past four weeks' attendance, the groups they may join or wait for, make-up credits, the coach's shared notes and a private
 * calendar address.
 */
import { useStore } from "@nanostores/react";
import { useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { MemberSession, PastSession } from "@/shared/api/contract";
import { formatDateNG, formatMomentNG } from "@/shared/domain/date-display";
import { ATTENDANCE_LABELS, countsAsAttended, weeklyLine } from "@/shared/domain/training-sessions";
import { $mySessions } from "@/stores/training";
import { $calendarFeed, $cantCome, $openGroups, $placeChange } from "@/stores/training-changes";
import { useFocusWhenLost } from "@/ui/focus-when-lost";
import { ScreenHeader } from "@/ui/ScreenHeader";
import "./training.css";

function useSaid() {
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const run = async (work: () => Promise<string | undefined>, failure: () => unknown) => {
    const text = await work();
    if (text) setSaid({ text, failed: false });
    else setSaid({ text: errorMessage(failure()), failed: true });
  };
  return { said, run };
}

function SessionRow({
  session,
  onCantCome,
}: {
  session: MemberSession;
  onCantCome: (id: string, cantCome: boolean) => void;
}) {
  const started = Date.parse(session.startsAt) <= Date.now();
  return (
    <li className="training__session">
      <span className="training__when">
        {formatDateNG(session.startsAt)}, {session.when}
      </span>
      <span>
        {session.groupName} · {session.venue} · {session.coachName}
      </span>
      {session.cancelled ? (
        <span className="training__cancelled">Cancelled: {session.cancelReason}</span>
      ) : session.cantCome ? (
        <>
          <span className="training__told">Your coach knows you can't come</span>
          {!started && (
            <button
              type="button"
              className="btn btn-outline training__cant"
              onClick={() => onCantCome(session._id, false)}
            >
              I can come after all
            </button>
          )}
        </>
      ) : (
        !started && (
          <button
            type="button"
            className="btn btn-outline training__cant"
            onClick={() => onCantCome(session._id, true)}
          >
            Can't come
          </button>
        )
      )}
    </li>
  );
}

/** "Attended 6 of 7 sessions held": cancelled and unmarked ones are not counted as held. */
function attendedLine(past: readonly PastSession[]): string {
  const held = past.filter((s) => !s.cancelled && s.mark !== null);
  const attended = held.filter((s) => countsAsAttended(s.mark)).length;
  return `Attended ${attended} of ${held.length} ${held.length === 1 ? "session" : "sessions"} marked in the past four weeks.`;
}

export function Training() {
  const { data, error, loading } = useStore($mySessions);
  const { data: open } = useStore($openGroups);
  const placeChange = useStore($placeChange);
  const tell = useStore($cantCome);
  const feed = useStore($calendarFeed);
  const { said, run } = useSaid();
  // "Can't come" and the group buttons are replaced by what they did: the focus goes to the answer.
  const saidRef = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(saidRef, said);

  return (
    <>
      <ScreenHeader title="Training">Your sessions, in Lagos time.</ScreenHeader>
      {said && (
        <p
          ref={saidRef}
          tabIndex={-1}
          className={said.failed ? "dash-alert" : "form-success"}
          role={said.failed ? "alert" : "status"}
        >
          {said.text}
        </p>
      )}
      {loading && !data ? (
        <p className="dash-loading">Loading your sessions...</p>
      ) : error && !data ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : data ? (
        <div className="training">
          <section className="dash-card" aria-labelledby="training-next">
            <h2 id="training-next" className="dash-card__label">
              Coming sessions
            </h2>
            <p className="dash-card__figure training__next">{data.nextSession ?? "No session booked"}</p>
            {data.sessions.length > 0 && (
              <ul className="training__sessions">
                {data.sessions.map((s) => (
                  <SessionRow
                    key={s._id}
                    session={s}
                    onCantCome={(sessionId, cantCome) =>
                      void run(
                        () => tell.mutate({ sessionId, cantCome }),
                        () => $cantCome.get().error,
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </section>

          <section className="dash-card" aria-labelledby="training-groups">
            <h2 id="training-groups" className="dash-card__label">
              Training groups
            </h2>
            {!open || open.groups.length === 0 ? (
              <p className="dash-empty">No group fits your training package and level yet.</p>
            ) : (
              <ul className="training__groups">
                {open.groups.map((g) => (
                  <li key={g._id} className="training__group">
                    <span className="training__when">{g.name}</span>
                    <span>
                      {weeklyLine(g.weekly)} · {g.venue} · {g.coach.coachName}
                    </span>
                    <span className="training__meta">
                      {g.placed} of {g.capacity} places taken{g.waiting > 0 ? `, ${g.waiting} waiting` : ""}
                    </span>
                    {g.myState === "placed" ? (
                      <span className="training__told">You have a place</span>
                    ) : g.myState === "offered" ? (
                      <button
                        type="button"
                        className="btn btn-primary"
                        disabled={placeChange.loading}
                        onClick={() =>
                          void run(
                            () => placeChange.mutate({ groupId: g._id, change: "accept" }),
                            () => $placeChange.get().error,
                          )
                        }
                      >
                        Accept the place (by {formatMomentNG(g.offeredUntil)})
                      </button>
                    ) : g.myState === "waiting" ? (
                      <span className="training__meta">You are on the waiting list</span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-primary"
                        disabled={placeChange.loading}
                        onClick={() =>
                          void run(
                            () => placeChange.mutate({ groupId: g._id, change: "join" }),
                            () => $placeChange.get().error,
                          )
                        }
                      >
                        {g.placed >= g.capacity || g.waiting > 0
                          ? "Join the waiting list"
                          : "Join this group"}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="dash-card" aria-labelledby="training-attendance">
            <h2 id="training-attendance" className="dash-card__label">
              Attendance
            </h2>
            {data.attendance.length === 0 ? (
              <p className="dash-empty">No session in the past four weeks.</p>
            ) : (
              <>
                <p className="training__meta">{attendedLine(data.attendance)}</p>
                <ul className="training__sessions">
                  {data.attendance.map((s) => (
                    <li key={s._id} className="training__session">
                      <span className="training__when">
                        {formatDateNG(s.startsAt)}, {s.when}
                      </span>
                      <span>
                        {s.groupName}:{" "}
                        {s.cancelled ? "Cancelled" : s.mark ? ATTENDANCE_LABELS[s.mark] : "Not marked"}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          {data.credits.length > 0 && (
            <section className="dash-card" aria-labelledby="training-credits">
              <h2 id="training-credits" className="dash-card__label">
                Make-up sessions
              </h2>
              <ul className="training__sessions">
                {data.credits.map((c) => (
                  <li key={c._id}>
                    For {c.groupName} on {formatDateNG(c.sessionStartsAt)}:{" "}
                    {c.usedAt
                      ? `used on ${formatDateNG(c.usedAt)}`
                      : `to use by ${formatDateNG(c.expiresAt)}`}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {data.notes.length > 0 && (
            <section className="dash-card" aria-labelledby="training-notes">
              <h2 id="training-notes" className="dash-card__label">
                Notes from your coach
              </h2>
              <ul className="training__sessions">
                {data.notes.map((n) => (
                  <li key={n.sessionId}>
                    <span className="training__meta">
                      {n.coachName}, {formatDateNG(n.startsAt)}
                    </span>
                    <p>{n.note}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section className="dash-card" aria-labelledby="training-calendar">
            <h2 id="training-calendar" className="dash-card__label">
              Calendar
            </h2>
            {data.calendarUrl ? (
              <>
                <p>Add this private address to your calendar app. Anyone who has it sees your sessions.</p>
                <p>
                  <input
                    className="training__feed"
                    aria-label="Your calendar address"
                    readOnly
                    value={data.calendarUrl}
                    onFocus={(e) => e.target.select()}
                  />
                </p>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={feed.loading}
                  onClick={() =>
                    void run(
                      () => feed.mutate({ address: "remove" }),
                      () => $calendarFeed.get().error,
                    )
                  }
                >
                  Stop this address
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-outline"
                disabled={feed.loading}
                onClick={() =>
                  void run(
                    () => feed.mutate({ address: "make" }),
                    () => $calendarFeed.get().error,
                  )
                }
              >
                Get a calendar address
              </button>
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}
