/**
 * Billings (/u/billings): current plan, auto-renew, membership and training packages, the Payment
 * Summary overlay (also opened on load by a `pay` query parameter), Billing History, and the account
 * area: Download my data, Sign out everywhere and Delete Account.
 */

import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { TrainingDuration, TrainingPackage } from "@/shared/api/contract";
import { formatDateNG } from "@/shared/domain/dates";
import {
  isPaidMembershipPlan,
  type MembershipPlan,
  pricedMembershipPlans,
} from "@/shared/domain/membership-plans";
import { membershipSelection, type PaymentSelection } from "@/shared/domain/signup-link";
import { isPaid } from "@/shared/domain/subscription";
import { $billingInfo, $playerTraining } from "@/stores/billing";
import { $membershipPrices, $trainingPackages } from "@/stores/billing-choices";
import { $family } from "@/stores/family";
import { $router, redirectPage } from "@/stores/router";
import { $actingPlayer } from "@/stores/session";
import { $me } from "@/stores/user";
import { retryableLazy } from "@/ui/retryable-lazy";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { usePayment } from "../payments/use-payment";
import { AutoRenew } from "./AutoRenew";
import { DeleteAccount } from "./DeleteAccount";
import { DownloadMyData } from "./DownloadMyData";
import { MembershipPlans, membershipPaymentKey } from "./MembershipPlans";
import { NotificationMail } from "./NotificationMail";
import { PaymentSummaryDialog } from "./PaymentSummaryDialog";
import { SignOutEverywhere } from "./SignOutEverywhere";
import { selectionFromSearch, trainingSelection } from "./selection";
import { membershipTitle, trainingPlanLabel } from "./subscription";
import { TrainingPackages, trainingPaymentKey } from "./TrainingPackages";
import "./billing.css";

/** Loaded when opened: most members never pay for several players (0200). */
const FamilyCheckout = retryableLazy(() =>
  import("./FamilyCheckout").then((m) => ({ default: m.FamilyCheckout })),
);

/** The key of the button that pays for a selection. */
function paymentKey(selection: PaymentSelection | null): string | null {
  switch (selection?.type) {
    case undefined:
      return null;
    case "Membership Package":
      return membershipPaymentKey(selection);
    case "Training Package":
      return trainingPaymentKey(selection);
    case "Coach Pairing":
    case "Ticket":
      return `${selection.type}:${selection.key}`;
  }
}

export function Billings({ search }: { search: Record<string, string> }) {
  const { data: billing, error: billingError, loading: billingLoading } = useStore($billingInfo);
  const { data: me } = useStore($me);
  const { data: packages, loading: packagesLoading } = useStore($trainingPackages);
  const { data: prices, loading: pricesLoading } = useStore($membershipPrices);
  const plans = useMemo(() => {
    try {
      return prices ? pricedMembershipPlans(prices) : null;
    } catch {
      // A price list without every plan: shown as not available rather than half priced.
      return null;
    }
  }, [prices]);
  const [selection, setSelection] = useState<PaymentSelection | null>(null);
  const { data: family } = useStore($family);
  const [familyOpen, setFamilyOpen] = useState(false);
  const payment = usePayment();

  const membership = billing?.membership;
  const membershipPaid = isPaid(membership);
  // Showing a child's dashboard, the training is the child's (a package bought here is for them,
  // and their own package is what stops a second one); the membership stays the account's.
  const acting = useStore($actingPlayer);
  const shownTraining = useStore($playerTraining).data?.training;
  const child = acting ? family?.players.find((p) => p._id === acting && !p.self) : undefined;
  const training = child ? shownTraining : billing?.training;
  const trainingPaid = isPaid(training);
  const autoRenew = me?.autoRenew ?? false;

  // Open the Payment Summary once for a `pay` parameter, when the prices it needs are known.
  const openedFromLink = useRef(false);
  const payParam = search.pay;
  const billingSettled = billing !== undefined || billingError !== undefined;
  useEffect(() => {
    if (openedFromLink.current || payParam === undefined || !billingSettled || !packages || !plans) return;
    openedFromLink.current = true;
    const fromLink = selectionFromSearch(
      new URLSearchParams({ pay: payParam }),
      { training: packages, membership: prices ?? [] },
      membershipPaid,
    );
    if (fromLink)
      setSelection(fromLink.type === "Membership Package" ? { autoRenew, ...fromLink } : fromLink);
  }, [payParam, billingSettled, packages, plans, prices, membershipPaid, autoRenew]);

  function closeSummary() {
    setSelection(null);
    payment.clearError();
    // The link's selection is done with: a reload must not open it again.
    if (payParam !== undefined) redirectPage($router, "billings");
  }

  function joinPlan(plan: MembershipPlan) {
    // The free plan is never bought: its button stays disabled.
    if (isPaidMembershipPlan(plan)) setSelection({ ...membershipSelection(plan), autoRenew });
  }

  function payTraining(pkg: TrainingPackage, duration: TrainingDuration) {
    setSelection(trainingSelection(pkg, duration, membershipPaid));
  }

  function pay(chosen: PaymentSelection) {
    void payment.pay(chosen, autoRenew);
  }

  const processingKey = paymentKey(payment.processing);

  return (
    <>
      <ScreenHeader title="Billings">Your plans, payments and account.</ScreenHeader>

      <section className="dash-card dash-current" aria-labelledby="current-plan-title">
        <h2 id="current-plan-title" className="dash-card__label">
          Current Plan
        </h2>
        {billingLoading && !billing ? (
          <p className="dash-loading">Loading your plan...</p>
        ) : (
          <>
            <p className="dash-card__figure">{membershipTitle(membership)}</p>
            {membershipPaid && membership?.endDate && (
              <p className="dash-current__end">Current Plan ends on {formatDateNG(membership.endDate)}</p>
            )}
            <p className="dash-current__training">
              {child && `${child.fullName}: `}
              {trainingPlanLabel(training)}
              {trainingPaid && training?.endDate && `, ends on ${formatDateNG(training.endDate)}`}
            </p>
          </>
        )}
        <AutoRenew />
        <a className="dash-current__history" href="/u/billings/history">
          Billing History
        </a>
      </section>

      {payment.error && selection === null && (
        <p className="dash-alert" role="alert">
          {payment.error}
        </p>
      )}

      <MembershipPlans
        plans={plans}
        loading={pricesLoading}
        membershipPaid={membershipPaid}
        processingKey={processingKey}
        onJoin={joinPlan}
      />
      <TrainingPackages
        packages={packages ?? []}
        loading={packagesLoading}
        membershipPaid={membershipPaid}
        trainingPaid={trainingPaid}
        processingKey={processingKey}
        onPay={payTraining}
      />
      {(family?.players.length ?? 0) > 1 && (
        <section className="dash-card" aria-labelledby="family-checkout-title">
          <h2 id="family-checkout-title" className="dash-card__label">
            Family training
          </h2>
          <p>
            Pay for several players' training at once: one payment, one receipt listing each player, and the
            household discount from the second player on.
          </p>
          <button type="button" className="btn btn-primary" onClick={() => setFamilyOpen(true)}>
            Pay for several players
          </button>
        </section>
      )}
      {familyOpen && (
        <Suspense fallback={null}>
          <FamilyCheckout open={familyOpen} onClose={() => setFamilyOpen(false)} />
        </Suspense>
      )}
      <NotificationMail />
      <DownloadMyData />
      <SignOutEverywhere />
      <DeleteAccount />

      <PaymentSummaryDialog
        selection={selection}
        processing={payment.processing !== null}
        error={payment.error}
        onPay={pay}
        onClose={closeSummary}
      />
    </>
  );
}
