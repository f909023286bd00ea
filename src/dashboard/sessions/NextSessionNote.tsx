/** On the overview: "Next session: Tuesday 17:00, Court 2, Coach Oluwaseun", linking to Training. */
import { useStore } from "@nanostores/react";
import { $mySessions } from "@/stores/training";

/**
 * Its line is held whether or not there is a session to name, so the cards below do not move when
 * the sessions' answer comes after them (docs/decisions/0256-overview-layout-and-first-load.md).
 */
export function NextSessionNote() {
  const { data } = useStore($mySessions);
  return (
    <p className="dash-overview__note dash-overview__next-session">
      {data?.nextSession && <a href="/u/training">{data.nextSession}</a>}
    </p>
  );
}
