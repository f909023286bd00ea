/** Notifications (/u/notifications): title, date and message, newest first. */
import { useStore } from "@nanostores/react";
import { formatDateNG } from "@/shared/domain/dates";
import { $notifications } from "@/stores/notifications";
import { Loading } from "../ui/Loading";
import { ScreenHeader } from "../ui/ScreenHeader";
import "./notifications.css";

export function Notifications() {
  const { data: notifications, loading } = useStore($notifications);

  return (
    <>
      <ScreenHeader title="Notifications" />
      {loading && !notifications ? (
        <Loading label="Loading notifications..." />
      ) : !notifications || notifications.length === 0 ? (
        <section className="dash-empty">
          <h2>No Notifications Yet</h2>
        </section>
      ) : (
        <ul className="dash-notes">
          {notifications.map((note) => (
            <li key={note._id} className="dash-card dash-notes__item">
              <h2 className="dash-notes__title">{note.title}</h2>
              <p className="dash-notes__date">
                <time dateTime={note.createdAt}>{formatDateNG(note.createdAt)}</time>
              </p>
              <p className="dash-notes__message">{note.message}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
