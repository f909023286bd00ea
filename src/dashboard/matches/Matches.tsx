/**
 * Matches (/u/matches): Matches Played and the member's recorded matches
 * (docs/decisions/0008-contact-matches-videos-resources.md), how they appear on the public club
 * ladder (`LadderSettings`), and the published draws the member plays in
 * (docs/decisions/0112-draw-corrections-and-entrants-matches.md).
 */
import { useStore } from "@nanostores/react";
import { formatDateNG } from "@/shared/domain/dates";
import { $earlierMatches, showEarlierMatches } from "@/stores/match-lists";
import { $matchSummary } from "@/stores/matches";
import { Loading } from "@/ui/Loading";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { LadderSettings } from "./LadderSettings";
import { OpenMatches } from "./OpenMatches";
import { RatingChart } from "./RatingChart";
import { ReportFriendly } from "./ReportFriendly";
import { YourDraws } from "./YourDraws";
import "./matches.css";

export function Matches() {
  const { data: summary, loading } = useStore($matchSummary);
  const earlier = useStore($earlierMatches);
  const matches = summary ? [...summary.matches, ...earlier.items] : [];
  const more = earlier.more ?? summary?.moreMatches ?? false;

  return (
    <>
      <ScreenHeader title="Matches" />
      <ReportFriendly />
      <OpenMatches />
      <YourDraws />
      {loading && !summary ? (
        <Loading label="Loading matches..." />
      ) : (
        <>
          <div className="dash-matches__stats">
            <section className="dash-card">
              <h2 className="dash-card__label">Matches Played</h2>
              <p className="dash-card__figure">{summary?.cMatch.totalMatches ?? 0}</p>
            </section>
            <section className="dash-card">
              <h2 className="dash-card__label">Matches Won</h2>
              <p className="dash-card__figure">{summary?.matchesWon ?? 0}</p>
            </section>
          </div>
          {summary?.ratingHistory && summary.ratingHistory.length > 0 && (
            <RatingChart history={summary.ratingHistory} />
          )}
          <LadderSettings />
          {matches.length === 0 ? (
            <section className="dash-empty">
              <h2>No matches yet</h2>
              <p>Matches you play in the club's tournaments and friendlies show up here.</p>
            </section>
          ) : (
            <div className="dash-matches__scroll">
              <table className="dash-matches">
                <caption className="visually-hidden">Your matches, most recent first</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Tournament</th>
                    <th scope="col">Opponent</th>
                    <th scope="col">Score</th>
                    <th scope="col">Result</th>
                  </tr>
                </thead>
                <tbody>
                  {matches.map((match) => (
                    <tr key={match._id}>
                      <td>{formatDateNG(match.playedAt)}</td>
                      <td>{match.tournamentName}</td>
                      <td>{match.opponent}</td>
                      <td>{match.score}</td>
                      <td>
                        <span
                          className={`dash-matches__result dash-matches__result--${match.won ? "won" : "lost"}`}
                        >
                          {match.won ? "Won" : "Lost"}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {matches.length > 0 && (more || earlier.failed) && (
            <p className="dash-matches__earlier">
              <button
                type="button"
                className="btn btn-outline"
                disabled={earlier.loading}
                onClick={() => void showEarlierMatches()}
              >
                {earlier.loading ? "Loading earlier matches..." : "Show earlier matches"}
              </button>
              {earlier.failed && <span role="alert"> Could not load earlier matches.</span>}
            </p>
          )}
        </>
      )}
    </>
  );
}
