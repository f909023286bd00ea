/**
 * The club API (docs/product.md, Calls) as a Hono app with its routes at the root (`/signUser`, ...);
 * `npm start` mounts it under /api. Every failure answers JSON `{ message }`.
 */
import { setTimeout } from "node:timers/promises";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppConfig } from "./config";
import { type DatabaseAvailability, isDatabaseUnavailable } from "./db/availability";
import type { Database } from "./db/client";
import { requirePlayer } from "./lib/acting-player";
import type { AppEnv, RouteDeps } from "./lib/app-env";
import { requireUser } from "./lib/auth";
import { catalogueCache } from "./lib/catalogue-cache";
import { clientIp } from "./lib/client-ip";
import { cors } from "./lib/cors";
import { type ErrorReporter, noErrorReporter } from "./lib/error-reporter";
import { isDataException } from "./lib/http-error";
import { newId } from "./lib/ids";
import { requireCoach } from "./lib/linked-coach";
import { log, withRequestId } from "./lib/log";
import { errorSummary, loggableError } from "./lib/loggable-error";
import { createRateLimiter } from "./lib/rate-limiter";
import { routerFor } from "./lib/route";
import { purposeKey, secretsOf } from "./lib/secrets";
import type { ServerMetrics } from "./lib/server-metrics";
import type { Mailer } from "./mail/mailer";
import { messagingRoutes } from "./messaging/routes";
import { type MessagingSettings, messagingSettings } from "./messaging/settings";
import { createPayments, type Payments } from "./payments/payments";
import { assignmentRoutes } from "./routes/assignments";
import { billingRoutes } from "./routes/billing";
import { coachAccountRoutes } from "./routes/coach-accounts";
import { coachRoutes } from "./routes/coaches";
import { consoleRoutes } from "./routes/console";
import { consoleEventRoutes } from "./routes/console/events";
import { consoleMoneyRoutes } from "./routes/console/money";
import { consolePaymentRoutes } from "./routes/console/payments";
import { contactRoutes } from "./routes/contact";
import { dataExportRoutes } from "./routes/data-export";
import { eventRoutes } from "./routes/events";
import { familyRoutes } from "./routes/families";
import { freeSessionRoutes } from "./routes/free-sessions";
import { friendlyRoutes } from "./routes/friendlies";
import { matchRoutes } from "./routes/matches";
import { mediaRoutes } from "./routes/media";
import { newsletterRoutes } from "./routes/newsletter";
import { notificationRoutes } from "./routes/notifications";
import { passwordRoutes } from "./routes/password";
import { paymentRoutes } from "./routes/payments";
import { planRoutes } from "./routes/plans";
import { sanityHook } from "./routes/sanity-hook";
import { sessionRegisterRoutes } from "./routes/session-register";
import { sessionRoutes } from "./routes/sessions";
import { staffRoutes } from "./routes/staff";
import { tournamentRoutes } from "./routes/tournaments";
import { transactionRoutes } from "./routes/transactions";
import { userRoutes } from "./routes/users";

export interface AppDeps {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  /** The current time; tests pass a fixed clock. */
  clock?: () => Date;
  /** Told when data the static site is built from changes, so the site can be rebuilt. */
  onSiteDataChanged?: (reason: string) => void;
  /** The payment provider; by default Paystack or its sandbox, as the environment says. */
  payments?: Payments;
  /** Waits before answering (slowed failed logins); tests pass one that only records. */
  pause?: (ms: number) => Promise<void>;
  /** Whether the database can be reached: while it cannot, requests answer 503 at once. */
  availability?: DatabaseAvailability;
  /** Where requests are counted and timed (`/metrics`). */
  metrics?: ServerMetrics;
  /** Where unexpected errors are reported (SENTRY_DSN). */
  errorReporter?: ErrorReporter;
  /** One log line per request answered (the server processes; tests leave it off). */
  accessLog?: boolean;
  /** WhatsApp, SMS and push; by default as the environment says (server/messaging/settings.ts). */
  messaging?: MessagingSettings;
  /**
   * Parse every 2xx JSON answer with its call's declared response schema and fail the call (500,
   * the issues logged) on a mismatch. On by default under Vitest, so every API test checks answers.
   */
  checkAnswers?: boolean;
}

/** What a request gets while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The club's service is briefly unavailable. Please try again in a moment.";
/** Seconds a client is asked to wait before trying again while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER = "5";

/** The route pattern that answered (`/coach/:id`), not the path: one series per route, not per member. */
function routeOf(c: Context<AppEnv>): string {
  return c.req.routePath || "unmatched";
}

export const MAX_BODY_BYTES = 100 * 1024;
const REQUEST_ID = /^[\w.-]{1,64}$/;

export function createApp({
  db,
  mailer,
  config,
  clock,
  onSiteDataChanged,
  payments,
  pause,
  availability,
  metrics,
  errorReporter = noErrorReporter,
  accessLog = false,
  messaging,
  checkAnswers = process.env.VITEST !== undefined,
}: AppDeps) {
  const now = clock ?? (() => new Date());
  const deps: RouteDeps = {
    db,
    mailer,
    config,
    now,
    siteDataChanged: onSiteDataChanged ?? (() => {}),
    route: routerFor({
      requireUser: requireUser(db, secretsOf(config), now),
      requireCoach: requireCoach(db),
      requirePlayer: requirePlayer(db),
      checkAnswers,
    }),
    // Counters are keyed by the current secret only: a rotation starts them afresh.
    rateLimiter: createRateLimiter(db, purposeKey(config.jwtSecret, "rate-limit"), now),
    clientIp: (c) => clientIp(c, config),
    pause: pause ?? ((ms) => setTimeout(ms).then(() => undefined)),
  };

  const app = new Hono<AppEnv>();

  // Every request gets an id (the caller's X-Request-Id when it is a sane one), sent back in the
  // answer and carried by every log line written while answering; then one access log line, and
  // the request counted and timed under its route pattern. An answer to a request carrying a token
  // is that member's, whatever it holds and however it ends (errors too): no browser, proxy or CDN
  // may keep a copy. One middleware for all of it: every call pays each step of the chain.
  // Requests that came through a proxy while TRUST_PROXY_HOPS is 0 are said once: every client
  // shares the proxy's address, so the rate limits would count them all as one.
  let proxyWarned = config.trustProxyHops > 0 || config.clientIpHeader !== undefined;
  app.use(async (c, next) => {
    const given = c.req.header("x-request-id");
    const requestId = given && REQUEST_ID.test(given) ? given : newId();
    c.set("requestId", requestId);
    // Set before the answer is made, never on the finished answer (see server/lib/cors.ts).
    c.header("x-request-id", requestId);
    const started = performance.now();
    await withRequestId(requestId, async () => {
      if (!proxyWarned && c.req.header("x-forwarded-for") !== undefined) {
        proxyWarned = true;
        log.warn(
          "Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY_HOPS is 0: every client counts as the proxy's address for rate limits. Set TRUST_PROXY_HOPS to the number of proxies in front of the server.",
          { event: "trust_proxy_unset" },
        );
      }
      await next();
      const answer = c.res;
      const headers = answer.headers;
      if (c.req.header("authorization") !== undefined) headers.set("Cache-Control", "no-store");
      if (!headers.has("x-request-id")) headers.set("x-request-id", requestId);
      const seconds = (performance.now() - started) / 1000;
      const route = routeOf(c);
      const method = c.req.method;
      const { status } = answer;
      metrics?.requests.inc({ method, route, status: String(status) });
      metrics?.duration.observe({ method, route }, seconds);
      if (accessLog)
        log.info("request", {
          method,
          route,
          path: c.req.path,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
        });
    });
  });
  app.use(catalogueCache());
  // The API is called from the site's own origin; other origins only when configured (CORS_ORIGINS).
  app.use(
    cors({
      origins: [config.publicSiteUrl, ...config.corsOrigins],
      allowHeaders: ["Authorization", "Content-Type", "X-Player"],
      allowMethods: ["GET", "POST", "PUT", "DELETE"],
      exposeHeaders: ["x-request-id", "retry-after"],
      maxAge: 600,
    }),
  );
  // While the database cannot be reached every call would fail on it: answer 503 at once
  // (after CORS, so a browser on another origin can read it).
  app.use(async (c, next) => {
    if (availability?.down()) {
      c.header("retry-after", UNAVAILABLE_RETRY_AFTER);
      return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
    }
    return next();
  });
  // Image uploads carry up to 10 MB under a limit of their own: mounted before the app-wide limit,
  // their handler answers first and the 100 KB limit below never runs for them.
  app.route("/", mediaRoutes(deps));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: "The request body is too large (100 KB at most)" }, 413),
  });
  // A read (GET or HEAD) that declares no body has none (HTTP/1.1): the limit is not asked, since
  // asking for the body makes Node build a whole web Request for every read.
  app.use((c, next) =>
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    c.req.header("content-length") === undefined &&
    c.req.header("transfer-encoding") === undefined
      ? next()
      : limitBody(c, next),
  );

  const paymentProvider = payments ?? createPayments({ db, config, now });
  for (const routes of [
    userRoutes,
    passwordRoutes,
    tournamentRoutes,
    // A partner declining a paid doubles entry refunds it.
    (routeDeps: RouteDeps) => eventRoutes({ ...routeDeps, payments: paymentProvider }),
    coachRoutes,
    planRoutes,
    notificationRoutes,
    matchRoutes,
    friendlyRoutes,
    transactionRoutes,
    assignmentRoutes,
    coachAccountRoutes,
    billingRoutes,
    newsletterRoutes,
    contactRoutes,
    dataExportRoutes,
    freeSessionRoutes,
    familyRoutes,
    sessionRoutes,
    sessionRegisterRoutes,
  ]) {
    app.route("/", routes(deps));
  }
  app.route("/", paymentRoutes({ ...deps, payments: paymentProvider }));
  app.route("/", staffRoutes(deps));
  app.route("/", consoleRoutes(deps));
  app.route("/", messagingRoutes(deps, messaging ?? messagingSettings(config)));
  // Before the payments' `/staff/payments/:id`, which would take `/staff/payments/workbook` for an id.
  app.route("/", consoleMoneyRoutes({ ...deps, payments: paymentProvider }));
  app.route("/", consoleEventRoutes({ ...deps, payments: paymentProvider }));
  app.route("/", consolePaymentRoutes({ ...deps, payments: paymentProvider }));
  app.route(
    "/",
    sanityHook({
      secret: config.sanityWebhookSecret,
      onSiteDataChanged: deps.siteDataChanged,
      route: deps.route,
    }),
  );

  const noSuchCall = (c: Context<AppEnv>) =>
    c.json({ message: `No such API call: ${c.req.method} ${c.req.path}` }, 404);
  // Also the last route, not only the not-found handler: an app that mounts the API (under /api in
  // `npm start` and `npm run dev`) takes over its routes but answers misses with its own handler.
  app.all("*", noSuchCall);
  app.notFound(noSuchCall);
  app.onError(async (error, c) => {
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || "The request could not be handled" }, error.status);
    }
    // The database went away: said once in the log (by `availability`), 503 to every caller.
    if (availability ? await availability.failed(error) : isDatabaseUnavailable(error)) {
      metrics?.errors.inc({ route: routeOf(c), kind: "database_unavailable" });
      c.header("retry-after", UNAVAILABLE_RETRY_AFTER);
      return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
    }
    // A value the database refused as data (class 22) came from the request: the caller's to fix.
    // Logged all the same, since validation should have caught it.
    if (isDataException(error)) {
      log.warn(`${c.req.method} ${c.req.path} refused: ${errorSummary(error)}`);
      return c.json({ message: "A value in the request is not valid" }, 400);
    }
    // Logged with the request id the caller also got, never sent: no stack traces out.
    log.error(`${c.req.method} ${c.req.path} failed`, { error: loggableError(error) });
    metrics?.errors.inc({ route: routeOf(c), kind: "exception" });
    errorReporter.capture(error, { requestId: c.get("requestId"), method: c.req.method, route: routeOf(c) });
    return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
