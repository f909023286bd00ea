/** Whether Get Started should go straight to the dashboard: `?userSigned=true`, or a stored session. */
import { useEffect, useState } from "react";
import { $isLoggedIn } from "@/stores/session";

export function useUserSigned(): boolean {
  // Read after hydration: the page is static and the server knows neither.
  const [signed, setSigned] = useState(false);
  useEffect(() => {
    const fromQuery = new URLSearchParams(window.location.search).get("userSigned") === "true";
    setSigned(fromQuery || $isLoggedIn.get());
  }, []);
  return signed;
}
