import type { Context, MiddlewareHandler } from "hono";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import type { AccountRow, UserRow } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import type { RateLimiter } from "./rate-limiter";
import type { TokenClaims } from "./tokens";

/** What handlers find on the context: the request id always, the user and their token behind `requireUser`. */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: AccountRow;
    /** Behind `requirePlayer`: the player the call acts for (the caller, or a junior they guard). */
    player: UserRow;
    token: TokenClaims;
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
  /** Lets the request through only with a valid token of an existing user, who is put on the context. */
  requireUser: MiddlewareHandler<AppEnv>;
  /** After `requireUser`: the player named by `X-Player`, checked (lib/acting-player.ts), as `player`. */
  requirePlayer: MiddlewareHandler<AppEnv>;
  /** Database-backed rate limits, shared by every instance. */
  rateLimiter: RateLimiter;
  /** The caller's IP address, as far as it can be trusted (see lib/client-ip.ts). */
  clientIp: (c: Context) => string;
  pause: (ms: number) => Promise<void>;
}
