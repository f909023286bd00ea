/** Your Overview (/u): greeting, ranking, membership, progress tracker and upcoming tournaments. */

import { useStore } from "@nanostores/react";
import { Suspense, useMemo } from "react";
import { formatDateNG } from "@/shared/domain/date-display";
import { MEMBER_TRAINING_DISCOUNT_TEXT } from "@/shared/domain/membership-titles";
import { isPaid } from "@/shared/domain/subscription";
import { $playerTraining } from "@/stores/billing";
import { isPending } from "@/stores/fetcher";
import { $matchSummary, EMPTY_MATCH_SUMMARY } from "@/stores/matches";
import { $actingPlayer, $user } from "@/stores/session";
import { $tournaments } from "@/stores/tournaments";
import { $me } from "@/stores/user";
import { LoadingLine } from "@/ui/LoadingLine";
import { retryableLazy } from "@/ui/retryable-lazy";
import { useMemberPlans } from "../billing/member-plans";
import { membershipTitle, trainingPlanLabel } from "../billing/subscription";
import { NextSessionNote } from "../sessions/NextSessionNote";
import { upcomingTournaments } from "../tournaments/tournament-list";
import { FREE_COMMUNITY_URL, PREMIUM_COMMUNITY_URL } from "./community-links";
import { FreeSessionNote } from "./FreeSessionNote";
import { Greeting } from "./Greeting";
import { MEMBERSHIP_UNKNOWN, rankingText } from "./overview";
import { ProgressTracker } from "./ProgressTracker";
import { TournamentCarousel } from "./TournamentCarousel";
import "./overview.css";

// Only linked coaches load the coach's app, so members' first load does not carry it.
const CoachHome = retryableLazy(() =>
  import("../coach-app/CoachHome").then((m) => ({ default: m.CoachHome })),
);
// A guardian showing a child loads the family read and the child's greeting then.
const ShownPlayerGreeting = retryableLazy(() => import("./ShownPlayerGreeting"));

/** A linked coach lands on their sessions; everyone else on the player's overview. */
export function Overview() {
  const { data: me } = useStore($me);
  return me?.linkedCoach ? (
    <Suspense fallback={<p className="dash-loading">Loading your sessions...</p>}>
      <CoachHome />
    </Suspense>
  ) : (
    <PlayerOverview />
  );
}

function PlayerOverview() {
  const sessionUser = useStore($user);
  const { data: me } = useStore($me);
  const { membership, pending: membershipPending, unknown: membershipUnknown } = useMemberPlans();
  const summaryRead = useStore($matchSummary);
  const { data: tours, loading: toursLoading } = useStore($tournaments);
  const upcoming = useMemo(() => upcomingTournaments(tours ?? [], new Date()), [tours]);

  const acting = useStore($actingPlayer);
  const summaryPending = isPending(summaryRead);
  const summary = summaryRead.data ?? EMPTY_MATCH_SUMMARY;
  const paid = membershipUnknown ? undefined : isPaid(membership);
  const ranking = rankingText(summary.cMatch);

  return (
    <>
      {acting ? (
        <ShownPlayerGreeting playerId={acting} />
      ) : (
        <Greeting fullName={(me ?? sessionUser)?.fullName} />
      )}
      <NextSessionNote />
      <div className="dash-overview">
        <section className="dash-card" aria-labelledby="ranking-title" aria-busy={summaryPending}>
          <h2 id="ranking-title" className="dash-card__label">
            Your Ranking
          </h2>
          {summaryPending ? (
            <>
              <p className="dash-card__figure">
                <LoadingLine length="short" label="Loading your ranking..." />
              </p>
              <p className="dash-overview__note dash-overview__rating">
                <LoadingLine length="long" />
              </p>
            </>
          ) : (
            <>
              <p className="dash-card__figure">{ranking.rank}</p>
              {/* Kept when empty: it holds the room the loading line held. */}
              <p className="dash-overview__note dash-overview__rating">{ranking.improvement}</p>
            </>
          )}
          <a className="dash-overview__link" href="/u/matches">
            See your matches
          </a>
        </section>

        <section className="dash-card" aria-labelledby="membership-title" aria-busy={membershipPending}>
          <h2 id="membership-title" className="dash-card__label">
            Your Membership
          </h2>
          {membershipPending ? (
            <>
              <p className="dash-card__figure">
                <LoadingLine label="Loading your membership..." />
              </p>
              <p className="dash-overview__note">
                <LoadingLine length="long" />
              </p>
              <span className="dash-overview__link">
                <LoadingLine />
              </span>
            </>
          ) : paid === undefined ? (
            <>
              <p className="dash-card__figure">--</p>
              <p className="dash-overview__note">{MEMBERSHIP_UNKNOWN}</p>
            </>
          ) : paid ? (
            <>
              <p className="dash-card__figure">{membershipTitle(membership)} Plan</p>
              <p className="dash-overview__note">
                Get {MEMBER_TRAINING_DISCOUNT_TEXT}% discount on your next training plan
              </p>
              <FreeSessionNote />
              <a className="dash-overview__link" href={PREMIUM_COMMUNITY_URL}>
                Join the premium community group
              </a>
            </>
          ) : (
            <>
              <p className="dash-card__figure">Free</p>
              <p className="dash-overview__note">
                <a href="/u/billings">Upgrade to get training discount</a>
              </p>
              <a className="dash-overview__link" href={FREE_COMMUNITY_URL}>
                Join the free community group
              </a>
            </>
          )}
        </section>

        <TrainingCard />

        <ProgressTracker
          played={summary.cMatch.totalMatches}
          won={summary.matchesWon}
          membershipPaid={paid}
          pending={membershipPending || summaryPending}
        />

        {toursLoading && !tours ? (
          <section className="dash-card dash-carousel" aria-busy="true">
            <h2 className="dash-card__label">Upcoming Tournaments</h2>
            <p className="dash-loading">Loading tournaments...</p>
          </section>
        ) : (
          <TournamentCarousel tournaments={upcoming} />
        )}
      </div>
    </>
  );
}

/** The shown player's own training package and coach: a child's when the switcher shows a child. */
function TrainingCard() {
  const read = useStore($playerTraining);
  const { data } = read;
  return (
    <section className="dash-card" aria-labelledby="training-title" aria-busy={isPending(read)}>
      <h2 id="training-title" className="dash-card__label">
        Training
      </h2>
      {!data ? (
        read.error !== undefined ? (
          <p className="dash-overview__note">We could not load the training plan.</p>
        ) : (
          <p className="dash-card__figure">
            <LoadingLine label="Loading the training plan..." />
          </p>
        )
      ) : (
        <>
          <p className="dash-card__figure">{trainingPlanLabel(data.training)}</p>
          {isPaid(data.training) && data.training.endDate && (
            <p className="dash-overview__note">Until {formatDateNG(data.training.endDate)}</p>
          )}
          <p className="dash-overview__note">
            {data.coach
              ? `Coach: ${data.coach.coachName}${data.coach.status === "Pending" ? " (being confirmed)" : ""}`
              : "No coach yet"}
          </p>
          <a className="dash-overview__link" href={isPaid(data.training) ? "/u/training" : "/u/billings"}>
            {isPaid(data.training) ? "See the training sessions" : "Choose a training package"}
          </a>
        </>
      )}
    </section>
  );
}
