/** One tournament's gate: the scanner, the counters, the phone's name, admissions without a ticket and the scan log. */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { gateDayWarning } from "@/shared/domain/gate";
import { openConsolePath } from "@/stores/console-router";
import { $gate, $gateCounts, openGate } from "@/stores/gate";
import { Loading } from "@/ui/Loading";
import { ConsoleHeader } from "../ui/Header";
import { prepareDetector } from "./camera";
import { DeviceName } from "./DeviceName";
import { HolderSearch } from "./HolderSearch";
import { ScanLog } from "./ScanLog";
import { Scanner } from "./Scanner";
import { WithoutTicket } from "./WithoutTicket";

export function Gate({ tournamentId }: { tournamentId: string }) {
  const gate = useStore($gate);
  const counts = useStore($gateCounts);
  useEffect(() => openGate(tournamentId, prepareDetector), [tournamentId]);

  if (gate.tournamentId !== tournamentId || (gate.pack === undefined && !gate.problem)) {
    return <Loading label="Opening the tournament..." />;
  }
  const name = gate.pack?.tournament.name ?? gate.status?.tournament.name ?? "Tournament";
  const notToday = gate.status ? gateDayWarning(gate.status.tournament.startsAt, new Date()) : null;

  return (
    <section className="gate">
      <ConsoleHeader
        title={`Check-in: ${name}`}
        lead={
          gate.online
            ? "Online: every scan is checked with the club."
            : "Offline: scans are checked on this phone and synced later."
        }
        actions={
          <a
            className="btn btn-secondary"
            href="/staff/check-in"
            onClick={(event) => {
              event.preventDefault();
              openConsolePath("/staff/check-in");
            }}
          >
            Change tournament
          </a>
        }
      />
      {notToday && (
        <p className="dash-alert" role="status">
          {notToday}
        </p>
      )}
      {gate.offlineReady && <p className="gate-ready">Kept on this phone: scanning works without network.</p>}
      {gate.pack === null && (
        <p className="dash-alert" role="alert">
          This tournament was not opened with network on this phone, so its tickets cannot be checked offline.
        </p>
      )}
      <Scanner title={name} />
      <div className="gate-counts">
        <p>
          <span className="gate-counts__figure">{counts?.admitted ?? "—"}</span> admitted
        </p>
        <p>
          <span className="gate-counts__figure">{counts?.remaining ?? "—"}</span> remaining
        </p>
        <p>
          <span className="gate-counts__figure">{gate.pending.waiting}</span> waiting to sync
        </p>
      </div>
      {gate.status && gate.status.withoutTicket > 0 && (
        <p className="gate-counts__note">
          {gate.status.withoutTicket} of those admitted {gate.status.withoutTicket === 1 ? "was" : "were"} let
          in without a ticket.
        </p>
      )}
      {gate.syncNote && (
        <p className="console-notice" role="status">
          {gate.syncNote}
        </p>
      )}
      <div className="gate-tools">
        <HolderSearch />
        <WithoutTicket />
        <DeviceName />
      </div>
      <ScanLog />
    </section>
  );
}
