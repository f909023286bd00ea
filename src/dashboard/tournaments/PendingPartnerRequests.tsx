/**
 * Doubles partner requests on Tickets: shown only while one waits (and kept, with
 * the answer's sentence, once shown). Their code loads then, so no one else's first load carries it.
 */
import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useState } from "react";
import { $partnerRequests } from "@/stores/partners";
import { retryableLazy } from "@/ui/retryable-lazy";

const PartnerRequests = retryableLazy(() =>
  import("./PartnerRequests").then((m) => ({ default: m.PartnerRequests })),
);

export function PendingPartnerRequests() {
  const { data } = useStore($partnerRequests);
  const waiting = (data?.requests.length ?? 0) > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (waiting) setShown(true);
  }, [waiting]);
  return waiting || shown ? (
    <Suspense fallback={null}>
      <PartnerRequests />
    </Suspense>
  ) : null;
}
