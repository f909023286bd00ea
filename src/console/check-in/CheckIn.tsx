/**
 * The gate scanner (/staff/check-in): pick a tournament, then scan tickets with the camera or type
 * their token. Each scan answers at once in colour, words and sound; with no network the phone
 * decides from what it kept when the tournament was opened, and syncs when the network returns.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Loading } from "@/dashboard/ui/Loading";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import { keepAppOffline } from "@/lib/offline/keep-app";
import * as calls from "@/shared/api/all-calls";
import type {
  CheckInStatusResponse,
  DoubleAdmission,
  GatePackResponse,
  StaffTournament,
} from "@/shared/api/console-contract";
import { openConsolePath } from "@/stores/console-router";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { beep, prepareDetector, startScanning } from "./camera";
import { type GateAnswer, openTournament, pendingScans, scan, syncScans } from "./gate-client";
import "./check-in.css";

const OUTCOME_LABEL: Record<GateAnswer["outcome"], string> = {
  admitted: "Valid",
  already: "Already checked in",
  void: "Void",
  "wrong-tournament": "Wrong tournament",
  unknown: "Not our ticket",
};

/** The same code read again within this time is the same scan, not a second one. */
const REPEAT_MS = 3000;

export function CheckIn({ search }: { search: Record<string, string | undefined> }) {
  const tournamentId = search.t ?? null;
  return tournamentId ? <Gate tournamentId={tournamentId} /> : <PickTournament />;
}

function PickTournament() {
  const [list, setList] = useState<StaffTournament[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    call(calls.staffTournaments, { query: { when: "upcoming", pageSize: 100 } })
      .then((page) => setList(page.items))
      .catch((failure) => setError(errorMessage(failure)));
  }, []);
  return (
    <section>
      <ConsoleHeader title="Check-in" lead="Pick the tournament whose gate you are at." />
      {error ? (
        <p className="dash-alert" role="alert">
          {error}
        </p>
      ) : !list ? (
        <Loading label="Loading tournaments..." />
      ) : list.length === 0 ? (
        <p className="dash-empty">No upcoming tournaments.</p>
      ) : (
        <ul className="gate-picker">
          {list.map((t) => (
            <li key={t._id}>
              <a
                className="gate-picker__item"
                href={`/staff/check-in?t=${t._id}`}
                onClick={(event) => {
                  event.preventDefault();
                  openConsolePath(`/staff/check-in?t=${t._id}`);
                }}
              >
                <strong>{t.name}</strong>
                <span>
                  {lagosTime(t.startsAt)} · {t.location} · {t.ticketsSold}{" "}
                  {t.ticketsSold === 1 ? "ticket" : "tickets"}
                  {t.cancelled ? " · cancelled" : ""}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Gate({ tournamentId }: { tournamentId: string }) {
  const [pack, setPack] = useState<GatePackResponse | null | undefined>(undefined);
  const [status, setStatus] = useState<CheckInStatusResponse | null>(null);
  const [answer, setAnswer] = useState<GateAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [online, setOnline] = useState(navigator.onLine);
  const [pending, setPending] = useState(0);
  const [doubles, setDoubles] = useState<DoubleAdmission[]>([]);
  const [syncNote, setSyncNote] = useState<string | null>(null);
  const [camera, setCamera] = useState<"off" | "starting" | "on">("off");
  const [offlineReady, setOfflineReady] = useState(false);
  const [typed, setTyped] = useState("");
  const video = useRef<HTMLVideoElement>(null);
  const stopCamera = useRef<(() => void) | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);

  const refresh = useCallback(async () => {
    setPending(await pendingScans(tournamentId));
    if (!navigator.onLine) return;
    try {
      setStatus(await call(calls.checkInStatus, { params: { tournamentId } }));
    } catch {
      // Counts wait for the network.
    }
  }, [tournamentId]);

  const sync = useCallback(async () => {
    try {
      const result = await syncScans(tournamentId);
      if (result && result.synced > 0) {
        setSyncNote(`${result.synced} offline ${result.synced === 1 ? "scan" : "scans"} synced.`);
        setDoubles(result.doubles);
        setPack(await openTournament(tournamentId));
      }
    } catch (failure) {
      setSyncNote(errorMessage(failure));
    }
    await refresh();
  }, [tournamentId, refresh]);

  useEffect(() => {
    let live = true;
    // Keeps the console and this screen's files for offline use.
    void keepAppOffline("/staff");
    openTournament(tournamentId)
      .then(async (kept) => {
        if (!live) return;
        setPack(kept);
        await sync();
        // Load the decoder while there is network, so the camera works offline too.
        if (kept) {
          await prepareDetector()
            // Hands the service worker the decoder's chunk and .wasm too, now they are loaded.
            .then(() => keepAppOffline("/staff"))
            .then(() => live && setOfflineReady(true))
            .catch(() => undefined);
        }
      })
      .catch((failure) => live && setProblem(errorMessage(failure)));
    const wentOnline = () => {
      setOnline(true);
      void sync();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener("online", wentOnline);
    window.addEventListener("offline", wentOffline);
    const timer = setInterval(() => void refresh(), 5000);
    return () => {
      live = false;
      window.removeEventListener("online", wentOnline);
      window.removeEventListener("offline", wentOffline);
      clearInterval(timer);
      stopCamera.current?.();
    };
  }, [tournamentId, sync, refresh]);

  const check = useCallback(
    async (code: string) => {
      const now = Date.now();
      if (last.current && last.current.code === code && now - last.current.at < REPEAT_MS) return;
      last.current = { code, at: now };
      try {
        const result = await scan(tournamentId, code);
        setAnswer(result);
        setProblem(null);
        beep(result.outcome === "admitted");
      } catch (failure) {
        setProblem(errorMessage(failure));
        beep(false);
      }
      void refresh();
    },
    [tournamentId, refresh],
  );

  async function toggleCamera() {
    if (camera !== "off") {
      stopCamera.current?.();
      stopCamera.current = null;
      setCamera("off");
      return;
    }
    setCamera("starting");
    try {
      stopCamera.current = await startScanning(video.current!, (code) => void check(code));
      setCamera("on");
    } catch (failure) {
      setCamera("off");
      setProblem(`The camera could not start (${errorMessage(failure)}). Type the ticket's code instead.`);
    }
  }

  if (pack === undefined && !problem) return <Loading label="Opening the tournament..." />;
  const name = pack?.tournament.name ?? status?.tournament.name ?? "Tournament";

  return (
    <section className="gate">
      <ConsoleHeader
        title={`Check-in: ${name}`}
        lead={
          online
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
      {offlineReady && <p className="gate-ready">Kept on this phone: scanning works without network.</p>}
      {pack === null && (
        <p className="dash-alert" role="alert">
          This tournament was not opened with network on this phone, so its tickets cannot be checked offline.
        </p>
      )}
      <div
        className={`gate-answer gate-answer--${answer ? (answer.outcome === "admitted" ? "ok" : answer.outcome === "already" ? "warn" : "bad") : "idle"}`}
        role="status"
        aria-live="assertive"
        aria-atomic="true"
      >
        {problem ? (
          <p className="gate-answer__title">{problem}</p>
        ) : answer ? (
          <>
            <p className="gate-answer__title">{OUTCOME_LABEL[answer.outcome]}</p>
            <p className="gate-answer__text">{answer.message}</p>
            {answer.outcome === "already" && answer.checkIn && (
              <p className="gate-answer__text">
                Checked in {lagosTime(answer.checkIn.at)} at {answer.checkIn.deviceId}
                {answer.checkIn.staff ? ` by ${answer.checkIn.staff}` : ""}
              </p>
            )}
            {answer.offline && <p className="gate-answer__text">Checked on this phone (offline).</p>}
          </>
        ) : (
          <p className="gate-answer__title">Ready to scan</p>
        )}
      </div>

      <div className="gate-scan">
        {/* biome-ignore lint/a11y/useMediaCaption: a live camera preview has no speech to caption. */}
        <video ref={video} className="gate-video" hidden={camera === "off"} aria-label="Camera preview" />
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void toggleCamera()}
          disabled={camera === "starting"}
        >
          {camera === "off"
            ? "Scan with the camera"
            : camera === "starting"
              ? "Starting the camera..."
              : "Stop the camera"}
        </button>
        <form
          className="gate-type"
          onSubmit={(event) => {
            event.preventDefault();
            const code = typed.trim();
            if (!code) return;
            last.current = null;
            void check(code);
            setTyped("");
          }}
        >
          <label htmlFor="gate-code">Ticket code</label>
          <input
            id="gate-code"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="TC-..."
          />
          <button type="submit" className="btn btn-secondary">
            Check
          </button>
        </form>
      </div>

      <div className="gate-counts">
        <p>
          <span className="gate-counts__figure">{status?.admitted ?? "—"}</span> admitted
        </p>
        <p>
          <span className="gate-counts__figure">{status?.remaining ?? "—"}</span> remaining
        </p>
        <p>
          <span className="gate-counts__figure">{pending}</span> waiting to sync
        </p>
      </div>
      {syncNote && (
        <p className="console-notice" role="status">
          {syncNote}
        </p>
      )}
      {[...doubles, ...(status?.doubleAdmissions ?? [])].length > 0 && (
        <div className="dash-alert" role="alert">
          <p>Let in twice while offline:</p>
          <ul>
            {uniqueDoubles([...doubles, ...(status?.doubleAdmissions ?? [])]).map((d) => (
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
                    <td data-label="Ticket">{entry.holder ? `${entry.holder} (${entry.token})` : "—"}</td>
                    <td data-label="Result">
                      {OUTCOME_LABEL[entry.outcome]}
                      {entry.offline ? " · offline" : ""}
                      {entry.doubleAdmission ? " · let in twice" : ""}
                    </td>
                    <td data-label="Device">{entry.deviceId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function uniqueDoubles(list: DoubleAdmission[]): DoubleAdmission[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.ticketId}-${d.second.at}-${d.second.deviceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
