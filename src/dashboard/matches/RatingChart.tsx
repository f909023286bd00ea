/** The member's rating after each rated match, as a line chart (Chart.js loaded only here). */
import { useEffect, useRef } from "react";
import { formatDateNG } from "@/shared/domain/dates";

export function RatingChart({ history }: { history: readonly { at: string; rating: number }[] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const latest = history.at(-1);

  useEffect(() => {
    let remove: (() => void) | undefined;
    let cancelled = false;
    import("./rating-chart")
      .then(({ drawRatingChart }) => {
        if (cancelled || !canvasRef.current) return;
        const colour = getComputedStyle(document.documentElement).getPropertyValue("--color-brand").trim();
        remove = drawRatingChart(
          canvasRef.current,
          history.map((p) => ({ label: formatDateNG(p.at), rating: p.rating })),
          colour,
        );
      })
      .catch((error: unknown) => console.error("Could not load the rating chart", error));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [history]);

  if (!latest) return null;
  return (
    <section className="dash-card dash-rating" aria-labelledby="rating-title">
      <h2 id="rating-title" className="dash-card__label">
        Rating history
      </h2>
      <div className="dash-rating__chart">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`Your rating after each of ${history.length} rated matches, now ${latest.rating.toFixed(2)}`}
        />
      </div>
    </section>
  );
}
