/**
 * Settings from the environment, with defaults that run the whole product locally with no setup:
 * PGlite and the mail outbox under `.data/`, a signing secret generated once and kept there, and
 * the demo data loaded on an empty database.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type RateLimitSettings, RateLimitSettingsError, rateLimitSettings } from "./lib/rate-limit-rules";

export interface AppConfig {
  port: number;
  /** Interface the server listens on. */
  host: string;
  /** Data folder: the PGlite database (`db/`), the mail outbox (`outbox/`), the local JWT secret. */
  dataDir: string;
  /** A real Postgres when set; else PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** SMTP server when set; else mail goes to `dataDir/outbox` as `.eml` files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages are sent (docs/decisions/0008-contact-matches-videos-resources.md). */
  clubEmail: string;
  /** The site's public address, for links in mail and payment return pages. */
  publicSiteUrl: string;
  nodeEnv: string;
  production: boolean;
  /** Load the demo data into an empty database. */
  seedDemo: boolean;
  /** Build the static site on start (`npm start`); off for `npm run dev` and the API alone. */
  buildSite: boolean;
  /** Production: the URL that triggers a site rebuild on the static host. */
  deployHookUrl: string | undefined;
  /** Least time between two requested site rebuilds (or deploy hook calls) of one instance. */
  siteRebuildMinIntervalMs: number;
  /** Verifies Sanity's publish webhooks; the webhook answers 503 while it is unset. */
  sanityWebhookSecret: string | undefined;
  /** Origins besides the public site that may call the API from a browser (`CORS_ORIGINS`). */
  corsOrigins: string[];
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

function jwtSecret(env: Env, production: boolean, dataDir: string): string {
  const secret = env.JWT_SECRET?.trim();
  if (secret) {
    if (production && secret.length < 32) throw new ConfigError("JWT_SECRET must be at least 32 characters");
    return secret;
  }
  if (production) throw new ConfigError("JWT_SECRET is required when NODE_ENV=production");
  return localJwtSecret(dataDir);
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

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? "development";
  const production = nodeEnv === "production";
  const dataDir = path.resolve(env.DATA_DIR ?? ".data");
  const listenPort = port(env.PORT);
  return {
    port: listenPort,
    host: env.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    jwtSecret: jwtSecret(env, production, dataDir),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? "Tennis Community <no-reply@example.com>",
    clubEmail: env.CLUB_EMAIL ?? "hello@example.com",
    publicSiteUrl: (env.PUBLIC_SITE_URL ?? `http://localhost:${listenPort}`).replace(/\/+$/, ""),
    nodeEnv,
    production,
    seedDemo: flag(env.SEED_DEMO, !production),
    buildSite: flag(env.BUILD_SITE, true),
    deployHookUrl: blankToUndefined(env.DEPLOY_HOOK_URL),
    siteRebuildMinIntervalMs: seconds(env, "SITE_REBUILD_MIN_INTERVAL_SECONDS", 60),
    sanityWebhookSecret: blankToUndefined(env.SANITY_WEBHOOK_SECRET),
    corsOrigins: originList(env.CORS_ORIGINS),
    trustProxyHops: trustProxyHops(env),
    clientIpHeader: clientIpHeader(env.CLIENT_IP_HEADER),
    rateLimits: rateLimits(env),
    shutdownDrainMs: milliseconds("SHUTDOWN_DRAIN_MS", env.SHUTDOWN_DRAIN_MS, 0),
    shutdownTimeoutMs: milliseconds("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS, 10_000),
  };
}
