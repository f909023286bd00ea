/** On the overview: "Next session: Tuesday 17:00, Court 2, Coach Oluwaseun", linking to Training. */
import { useStore } from "@nanostores/react";
import { $mySessions } from "@/stores/training";

export function NextSessionNote() {
  const { data } = useStore($mySessions);
  if (!data?.nextSession) return null;
  return (
    <p className="dash-overview__note dash-overview__next-session">
      <a href="/u/training">{data.nextSession}</a>
    </p>
  );
}
