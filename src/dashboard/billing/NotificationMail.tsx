/**
 * Whether the club mails a copy of each notification: saved at once on the server. The
 * notifications themselves always appear in the dashboard.
 */
import { notificationMail } from "@/stores/settings";
import { SettingCheckbox } from "@/ui/SettingCheckbox";

export function NotificationMail() {
  return (
    <SettingCheckbox
      title="Notification Emails"
      label="Email me a copy of club notifications"
      help="Notifications always appear under Notifications here; this only stops the emails."
      setting={notificationMail}
    />
  );
}
