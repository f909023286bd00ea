/** Whether Get Started should go straight to the dashboard: `?userSigned=true`, or a stored session. */
import { useEffect, useState } from "react";
import { hasStoredSession } from "@/components/site/stored-session";

export function useUserSigned(): boolean {
  // Read after hydration: the page is static and the server knows neither.
  const [signed, setSigned] = useState(false);
  useEffect(() => {
    const fromQuery = new URLSearchParams(window.location.search).get("userSigned") === "true";
    // The cheap storage check keeps the session store (and zod) out of this page's bundle.
    setSigned(fromQuery || hasStoredSession());
  }, []);
  return signed;
}
