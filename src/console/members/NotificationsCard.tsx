/** The notifications the club sent the member, newest first. */
import { lagosTime } from "../publishing";
import { Card, type MemberData, NewestOf } from "./MemberCard";

export function NotificationsCard({ notifications }: { notifications: MemberData["notifications"] }) {
  return (
    <Card id="member-notifications" title="Notifications sent">
      {notifications.items.length === 0 ? (
        <p>None.</p>
      ) : (
        <ol className="console-member__list">
          {notifications.items.map((note) => (
            <li key={note._id}>
              <strong>{note.title}</strong> {note.message}
              <span className="console-table__sub">{lagosTime(note.createdAt)}</span>
            </li>
          ))}
        </ol>
      )}
      <NewestOf shown={notifications.items.length} total={notifications.total} />
    </Card>
  );
}
