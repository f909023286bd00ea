/** Upcoming Tournaments: one tournament per slide with previous and next buttons that stop at the ends. */
import { useState } from "react";
import type { Tournament } from "@/shared/api/contract";
import { dayOfMonth, monthYear } from "@/shared/domain/date-display";
import { clampIndex } from "./overview";

export function TournamentCarousel({ tournaments }: { tournaments: readonly Tournament[] }) {
  const [wanted, setWanted] = useState(0);
  const index = clampIndex(wanted, tournaments.length);
  const tournament = tournaments[index];

  return (
    <section
      className="dash-card dash-carousel"
      aria-labelledby="carousel-title"
      aria-roledescription="carousel"
    >
      <h2 id="carousel-title" className="dash-card__label">
        Upcoming Tournaments
      </h2>
      {tournament ? (
        <>
          <div className="dash-carousel__slide" aria-live="polite">
            <p className="visually-hidden">
              Tournament {index + 1} of {tournaments.length}
            </p>
            <div className="dash-carousel__date">
              <span className="dash-carousel__month">{monthYear(tournament.date)}</span>
              <span className="dash-carousel__day">{dayOfMonth(tournament.date)}</span>
            </div>
            <div>
              <h3 className="dash-carousel__name">{tournament.name}</h3>
              <p className="dash-carousel__location">{tournament.location}</p>
            </div>
          </div>
          <div className="dash-carousel__controls">
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setWanted(clampIndex(index - 1, tournaments.length))}
              disabled={index === 0}
            >
              Previous<span className="visually-hidden"> tournament</span>
            </button>
            <span aria-hidden="true" className="dash-carousel__count">
              {index + 1} / {tournaments.length}
            </span>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setWanted(clampIndex(index + 1, tournaments.length))}
              disabled={index === tournaments.length - 1}
            >
              Next<span className="visually-hidden"> tournament</span>
            </button>
          </div>
        </>
      ) : (
        <p className="dash-carousel__empty">No upcoming tournaments yet</p>
      )}
    </section>
  );
}
