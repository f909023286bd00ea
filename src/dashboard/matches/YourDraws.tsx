/**
 * Your draws on the Matches page: each published draw the member plays in, read-only, round by
 * round with scores and medallists, as the public Tournaments page shows it (same answer, by
 * public name), the member's own places highlighted. Staff enter the results.
 */
import { useStore } from "@nanostores/react";
import type { MemberDraw } from "@/shared/api/contract";
import { formatDateNG } from "@/shared/domain/dates";
import { drawPlaceLabel } from "@/shared/domain/draw";
import { stopAfter } from "@/shared/domain/public-player-name";
import { $myDraws } from "@/stores/member-draws";

type Place = MemberDraw["rounds"][number][number]["a"];

export function YourDraws() {
  const { data: draws } = useStore($myDraws);
  if (!draws || draws.length === 0) return null;
  return (
    <section className="dash-draws" aria-labelledby="your-draws-title">
      <h2 id="your-draws-title">Your draws</h2>
      {draws.map((draw) => (
        <DrawCard key={draw.tournamentId} draw={draw} />
      ))}
    </section>
  );
}

function DrawCard({ draw }: { draw: MemberDraw }) {
  const titleId = `your-draw-${draw.tournamentId}`;
  return (
    <article className="dash-card dash-draw" aria-labelledby={titleId}>
      <h3 id={titleId}>{draw.tournamentName}</h3>
      <p className="dash-draw__meta">
        {formatDateNG(draw.date)}
        {draw.medallists &&
          ` · Winner: ${draw.medallists.winner}${stopAfter(draw.medallists.winner)} Runner-up: ${draw.medallists.runnerUp}${stopAfter(draw.medallists.runnerUp)}`}
      </p>
      <div className="dash-draw__rounds">
        {draw.rounds.map((round, r) => (
          <section key={round[0]?.roundName ?? r} aria-label={round[0]?.roundName}>
            <h4>{round[0]?.roundName}</h4>
            <ol className="dash-draw__matches">
              {round.map((m, i) => (
                // Places never move within a draw: the index is the match.
                // biome-ignore lint/suspicious/noArrayIndexKey: a draw's places are fixed
                <li key={i} className="dash-draw__match">
                  <PlaceLine place={m.a} won={m.winner === "a"} firstRound={r === 0} />
                  <PlaceLine place={m.b} won={m.winner === "b"} firstRound={r === 0} />
                  {m.score && <span className="dash-draw__score">{m.score}</span>}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </article>
  );
}

function PlaceLine({ place, won, firstRound }: { place: Place; won: boolean; firstRound: boolean }) {
  const label = drawPlaceLabel(place, firstRound);
  const className = won ? "dash-draw__place dash-draw__place--won" : "dash-draw__place";
  return (
    <span className={className}>
      {place?.you ? <mark className="dash-draw__you">{label} (you)</mark> : label}
      {won && <span className="visually-hidden">, winner</span>}
    </span>
  );
}
