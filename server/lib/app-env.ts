import type { Context } from "hono";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import type { UserRow } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import type { LinkedCoach } from "./linked-coach";
import type { RateLimiter } from "./rate-limiter";
import type { Route } from "./route";
import type { TokenClaims } from "./tokens";

/**
 * What handlers find on the context: the request id always, the user and their token behind
 * sign-in (every call not open to anyone), the linked coach profile behind a coach's call.
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: UserRow;
    token: TokenClaims;
    coach: LinkedCoach;
  };
}

/** What every route module is built from. */
export interface RouteDeps {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** Data the static site is built from changed (coaches' ratings and reviews, ...). */
  siteDataChanged: (reason: string) => void;
  /** Registers a declared call, with the sign-in and role checks its access asks for (lib/route.ts). */
  route: Route;
  /** Database-backed rate limits, shared by every instance. */
  rateLimiter: RateLimiter;
  /** The caller's IP address, as far as it can be trusted (see lib/client-ip.ts). */
  clientIp: (c: Context) => string;
  pause: (ms: number) => Promise<void>;
}
