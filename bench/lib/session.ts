/** Signs a demo account in through the API, as the login page does, for the logged-in measurements. */
import { SignUserResponse } from "@/shared/api/contract";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";

export const DEMO_MEMBER = DEMO_ACCOUNTS.member;
/** The demo coach, linked to a coach profile: /u is their coach's home (docs/decisions/0171-coach-app-offline.md). */
export const DEMO_COACH = DEMO_ACCOUNTS.coach;
/** The demo club admin, who sees every screen of the club console (`/staff`). */
export const DEMO_ADMIN = DEMO_ACCOUNTS.admin;

/** The browser storage key the dashboard reads the session from (docs/product.md, Records). */
export const SESSION_STORAGE_KEY = "user-payload";

export interface SignedInSession {
  token: string;
  /** The `user-payload` value the dashboard expects in localStorage. */
  storedPayload: string;
}

/** `apiBase` is where the API answers: under /api on the whole product, at the root of the API alone. */
export async function signIn(
  siteUrl: string,
  credentials: { email: string; password: string } = DEMO_MEMBER,
  apiBase = "/api/",
): Promise<SignedInSession> {
  const response = await fetch(new URL(`${apiBase}signUser`, siteUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`Login as ${credentials.email} answered ${response.status}`);
  const { data } = SignUserResponse.parse(await response.json());
  return { token: data.auth.token, storedPayload: JSON.stringify(data) };
}
