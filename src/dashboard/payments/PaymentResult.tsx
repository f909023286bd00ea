/**
 * The pages the payment provider sends the member back to: Processing payment..., then the
 * server's verdict with its success or failure note (docs/product.md, Dashboard) and a link back. A
 * second payment for something the member already had says so, and that it is being refunded,
 * instead of the server's paid message; a ticket not issued (its tournament sold out or was
 * cancelled before the payment arrived) gives the server's reason and that it is being refunded.
 */
import { useEffect, useState } from "react";
import { checkBillingPayment, checkTicketPayment, type PaymentCheck } from "@/stores/payments";
import { ScreenHeader } from "../ui/ScreenHeader";
import type { PaymentKind } from "./payment-failure";
import { DUPLICATE_REFUND, OUTCOME_TITLES, PROCESSING_PAYMENT, RESULT_TEXTS } from "./result-texts";
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
                {result.outcome !== "pending" && (
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

/** Resolves a payment check into state, ignoring it once the page is gone. */
function usePaymentCheck(run: () => Promise<PaymentCheck>, key: string): PaymentCheck | null {
  const [result, setResult] = useState<PaymentCheck | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check is identified by its key
  useEffect(() => {
    let current = true;
    setResult(null);
    void run().then((checked) => {
      if (current) setResult(checked);
    });
    return () => {
      current = false;
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
  const result = usePaymentCheck(() => checkTicketPayment(tournamentId, params), `${tournamentId}?${params}`);
  return <ResultView kind="ticket" result={result} />;
}

/** /u/bills/{type}/{subType}/{duration}/{autoRenew}?trxref= */
export function BillingPaymentResult({ search }: { search: Record<string, string> }) {
  const params = new URLSearchParams(search);
  const result = usePaymentCheck(() => checkBillingPayment(params), params.toString());
  return <ResultView kind="billing" result={result} />;
}
