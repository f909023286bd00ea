/**
 * The Progress Tracker card: wins against matches played. Active only for paid members with
 * matches; otherwise dimmed with the reason. Chart.js is fetched only when the chart is shown.
 */
import { useEffect, useRef } from "react";
import { progressTrackerState } from "./overview";

/** The ring colours, read from the design tokens so the chart matches the legend. */
function tokenColours(): { played: string; won: string } {
  const styles = getComputedStyle(document.documentElement);
  return {
    played: styles.getPropertyValue("--color-brand").trim(),
    won: styles.getPropertyValue("--color-accent").trim(),
  };
}

function Doughnut({ played, won }: { played: number; won: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let removeChart: (() => void) | undefined;
    let cancelled = false;
    // Chart.js is fetched and run once the card comes near the screen: on a phone the card is below
    // the first screen, which then opens without that work (docs/decisions/0256-overview-layout-and-first-load.md).
    const watch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watch.disconnect();
        import("./doughnut-chart")
          .then(({ drawDoughnut }) => {
            if (cancelled || !canvasRef.current) return;
            removeChart = drawDoughnut(canvasRef.current, { played, won, colours: tokenColours() });
          })
          .catch((error: unknown) => console.error("Could not load the progress chart", error));
      },
      { rootMargin: "200px" },
    );
    if (canvasRef.current) watch.observe(canvasRef.current);
    return () => {
      cancelled = true;
      watch.disconnect();
      removeChart?.();
    };
  }, [played, won]);

  return (
    <div className="dash-tracker__chart">
      <canvas ref={canvasRef} role="img" aria-label={`Won ${won} of ${played} matches played`} />
    </div>
  );
}

export function ProgressTracker({
  played,
  won,
  membershipPaid,
  pending,
}: {
  played: number;
  won: number;
  /** Undefined when the membership is unknown. */
  membershipPaid: boolean | undefined;
  /** The membership or the match figures are still loading: an empty ring holds the chart's place. */
  pending: boolean;
}) {
  const state = progressTrackerState(played, membershipPaid);
  return (
    <section
      className={`dash-card dash-tracker${state.active || pending ? "" : " is-dimmed"}`}
      aria-labelledby="tracker-title"
      aria-busy={pending}
    >
      <h2 id="tracker-title" className="dash-card__label">
        Progress Tracker
      </h2>
      {pending ? (
        <div className="dash-tracker__notice">
          <p className="visually-hidden">Loading your progress...</p>
        </div>
      ) : state.active ? (
        <Doughnut played={played} won={won} />
      ) : (
        <div className="dash-tracker__notice">
          <p>{state.message}</p>
        </div>
      )}
      <ul className="dash-tracker__legend">
        <li>
          <span className="dash-tracker__swatch dash-tracker__swatch--played" aria-hidden="true" />
          Matches Played{state.active && !pending && <strong>{played}</strong>}
        </li>
        <li>
          <span className="dash-tracker__swatch dash-tracker__swatch--won" aria-hidden="true" />
          Matches Won{state.active && !pending && <strong>{won}</strong>}
        </li>
      </ul>
    </section>
  );
}
