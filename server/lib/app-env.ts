import type { MiddlewareHandler } from "hono";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import type { UserRow } from "../db/schema";
import type { Mailer } from "../mail/mailer";

/** What handlers find on the context: the request id always, the user behind `requireUser`. */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: UserRow;
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
}
