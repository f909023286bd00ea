/**
 * Whether the club mails a copy of each notification: saved at once on the server. The
 * notifications themselves always appear in the dashboard.
 */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import { $notificationSettings, $saveNotificationMail } from "@/stores/notifications";

export function NotificationMail() {
  const { data: mail } = useStore($notificationSettings);
  const { loading: saving, error, mutate: save } = useStore($saveNotificationMail);

  return (
    <section className="dash-card dash-signout" aria-labelledby="notification-mail-title">
      <h2 id="notification-mail-title" className="dash-billing__section-title">
        Notification Emails
      </h2>
      <label className="dash-autorenew__label">
        <input
          type="checkbox"
          checked={mail ?? true}
          disabled={mail === undefined || saving}
          onChange={(event) => void save({ notificationMail: event.target.checked })}
          aria-describedby="notification-mail-help"
        />
        Email me a copy of club notifications
      </label>
      <p id="notification-mail-help" className="dash-autorenew__help">
        Notifications always appear under Notifications here; this only stops the emails.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </section>
  );
}
