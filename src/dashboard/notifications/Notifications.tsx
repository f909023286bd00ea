/**
 * Notifications (/u/notifications): title, date and message, newest first, a page at a time (older
 * pages on asking); unread ones marked; then where else the club's messages reach the member
 * (WhatsApp, SMS, this device).
 */
import { useStore } from "@nanostores/react";
import { formatDateNG } from "@/shared/domain/dates";
import {
  $markRead,
  $notifications,
  $olderNotifications,
  $unreadNotifications,
  showOlderNotifications,
} from "@/stores/notifications";
import { Loading } from "@/ui/Loading";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { MessageChannels } from "./MessageChannels";
import "./notifications.css";

export function Notifications() {
  const { data: newest, loading } = useStore($notifications);
  const older = useStore($olderNotifications);
  const { data: unreadCount } = useStore($unreadNotifications);
  const marking = useStore($markRead);
  const notifications = newest && [...newest.notifications, ...older.notifications];
  const more = older.more ?? newest?.more ?? false;
  // The server's count: older pages may not be shown yet.
  const unread = unreadCount ?? notifications?.filter((note) => note.readAt === null).length ?? 0;

  return (
    <>
      <ScreenHeader title="Notifications" />
      {unread > 0 && (
        <p className="dash-notes__bar">
          <span>{unread === 1 ? "1 unread notification" : `${unread} unread notifications`}</span>
          <button
            type="button"
            className="btn btn-outline"
            disabled={marking.loading}
            onClick={() => void $markRead.mutate({ id: null })}
          >
            Mark all read
          </button>
        </p>
      )}
      {loading && !notifications ? (
        <Loading label="Loading notifications..." />
      ) : !notifications || notifications.length === 0 ? (
        <section className="dash-empty">
          <h2>No Notifications Yet</h2>
        </section>
      ) : (
        <ul className="dash-notes">
          {notifications.map((note) => (
            <li
              key={note._id}
              className={`dash-card dash-notes__item${note.readAt === null ? " is-unread" : ""}`}
            >
              <h2 className="dash-notes__title">
                {note.readAt === null && <span className="dash-notes__new">New</span>}
                {note.title}
              </h2>
              <p className="dash-notes__date">
                <time dateTime={note.createdAt}>{formatDateNG(note.createdAt)}</time>
              </p>
              <p className="dash-notes__message">{note.message}</p>
              {note.readAt === null && (
                <button
                  type="button"
                  className="btn btn-outline dash-notes__read"
                  disabled={marking.loading}
                  aria-label={`Mark read: ${note.title}`}
                  onClick={() => void $markRead.mutate({ id: note._id })}
                >
                  Mark read
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {notifications && notifications.length > 0 && (more || older.failed) && (
        <p className="dash-notes__older">
          <button
            type="button"
            className="btn btn-outline"
            disabled={older.loading}
            onClick={() => void showOlderNotifications()}
          >
            {older.loading ? "Loading older notifications..." : "Show older notifications"}
          </button>
          {older.failed && <span role="alert"> Could not load older notifications.</span>}
        </p>
      )}
      <MessageChannels />
    </>
  );
}
