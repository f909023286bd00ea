/**
 * The top bar: member badge, picture or initial, training plan pill (a linked coach sees "Coach"
 * instead), the Club console link (staff and admins only, as /me says) and the Go Home link.
 */
import { useStore } from "@nanostores/react";
import { Suspense } from "react";
import { initial } from "@/shared/domain/greeting";
import { isConsoleRole } from "@/shared/domain/roles";
import { isPaid } from "@/shared/domain/subscription";
import { $playerTraining } from "@/stores/billing";
import { isPending } from "@/stores/fetcher";
import { $actingPlayer, $user } from "@/stores/session";
import { $me } from "@/stores/user";
import { LoadingLine } from "@/ui/LoadingLine";
import { retryableLazy } from "@/ui/retryable-lazy";
import { ScreenBoundary } from "@/ui/ScreenBoundary";
import { useMemberPlans } from "../billing/member-plans";
import { trainingPlanLabel } from "../billing/subscription";
import { AddChildLink } from "../family/AddChildLink";

// The player switcher (and the family read it makes) loads only for a guardian: everyone else's first
// load carries neither (docs/decisions/0225-first-visit.md).
const PlayerSwitcher = retryableLazy(() => import("../family/PlayerSwitcher"));

export function TopBar() {
  const sessionUser = useStore($user);
  const { data: me } = useStore($me);
  const account = useMemberPlans();
  const { membership } = account;
  // Showing a child's dashboard, the pill is the child's own training (it follows the switcher).
  const acting = useStore($actingPlayer);
  const child = useStore($playerTraining);
  const { training, pending, unknown } = acting
    ? {
        training: child.data?.training,
        pending: isPending(child),
        unknown: child.error !== undefined && !child.data,
      }
    : account;
  // The stored session draws the bar at once; /me refreshes it.
  const user = me ?? sessionUser;
  const paidMember = isPaid(membership);

  return (
    <header className="dash-top">
      <div className="dash-top__member">
        {user?.picture ? (
          <img className="dash-top__avatar" src={user.picture} alt="" width="40" height="40" />
        ) : (
          <span className="dash-top__avatar dash-top__avatar--initial" aria-hidden="true">
            {initial(user?.fullName)}
          </span>
        )}
        <span className="dash-top__name">{user?.fullName}</span>
        {me && (me.family?.guardian ?? true) ? (
          <ScreenBoundary route="" quiet>
            <Suspense fallback={null}>
              <PlayerSwitcher />
            </Suspense>
          </ScreenBoundary>
        ) : (
          me?.family?.junior === false && (
            <div className="dash-top__players">
              <AddChildLink />
            </div>
          )
        )}
        {paidMember && <span className="dash-top__badge">Premium Member</span>}
      </div>
      {/* An unknown training plan is left out rather than shown as none. */}
      {me?.linkedCoach ? (
        <span className="dash-top__pill">Coach</span>
      ) : (
        !unknown && (
          <span className="dash-top__pill" aria-busy={pending}>
            {pending ? (
              <LoadingLine length="short" label="Loading your training plan..." />
            ) : (
              trainingPlanLabel(training)
            )}
          </span>
        )
      )}
      {me?.consoleRole !== undefined && isConsoleRole(me.consoleRole) && (
        <a className="dash-top__console" href="/staff">
          Club console
        </a>
      )}
      <a className="dash-top__home" href="/">
        Go Home
      </a>
    </header>
  );
}
