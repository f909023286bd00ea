/**
 * One session in the coach's app (/u/coach-sessions/:sessionId): the roster with photos, a mark per
 * player in one tap (present, late, absent, excused) and a note per player (private, or shared
 * with the player), both working with no network; a junior's guardian to call or message; cancelling
 * the session, which needs the network.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { AttendanceMark, CoachSession, RosterEntry } from "@/shared/api/contract";
import { ATTENDANCE_LABELS, ATTENDANCE_MARKS, markRefusal } from "@/shared/domain/training-sessions";
import {
  $coachDay,
  CANCEL_NEEDS_NETWORK,
  cancelCoachSession,
  markFreeSessionUsed,
  markPlayer,
  openCoachDay,
  saveNote,
} from "@/stores/coach-app";
import { Dialog } from "@/ui/Dialog";
import { useFocusWhenLost } from "@/ui/focus-when-lost";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { CoachNetworkLine } from "./CoachNetworkLine";
import "./coach-app.css";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? "")
    .join("")
    .toUpperCase();
}

/** A WhatsApp chat with a phone number (digits only, country code first). */
function whatsAppLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** Why the coach cannot give this mark at this session now (the server's rule), or null. */
function refusalNow(session: CoachSession, mark: AttendanceMark): string | null {
  return markRefusal(
    { startsAt: new Date(session.startsAt), cancelled: session.cancelled },
    mark,
    new Date(),
  );
}

function PlayerRow({
  session,
  entry,
  onNote,
  onFree,
}: {
  session: CoachSession;
  entry: RosterEntry;
  onNote: (entry: RosterEntry) => void;
  onFree: (entry: RosterEntry) => void;
}) {
  return (
    <li className="coach-app__player">
      <div className="coach-app__who">
        {entry.picture ? (
          <img className="coach-app__photo" src={entry.picture} alt="" width="48" height="48" />
        ) : (
          <span className="coach-app__photo coach-app__photo--initials" aria-hidden="true">
            {initials(entry.fullName)}
          </span>
        )}
        <span>
          <span className="coach-app__name">{entry.fullName}</span>
          <span className="coach-app__meta">
            {entry.level}
            {entry.toldByPlayer ? " · Said they can't come" : ""}
            {entry.freeSession === "used" ? " · Free session used this quarter" : ""}
          </span>
        </span>
      </div>
      {!session.cancelled && (
        <fieldset className="coach-app__marks">
          <legend className="visually-hidden">Attendance of {entry.fullName}</legend>
          {ATTENDANCE_MARKS.map((mark: AttendanceMark) => (
            <button
              key={mark}
              type="button"
              className={`coach-app__mark coach-app__mark--${mark}`}
              aria-pressed={entry.mark === mark}
              disabled={refusalNow(session, mark) !== null}
              onClick={() => void markPlayer(session._id, entry.userId, mark)}
            >
              {ATTENDANCE_LABELS[mark]}
            </button>
          ))}
        </fieldset>
      )}
      {entry.guardian && (
        <p className="coach-app__guardian">
          Guardian: {entry.guardian.fullName}{" "}
          <a href={`tel:${entry.guardian.phone.replace(/[^\d+]/g, "")}`}>
            Call<span className="visually-hidden"> {entry.guardian.fullName}</span>
          </a>{" "}
          <a href={whatsAppLink(entry.guardian.phone)} target="_blank" rel="noopener noreferrer">
            WhatsApp<span className="visually-hidden"> {entry.guardian.fullName}</span>
          </a>
        </p>
      )}
      {/* Used at a session the player comes to: offered where the register is open. */}
      {entry.freeSession === "available" && refusalNow(session, "present") === null && (
        <button type="button" className="coach-app__note-button" onClick={() => onFree(entry)}>
          Mark {entry.fullName}'s free quarterly session used
        </button>
      )}
      <button type="button" className="coach-app__note-button" onClick={() => onNote(entry)}>
        {entry.note
          ? `Note${entry.noteShared ? " (shared)" : ""}: ${entry.note}`
          : `Add a note on ${entry.fullName}`}
      </button>
    </li>
  );
}

function NoteDialog({
  session,
  entry,
  onClose,
}: {
  session: CoachSession;
  entry: RosterEntry | null;
  onClose: (said?: string) => void;
}) {
  const [note, setNote] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  const [shared, setShared] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setNote(entry?.note ?? "");
    setShared(entry?.noteShared ?? false);
    setProblem(null);
  }, [entry]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    setSaving(true);
    try {
      onClose(await saveNote(session._id, entry.userId, note, shared));
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={entry !== null}
      title={entry ? `Note on ${entry.fullName}` : "Note"}
      onClose={() => onClose()}
      initialFocus={field}
    >
      <form onSubmit={submit} className="coach-app__form">
        <div className="field">
          <label htmlFor="coach-note">Note</label>
          <textarea
            ref={field}
            id="coach-note"
            rows={4}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <label className="coach-app__check">
          <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
          Share with the player (otherwise only you and the club's staff see it)
        </label>
        {problem && (
          <p className="dash-alert" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Saving..." : "Save note"}
        </button>
      </form>
    </Dialog>
  );
}

function CancelDialog({
  session,
  open,
  onClose,
}: {
  session: CoachSession;
  open: boolean;
  onClose: (said?: string) => void;
}) {
  const [reason, setReason] = useState("Rain");
  const field = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      onClose(await cancelCoachSession(session._id, reason));
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} title="Cancel this session" onClose={() => onClose()} initialFocus={field}>
      <form onSubmit={submit} className="coach-app__form">
        <p>Every player in {session.groupName} is told at once and gets a make-up session credit.</p>
        <div className="field">
          <label htmlFor="cancel-reason">Reason</label>
          <input
            ref={field}
            id="cancel-reason"
            required
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        {problem && (
          <p className="dash-alert" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Cancelling..." : "Cancel the session and tell the players"}
        </button>
      </form>
    </Dialog>
  );
}

export function CoachSessionScreen({ sessionId }: { sessionId: string }) {
  const { day, problem, online } = useStore($coachDay);
  const [noteFor, setNoteFor] = useState<RosterEntry | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  // A cancelled session's button goes with the dialog that returned the focus to it: the answer takes it.
  const saidRef = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(saidRef, said);
  useEffect(() => openCoachDay(), []);

  const session = day?.sessions.find((s) => s._id === sessionId);
  if (day === undefined) return <p className="dash-loading">Loading the session...</p>;
  if (!session) {
    return (
      <>
        <ScreenHeader title="Session" />
        <p className="dash-alert" role="alert">
          {problem ?? "This session is not among your sessions of this week on this phone."}
        </p>
        <a href="/u">Back to your sessions</a>
      </>
    );
  }
  // Before the session's day: why Present, Late and Absent wait (the server's rule).
  const registerClosed = session.cancelled ? null : refusalNow(session, "present");
  const close = (setter: (v: never) => void, value: unknown) => (text?: string) => {
    (setter as (v: unknown) => void)(value);
    if (text) setSaid(text);
  };
  return (
    <>
      <ScreenHeader title={session.groupName}>
        {session.when} · {session.venue}
      </ScreenHeader>
      <p>
        <a href="/u">Back to your sessions</a>
      </p>
      <CoachNetworkLine />
      {said && (
        <p ref={saidRef} tabIndex={-1} className="form-success" role="status">
          {said}
        </p>
      )}
      {session.cancelled ? (
        <p className="dash-alert">Cancelled: {session.cancelReason}. The players were told.</p>
      ) : (
        registerClosed && <p>{registerClosed}.</p>
      )}
      <section className="dash-card" aria-labelledby="roster-title">
        <h2 id="roster-title" className="dash-card__label">
          Players ({session.roster.length})
        </h2>
        {session.roster.length === 0 ? (
          <p className="dash-empty">No player has a place in this group yet.</p>
        ) : (
          <ul className="coach-app__roster">
            {session.roster.map((entry) => (
              <PlayerRow
                key={entry.userId}
                session={session}
                entry={entry}
                onNote={setNoteFor}
                onFree={(player) =>
                  void markFreeSessionUsed(player.userId)
                    .then(setSaid)
                    .catch((failure) => setSaid(errorMessage(failure)))
                }
              />
            ))}
          </ul>
        )}
      </section>
      {!session.cancelled && (
        <>
          <button
            type="button"
            className="btn btn-outline coach-app__cancel"
            disabled={!online}
            aria-describedby={online ? undefined : "cancel-offline"}
            onClick={() => setCancelling(true)}
          >
            Cancel this session (rain)
          </button>
          {!online && (
            <p id="cancel-offline" className="coach-app__meta">
              {CANCEL_NEEDS_NETWORK}
            </p>
          )}
        </>
      )}
      <NoteDialog session={session} entry={noteFor} onClose={close(setNoteFor, null)} />
      <CancelDialog session={session} open={cancelling} onClose={close(setCancelling, false)} />
    </>
  );
}
