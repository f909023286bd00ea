/** Tickets two phones both let in while offline, and the gate's scan log, newest first. */
import { useStore } from "@nanostores/react";
import type { DoubleAdmission } from "@/shared/api/console-contract";
import { OUTCOME_LABEL } from "@/shared/domain/gate";
import { $gate } from "@/stores/gate";
import { lagosTime } from "../publishing";

function uniqueDoubles(list: DoubleAdmission[]): DoubleAdmission[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.ticketId}-${d.second.at}-${d.second.deviceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function ScanLog() {
  const { doubles, status } = useStore($gate);
  const allDoubles = uniqueDoubles([...doubles, ...(status?.doubleAdmissions ?? [])]);
  return (
    <>
      {allDoubles.length > 0 && (
        <div className="dash-alert" role="alert">
          <p>Let in twice while offline:</p>
          <ul>
            {allDoubles.map((d) => (
              <li key={`${d.ticketId}-${d.second.at}`}>
                {d.holder} ({d.token}): {d.first.deviceId} at {lagosTime(d.first.at)}, then{" "}
                {d.second.deviceId} at {lagosTime(d.second.at)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {status && status.log.length > 0 && (
        <>
          <h2 id="gate-log-title">Scan log</h2>
          <div className="console-table-wrap">
            <table className="console-table gate-log" aria-labelledby="gate-log-title">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Ticket</th>
                  <th scope="col">Result</th>
                  <th scope="col">Device</th>
                </tr>
              </thead>
              <tbody>
                {status.log.map((entry) => (
                  <tr key={entry._id}>
                    <td data-label="When">{lagosTime(entry.scannedAt)}</td>
                    <td data-label="Ticket">
                      {entry.holder
                        ? `${entry.holder} (${entry.token})`
                        : entry.withoutTicket
                          ? "No ticket"
                          : "—"}
                    </td>
                    <td data-label="Result">
                      {entry.withoutTicket
                        ? `Let in without a ticket: ${entry.withoutTicket}`
                        : OUTCOME_LABEL[entry.outcome]}
                      {entry.offline ? " · offline" : ""}
                      {entry.doubleAdmission ? " · let in twice" : ""}
                    </td>
                    <td data-label="Device">{entry.deviceName ?? entry.deviceId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
