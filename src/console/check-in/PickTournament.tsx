/** The tournaments whose gate a phone can open: the upcoming ones. */
import { useEffect, useState } from "react";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import * as calls from "@/shared/api/all-calls";
import type { StaffTournament } from "@/shared/api/console-contract";
import { openConsolePath } from "@/stores/console-router";
import { Loading } from "@/ui/Loading";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";

export function PickTournament() {
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
