/**
 * Settings from the environment, with defaults that run the whole product locally with no setup:
 * PGlite and the mail outbox under `.data/`, a signing secret generated once and kept there.
 *
 * Demo mode (`DEMO_MODE`) is what publishes secrets: the demo accounts with their known passwords,
 * the mail viewer at /dev/mail (every reset code) and the payment sandbox without a Paystack key.
 * It is on by default only for `npm start` listening on a loopback address outside production, and
 * refused wherever the server could be reached from elsewhere.
 *
 * The payment and message providers read their own settings, next to their clients:
 * `server/payments/settings.ts` (PAYSTACK_*) and `server/messaging/settings.ts` (WHATSAPP_*,
 * TERMII_*, SMS_PRICE_KOBO, VAPID_*).
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_POOL, type PoolSettings } from "./db/client";
import { type HttpLimits, HttpLimitsError, httpLimitSettings } from "./lib/http-limits";
import { PASSWORD_COST, type ScryptCost } from "./lib/passwords";
import { type RateLimitSettings, RateLimitSettingsError, rateLimitSettings } from "./lib/rate-limit-rules";

export interface AppConfig {
  port: number;
  /** Interface the server listens on. */
  host: string;
  /** Data folder: the PGlite database (`db/`), the mail outbox (`outbox/`), the local JWT secret. */
  dataDir: string;
  /** A real Postgres when set; else PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** The PostgreSQL pool: size and timeouts (`DATABASE_POOL_MAX`, `DATABASE_*_TIMEOUT_MS`). */
  databasePool: PoolSettings;
  jwtSecret: string;
  /** Earlier secrets still accepted when verifying (`JWT_SECRET_PREVIOUS`, comma-separated), newest first. */
  jwtPreviousSecrets: string[];
  /** SMTP server when set; else mail goes to `dataDir/outbox` as `.eml` files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages are sent (docs/decisions/0008-contact-matches-videos-resources.md). */
  clubEmail: string;
  /** The site's public address, for links in mail and payment return pages. */
  publicSiteUrl: string;
  /** Write mail to `dataDir/outbox` instead of sending it (no `smtpUrl`). */
  mailOutbox: boolean;
  nodeEnv: string;
  production: boolean;
  /**
   * A local demo: the demo accounts (known passwords), /dev/mail and the payment sandbox without a
   * key. Never in production, never on a public interface or public address.
   */
  demoMode: boolean;
  /** Load the demo data into an empty database; only in demo mode. */
  seedDemo: boolean;
  /** Build the static site on start (`npm start`); off for `npm run dev` and the API alone. */
  buildSite: boolean;
  /** Production: the URL that triggers a site rebuild on the static host. */
  deployHookUrl: string | undefined;
  /** Recovery of pending payments runs again this long after start-up (`RECOVERY_AFTER_START_SECONDS`). */
  recoveryAfterStartMs: number;
  /** Least time between two requested site rebuilds (or deploy hook calls) of one instance. */
  siteRebuildMinIntervalMs: number;
  /** Verifies Sanity's publish webhooks; the webhook answers 503 while it is unset. */
  sanityWebhookSecret: string | undefined;
  /** Origins besides the public site that may call the API from a browser (`CORS_ORIGINS`). */
  corsOrigins: string[];
  /** Header and request timeouts, header size and connection cap of the Node server (`HTTP_*`). */
  httpLimits: HttpLimits;
  /**
   * Our own proxies in front of the server that append to X-Forwarded-For (`TRUST_PROXY_HOPS`):
   * the client is the entry this many places from the right. 0 reads the socket only.
   */
  trustProxyHops: number;
  /** A header only the edge sets, holding the client's address (`CLIENT_IP_HEADER`), lower-case. */
  clientIpHeader: string | undefined;
  rateLimits: RateLimitSettings;
  /** On SIGTERM: how long `/ready` answers 503 before the server stops taking connections (`SHUTDOWN_DRAIN_MS`). */
  shutdownDrainMs: number;
  /** On SIGTERM: the process exits anyway after this long (`SHUTDOWN_TIMEOUT_MS`). */
  shutdownTimeoutMs: number;
  /** `/metrics` on a port of its own (`METRICS_PORT`); unset: on the main port, behind `metricsToken`. */
  metricsPort: number | undefined;
  /** The bearer token `/metrics` asks for on the main port (`METRICS_TOKEN`). */
  metricsToken: string | undefined;
  /** Where errors are reported, in Sentry's protocol (`SENTRY_DSN`); unset: nowhere. */
  sentryDsn: string | undefined;
  /** scrypt cost of new password hashes; always the strong cost outside tests. */
  passwordCost: ScryptCost;
  /** The Ed25519 private key (PKCS#8 PEM) that signs ticket passes (`TICKET_SIGNING_KEY`). */
  ticketSigningKey: string;
  /** Public keys of earlier signing keys, raw base64url, still accepted at the gate (`TICKET_RETIRED_KEYS`). */
  ticketRetiredKeys: string[];
}

export interface LoadConfigOptions {
  /**
   * Whether demo mode is on when `DEMO_MODE` is not set (and the server is local): true for
   * `npm start` and `npm run dev`, false for the API alone and the jobs.
   */
  demoByDefault?: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`Expected true or false, got "${value}"`);
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 4321);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new ConfigError(`Invalid PORT: ${value}`);
  return parsed;
}

/** Outside production the secret is made once and kept in the data folder, so sessions survive restarts. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const MIN_SECRET_LENGTH = 32;
const MIN_SECRET_DISTINCT = 10;

/**
 * A signing secret anyone could guess or brute-force: short, or made of few different characters
 * ("s" forty times, "changeme" repeated, a date). 32 random hex characters have 14 different ones
 * on average; base64 output more.
 */
export function isWeakSecret(secret: string): boolean {
  return secret.length < MIN_SECRET_LENGTH || new Set(secret).size < MIN_SECRET_DISTINCT;
}

function jwtSecret(env: Env, production: boolean, dataDir: string): string {
  const secret = env.JWT_SECRET?.trim();
  if (secret) {
    if (production && isWeakSecret(secret))
      throw new ConfigError(
        `JWT_SECRET is too weak for production: use at least ${MIN_SECRET_LENGTH} random characters, ${MIN_SECRET_DISTINCT} or more of them different (e.g. \`openssl rand -base64 48\`)`,
      );
    return secret;
  }
  if (production) throw new ConfigError("JWT_SECRET is required when NODE_ENV=production");
  return localJwtSecret(dataDir);
}

/** Outside production the ticket signing key is made once and kept in the data folder. */
function ticketSigningKey(env: Env, production: boolean, dataDir: string): string {
  const given = env.TICKET_SIGNING_KEY?.trim();
  if (given) {
    const pem = given.replace(/\\n/g, "\n");
    if (!pem.includes("-----BEGIN PRIVATE KEY-----"))
      throw new ConfigError("TICKET_SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM");
    return pem;
  }
  if (production) throw new ConfigError("TICKET_SIGNING_KEY is required when NODE_ENV=production");
  const file = path.join(dataDir, "ticket-signing-key.pem");
  if (existsSync(file)) return readFileSync(file, "utf8");
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync("ed25519");
  const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}

/** `https://a.example, https://b.example/` → exact origins, without trailing slashes. */
function originList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter((origin) => {
      if (!origin) return false;
      if (!/^https?:\/\/[^/\s]+$/.test(origin))
        throw new ConfigError(`Invalid origin in CORS_ORIGINS: ${origin}`);
      return true;
    });
}

function httpLimits(env: Env): HttpLimits {
  try {
    return httpLimitSettings(env);
  } catch (error) {
    if (error instanceof HttpLimitsError) throw new ConfigError(error.message);
    throw error;
  }
}

function rateLimits(env: Env): RateLimitSettings {
  try {
    return rateLimitSettings(env);
  } catch (error) {
    if (error instanceof RateLimitSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 600_000)
    throw new ConfigError(`Invalid ${name}: ${value} (whole milliseconds, at most 600000)`);
  return parsed;
}

/**
 * How long `/ready` answers 503 on SIGTERM before connections are refused: long enough for a load
 * balancer polling every second or two to take the replica out. A local demo has no balancer.
 */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5000;

function databasePool(env: Env): PoolSettings {
  const raw = env.DATABASE_POOL_MAX?.trim();
  const max = raw ? Number(raw) : DEFAULT_POOL.max;
  if (!Number.isInteger(max) || max < 1 || max > 1000)
    throw new ConfigError(`DATABASE_POOL_MAX must be a whole number from 1 to 1000, got "${raw}"`);
  const connectTimeoutMs = milliseconds(
    "DATABASE_CONNECT_TIMEOUT_MS",
    env.DATABASE_CONNECT_TIMEOUT_MS,
    DEFAULT_POOL.connectTimeoutMs,
  );
  if (connectTimeoutMs === 0) throw new ConfigError("DATABASE_CONNECT_TIMEOUT_MS must be more than 0");
  return {
    max,
    connectTimeoutMs,
    statementTimeoutMs: milliseconds(
      "DATABASE_STATEMENT_TIMEOUT_MS",
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      DEFAULT_POOL.statementTimeoutMs,
    ),
    idleTimeoutMs: milliseconds(
      "DATABASE_IDLE_TIMEOUT_MS",
      env.DATABASE_IDLE_TIMEOUT_MS,
      DEFAULT_POOL.idleTimeoutMs,
    ),
  };
}

function previousSecrets(env: Env, production: boolean): string[] {
  const secrets = (env.JWT_SECRET_PREVIOUS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (production && secrets.some((s) => s.length < 32))
    throw new ConfigError("Each of JWT_SECRET_PREVIOUS must be at least 32 characters");
  return secrets;
}

function metricsPort(value: string | undefined): number | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new ConfigError(`Invalid METRICS_PORT: ${raw}`);
  return parsed;
}

function sentryDsn(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  const url = urlHost(raw, "SENTRY_DSN");
  if (!/^https?:$/.test(url.protocol) || !url.username || !/\/\d+$/.test(url.pathname))
    throw new ConfigError("SENTRY_DSN must look like https://PUBLIC_KEY@HOST/PROJECT_ID");
  return raw;
}

/** How many proxies append to X-Forwarded-For; `TRUST_PROXY=true` is the older spelling of 1. */
function trustProxyHops(env: Env): number {
  const raw = env.TRUST_PROXY_HOPS?.trim();
  if (!raw) return flag(env.TRUST_PROXY, false) ? 1 : 0;
  const hops = Number(raw);
  if (!Number.isSafeInteger(hops) || hops < 0 || hops > 10)
    throw new ConfigError(`TRUST_PROXY_HOPS must be a whole number from 0 to 10, got "${raw}"`);
  return hops;
}

function clientIpHeader(value: string | undefined): string | undefined {
  const name = value?.trim().toLowerCase();
  if (!name) return undefined;
  if (!/^[a-z0-9-]{1,64}$/.test(name))
    throw new ConfigError(`Invalid header name in CLIENT_IP_HEADER: ${name}`);
  // A list any client can add to is no source for one trusted address.
  if (name === "x-forwarded-for" || name === "forwarded")
    throw new ConfigError(`CLIENT_IP_HEADER cannot be ${name}: set TRUST_PROXY_HOPS for it instead`);
  return name;
}

/** A whole number of seconds, 0 or more, as milliseconds. */
function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback * 1000;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of seconds (0 or more), got "${raw}"`);
  }
  return value * 1000;
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * Whether a listen address or a URL's host name is this machine only: `localhost` (and its
 * subdomains), 127.0.0.0/8, ::1 and IPv4-mapped 127.x. Every other name or address (0.0.0.0, ::,
 * a LAN or public IP, a domain) can be reached from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (name === "::1" || /^0{0,4}(:0{0,4}){6}:0{0,3}1$/.test(name)) return true;
  const ipv4 = name.replace(/^::ffff:/, "");
  return /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(ipv4);
}

function urlHost(url: string, name: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new ConfigError(`${name} is not a URL: ${url}`);
  }
}

/** Demo mode: explicit with DEMO_MODE, else the default; refused where strangers could reach it. */
function demoMode(env: Env, production: boolean, host: string, publicSiteUrl: string, byDefault: boolean) {
  const local = isLoopbackHost(host) && isLoopbackHost(urlHost(publicSiteUrl, "PUBLIC_SITE_URL").hostname);
  const demo = flag(env.DEMO_MODE, byDefault && !production && local);
  if (!demo) return false;
  const why = "demo mode publishes the demo passwords, every reset code (/dev/mail) and free payments";
  if (production) throw new ConfigError(`DEMO_MODE=true cannot be used with NODE_ENV=production: ${why}`);
  if (!isLoopbackHost(host))
    throw new ConfigError(
      `DEMO_MODE=true needs a loopback HOST (127.0.0.1, ::1 or localhost), not "${host}": ${why}`,
    );
  if (!local)
    throw new ConfigError(
      `DEMO_MODE=true needs a local PUBLIC_SITE_URL (http://localhost:PORT), not ${publicSiteUrl}: ${why}`,
    );
  return true;
}

/** Production: links in mail and payment returns must be https, on the site's real address. */
function productionSiteUrl(env: Env): void {
  const given = blankToUndefined(env.PUBLIC_SITE_URL);
  if (!given) throw new ConfigError("PUBLIC_SITE_URL (https://...) is required when NODE_ENV=production");
  if (urlHost(given, "PUBLIC_SITE_URL").protocol !== "https:")
    throw new ConfigError(`PUBLIC_SITE_URL must be an https address in production, not ${given}`);
}

/** SMTP, or the outbox folder; production must say which, so mail is never silently kept on disk. */
function mailOutbox(env: Env, production: boolean, smtpUrl: string | undefined): boolean {
  const outbox = flag(env.MAIL_OUTBOX, !production && !smtpUrl);
  if (outbox && smtpUrl) throw new ConfigError("Set SMTP_URL or MAIL_OUTBOX=true, not both");
  if (!outbox && !smtpUrl)
    throw new ConfigError(
      production
        ? "A mail transport is required when NODE_ENV=production: set SMTP_URL (or MAIL_OUTBOX=true to keep mail in DATA_DIR/outbox)"
        : "Set SMTP_URL, or leave MAIL_OUTBOX unset to keep mail in DATA_DIR/outbox",
    );
  return outbox;
}

/** Demo data holds accounts with published passwords: only in demo mode. */
function seedDemo(env: Env, demo: boolean): boolean {
  const seed = flag(env.SEED_DEMO, demo);
  if (seed && !demo)
    throw new ConfigError("SEED_DEMO=true needs DEMO_MODE=true: the demo accounts have published passwords");
  return seed;
}

export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): AppConfig {
  const nodeEnv = env.NODE_ENV ?? "development";
  const production = nodeEnv === "production";
  const dataDir = path.resolve(env.DATA_DIR ?? ".data");
  const listenPort = port(env.PORT);
  const host = blankToUndefined(env.HOST) ?? (production ? "0.0.0.0" : "127.0.0.1");
  if (production) productionSiteUrl(env);
  const publicSiteUrl = (blankToUndefined(env.PUBLIC_SITE_URL) ?? `http://localhost:${listenPort}`).replace(
    /\/+$/,
    "",
  );
  const demo = demoMode(env, production, host, publicSiteUrl, options.demoByDefault ?? false);
  const smtpUrl = blankToUndefined(env.SMTP_URL);
  return {
    port: listenPort,
    host,
    dataDir,
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    databasePool: databasePool(env),
    jwtSecret: jwtSecret(env, production, dataDir),
    jwtPreviousSecrets: previousSecrets(env, production),
    smtpUrl,
    mailOutbox: mailOutbox(env, production, smtpUrl),
    mailFrom: env.MAIL_FROM ?? "Tennis Community <no-reply@example.com>",
    clubEmail: env.CLUB_EMAIL ?? "hello@example.com",
    publicSiteUrl,
    nodeEnv,
    production,
    demoMode: demo,
    seedDemo: seedDemo(env, demo),
    buildSite: flag(env.BUILD_SITE, true),
    deployHookUrl: blankToUndefined(env.DEPLOY_HOOK_URL),
    siteRebuildMinIntervalMs: seconds(env, "SITE_REBUILD_MIN_INTERVAL_SECONDS", 60),
    recoveryAfterStartMs: seconds(env, "RECOVERY_AFTER_START_SECONDS", 60),
    sanityWebhookSecret: blankToUndefined(env.SANITY_WEBHOOK_SECRET),
    corsOrigins: originList(env.CORS_ORIGINS),
    httpLimits: httpLimits(env),
    trustProxyHops: trustProxyHops(env),
    clientIpHeader: clientIpHeader(env.CLIENT_IP_HEADER),
    rateLimits: rateLimits(env),
    shutdownDrainMs: milliseconds(
      "SHUTDOWN_DRAIN_MS",
      env.SHUTDOWN_DRAIN_MS,
      demo ? 0 : DEFAULT_SHUTDOWN_DRAIN_MS,
    ),
    shutdownTimeoutMs: milliseconds("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS, 15_000),
    metricsPort: metricsPort(env.METRICS_PORT),
    metricsToken: blankToUndefined(env.METRICS_TOKEN),
    sentryDsn: sentryDsn(env.SENTRY_DSN),
    passwordCost: PASSWORD_COST,
    ticketSigningKey: ticketSigningKey(env, production, dataDir),
    ticketRetiredKeys: (env.TICKET_RETIRED_KEYS ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean),
  };
}
