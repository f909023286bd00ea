/**
 * The pages the payment provider sends the member back to: Processing payment..., then the
 * server's verdict with its success or failure note (docs/product.md, Dashboard) and a link back. A
 * second payment for something the member already had says so, and that it is being refunded,
 * instead of the server's paid message; a ticket not issued (its tournament sold out or was
 * cancelled before the payment arrived) gives the server's reason and that it is being refunded.
 * A payment still under way (a bank transfer or USSD payment not arrived yet) is no failure: it
 * gets its own calm state, and the page asks again by itself, less and less often, until the
 * server settles it.
 */
import { useEffect, useState } from "react";
import { checkBillingPayment, checkTicketPayment, type PaymentCheck } from "@/stores/payments";
import { ScreenHeader } from "@/ui/ScreenHeader";
import type { PaymentKind } from "./payment-failure";
import {
  DUPLICATE_REFUND,
  OUTCOME_TITLES,
  PENDING_WATCHING,
  PROCESSING_PAYMENT,
  RESULT_TEXTS,
} from "./result-texts";
import "./payments.css";

function ResultView({ kind, result }: { kind: PaymentKind; result: PaymentCheck | null }) {
  const texts = RESULT_TEXTS[kind];
  return (
    <>
      <ScreenHeader title={texts.title} />
      <section className="dash-card dash-result" aria-live="polite">
        {result === null ? (
          <p className="dash-loading" role="status">
            {PROCESSING_PAYMENT}
          </p>
        ) : (
          <div className={`dash-result__box dash-result__box--${result.outcome}`}>
            <h2 className="dash-result__title">{OUTCOME_TITLES[result.outcome]}</h2>
            {result.outcome === "duplicate" ? (
              <>
                <p>{texts.duplicate}</p>
                <p>{DUPLICATE_REFUND}</p>
              </>
            ) : result.outcome === "not-issued" ? (
              <>
                <p>{result.message}</p>
                <p>{DUPLICATE_REFUND}</p>
              </>
            ) : (
              <>
                <p>{result.message}</p>
                {result.outcome === "pending" ? (
                  <p className="dash-result__watching">{PENDING_WATCHING}</p>
                ) : (
                  <p>{result.outcome === "success" ? texts.success : texts.failure}</p>
                )}
              </>
            )}
          </div>
        )}
        {result !== null && (
          <a className="btn btn-primary" href={texts.back.href}>
            {texts.back.label}
          </a>
        )}
      </section>
    </>
  );
}

/** How long the page waits before its `attempt`-th new check of a pending payment: 3 s, doubling to a minute. */
export function pendingRecheckDelayMs(attempt: number): number {
  return Math.min(60_000, 3_000 * 2 ** Math.max(0, Math.min(attempt, 5)));
}

/**
 * Resolves a payment check into state, ignoring it once the page is gone; a pending payment is
 * checked again, with backoff, until it settles.
 */
function usePaymentCheck(run: (fresh: boolean) => Promise<PaymentCheck>, key: string): PaymentCheck | null {
  const [result, setResult] = useState<PaymentCheck | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check is identified by its key
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const check = (fresh: boolean) =>
      void run(fresh).then((checked) => {
        if (!current) return;
        setResult(checked);
        if (checked.outcome === "pending")
          timer = setTimeout(() => check(true), pendingRecheckDelayMs(attempt++));
      });
    setResult(null);
    check(false);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return result;
}

/** /u/ticket/{tournamentID}?trxref=&reference= */
export function TicketPaymentResult({
  tournamentId,
  search,
}: {
  tournamentId: string;
  search: Record<string, string>;
}) {
  const params = new URLSearchParams(search);
  const result = usePaymentCheck(
    (fresh) => checkTicketPayment(tournamentId, params, fresh),
    `${tournamentId}?${params}`,
  );
  return <ResultView kind="ticket" result={result} />;
}

/** /u/bills/{type}/{subType}/{duration}/{autoRenew}?trxref= */
export function BillingPaymentResult({ search }: { search: Record<string, string> }) {
  const params = new URLSearchParams(search);
  const result = usePaymentCheck((fresh) => checkBillingPayment(params, fresh), params.toString());
  return <ResultView kind="billing" result={result} />;
}
