import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, isLoopbackHost, isWeakSecret, loadConfig } from "./config";
import { PASSWORD_COST } from "./lib/passwords";

/** The least a production server needs. */
const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SECRET: "q8V0tZr4Lx2mN7pK1sW9cY3bH6dF5gJ0",
  PUBLIC_SITE_URL: "https://tennis.ng",
  SMTP_URL: "smtp://mail:25",
  TICKET_SIGNING_KEY: generateKeyPairSync("ed25519")
    .privateKey.export({ format: "pem", type: "pkcs8" })
    .toString(),
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "club-config-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("loadConfig", () => {
  it("runs locally with no settings: PGlite, outbox, demo data, a kept secret", async () => {
    // What `npm start` reads: demo mode by default on its loopback address.
    const config = loadConfig({ DATA_DIR: dataDir }, { demoByDefault: true });
    expect(config).toMatchObject({
      port: 4321,
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      clubEmail: "hello@example.com",
      publicSiteUrl: "http://localhost:4321",
      production: false,
      demoMode: true,
      mailOutbox: true,
      seedDemo: true,
    });
    expect(config.jwtSecret).toHaveLength(64);
    expect(await readFile(path.join(dataDir, "jwt-secret"), "utf8")).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it("requires a JWT secret in production and loads no demo data there by default", () => {
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: undefined, DATA_DIR: dataDir })).toThrow(
      ConfigError,
    );
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir }, { demoByDefault: true });
    expect(config).toMatchObject({ production: true, demoMode: false, seedDemo: false, host: "0.0.0.0" });
  });

  it("refuses a short or low-entropy JWT secret in production with one clear line", () => {
    for (const weak of [
      "s".repeat(40),
      "changeme".repeat(5),
      "2026-11-27".repeat(4),
      "q8V0tZr4Lx2mN7pK1sW9cY3bH6dF5g",
    ]) {
      expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: weak, DATA_DIR: dataDir }), weak).toThrow(
        /^JWT_SECRET is too weak for production: use at least 32 random characters, 10 or more of them different/,
      );
    }
    // A real random secret, hex or base64, is taken; outside production any secret is.
    for (const strong of ["9f86d081884c7d659a2feaa0c55ad015", "Xk2p9QmZ7vLr0tYb4Nw8sHc6Jd1Fg3Ae5Ui+/Oq="]) {
      expect(isWeakSecret(strong), strong).toBe(false);
      expect(loadConfig({ ...PRODUCTION, JWT_SECRET: strong, DATA_DIR: dataDir }).jwtSecret).toBe(strong);
    }
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "s".repeat(40) }).jwtSecret).toBe("s".repeat(40));
  });

  it("requires a ticket signing key in production, and keeps a generated one locally", async () => {
    expect(() => loadConfig({ ...PRODUCTION, TICKET_SIGNING_KEY: undefined, DATA_DIR: dataDir })).toThrow(
      /TICKET_SIGNING_KEY is required/,
    );
    expect(() => loadConfig({ ...PRODUCTION, TICKET_SIGNING_KEY: "secret", DATA_DIR: dataDir })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: dataDir }).ticketSigningKey).toBe(
      PRODUCTION.TICKET_SIGNING_KEY.trim(),
    );
    const oneLine = PRODUCTION.TICKET_SIGNING_KEY.trim().replace(/\n/g, "\\n");
    expect(
      loadConfig({ ...PRODUCTION, TICKET_SIGNING_KEY: oneLine, DATA_DIR: dataDir }).ticketSigningKey,
    ).toBe(PRODUCTION.TICKET_SIGNING_KEY.trim());
    const local = loadConfig({ DATA_DIR: dataDir });
    expect(local.ticketSigningKey).toContain("BEGIN PRIVATE KEY");
    expect(await readFile(path.join(dataDir, "ticket-signing-key.pem"), "utf8")).toBe(local.ticketSigningKey);
    expect(loadConfig({ DATA_DIR: dataDir }).ticketSigningKey).toBe(local.ticketSigningKey);
  });

  it("leaves a minute between site rebuilds unless SITE_REBUILD_MIN_INTERVAL_SECONDS says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).siteRebuildMinIntervalMs).toBe(60_000);
    expect(
      loadConfig({ DATA_DIR: dataDir, SITE_REBUILD_MIN_INTERVAL_SECONDS: "0" }).siteRebuildMinIntervalMs,
    ).toBe(0);
    expect(
      loadConfig({ DATA_DIR: dataDir, SITE_REBUILD_MIN_INTERVAL_SECONDS: "300" }).siteRebuildMinIntervalMs,
    ).toBe(300_000);
    for (const bad of ["-1", "1.5", "soon"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, SITE_REBUILD_MIN_INTERVAL_SECONDS: bad })).toThrow(
        ConfigError,
      );
    }
  });

  it("lets SEED_DEMO turn the demo data off, and on only in demo mode", () => {
    const local = { DATA_DIR: dataDir, DEMO_MODE: "true" };
    expect(loadConfig({ ...local, SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig({ ...local, SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: "true" })).toThrow(/DEMO_MODE=true/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SEED_DEMO: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...local, SEED_DEMO: "maybe" })).toThrow(ConfigError);
  });

  it("reads the service settings", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: "8080",
      DATABASE_URL: "postgres://club@db/club",
      SMTP_URL: "smtp://mail:25",
      CLUB_EMAIL: "club@tennis.ng",
      PUBLIC_SITE_URL: "https://tennis.ng/",
      JWT_SECRET: "given",
    });
    expect(config.mailOutbox).toBe(false);
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: "postgres://club@db/club",
      smtpUrl: "smtp://mail:25",
      clubEmail: "club@tennis.ng",
      publicSiteUrl: "https://tennis.ng",
      jwtSecret: "given",
    });
  });

  it("reads the extra CORS origins, the proxy trust and the rate limits", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CORS_ORIGINS: "https://tennis.ng/, https://admin.tennis.ng",
      TRUST_PROXY: "true",
      RATE_LIMIT_LOGIN_PER_MINUTE: "1000000",
    });
    expect(config.corsOrigins).toEqual(["https://tennis.ng", "https://admin.tennis.ng"]);
    // TRUST_PROXY=true is the older spelling of one trusted proxy hop.
    expect(config.trustProxyHops).toBe(1);
    expect(config.rateLimits.login.limit).toBe(1_000_000);
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      corsOrigins: [],
      trustProxyHops: 0,
      clientIpHeader: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: "tennis.ng" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_SIGNUP_PER_HOUR: "0" })).toThrow(ConfigError);
  });

  it("reads the Node server's limits, with defaults, and refuses nonsense", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).httpLimits).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      maxHeaderBytes: 16_384,
      maxConnections: 1000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir, HTTP_MAX_CONNECTIONS: "50" }).httpLimits.maxConnections).toBe(50);
    expect(() => loadConfig({ DATA_DIR: dataDir, HTTP_HEADERS_TIMEOUT_MS: "fast" })).toThrow(ConfigError);
  });

  it("reads the trusted proxy hops and the edge's client address header", () => {
    const hops = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).trustProxyHops;
    expect(hops({ TRUST_PROXY_HOPS: "2" })).toBe(2);
    expect(hops({ TRUST_PROXY: "false" })).toBe(0);
    // The number wins over the older flag.
    expect(hops({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "0" })).toBe(0);
    for (const bad of ["-1", "1.5", "many", "11"])
      expect(() => hops({ TRUST_PROXY_HOPS: bad })).toThrow(ConfigError);

    const header = (value: string) =>
      loadConfig({ DATA_DIR: dataDir, CLIENT_IP_HEADER: value }).clientIpHeader;
    expect(header(" CF-Connecting-IP ")).toBe("cf-connecting-ip");
    expect(header("")).toBeUndefined();
    for (const bad of ["X-Forwarded-For", "forwarded", "bad header", "x:y"])
      expect(() => header(bad)).toThrow(ConfigError);
  });

  it("rejects a port that is not one", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "http" })).toThrow(ConfigError);
  });

  it("reads the shutdown drain and timeout, in whole milliseconds", () => {
    // A few seconds of drain by default, so a load balancer takes a stopping replica out first.
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      shutdownDrainMs: 5000,
      shutdownTimeoutMs: 15_000,
    });
    // A local demo has no load balancer to wait for.
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_MODE: "true" })).toMatchObject({ shutdownDrainMs: 0 });
    expect(
      loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: "5000", SHUTDOWN_TIMEOUT_MS: "30000" }),
    ).toMatchObject({ shutdownDrainMs: 5000, shutdownTimeoutMs: 30_000 });
    for (const bad of ["-1", "1.5", "ten", "600001"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: bad })).toThrow(ConfigError);
    }
  });

  it("reads the database pool's size and timeouts", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).databasePool).toEqual({
      max: 10,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 30_000,
      idleTimeoutMs: 60_000,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_POOL_MAX: "25",
        DATABASE_CONNECT_TIMEOUT_MS: "500",
        DATABASE_STATEMENT_TIMEOUT_MS: "0",
        DATABASE_IDLE_TIMEOUT_MS: "10000",
      }).databasePool,
    ).toEqual({ max: 25, connectTimeoutMs: 500, statementTimeoutMs: 0, idleTimeoutMs: 10_000 });
    for (const [name, bad] of [
      ["DATABASE_POOL_MAX", "0"],
      ["DATABASE_POOL_MAX", "many"],
      ["DATABASE_CONNECT_TIMEOUT_MS", "0"],
      ["DATABASE_STATEMENT_TIMEOUT_MS", "-5"],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir, [name]: bad }), `${name}=${bad}`).toThrow(ConfigError);
    }
  });

  it("reads the previous secrets, the metrics port and token, and the error tracker's DSN", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET_PREVIOUS: " older-secret , oldest-secret ,",
      METRICS_PORT: "9464",
      METRICS_TOKEN: "scrape-me",
      SENTRY_DSN: "https://abc123@errors.example.com/42",
    });
    expect(config).toMatchObject({
      jwtPreviousSecrets: ["older-secret", "oldest-secret"],
      metricsPort: 9464,
      metricsToken: "scrape-me",
      sentryDsn: "https://abc123@errors.example.com/42",
    });
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      jwtPreviousSecrets: [],
      metricsPort: undefined,
      metricsToken: undefined,
      sentryDsn: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_PORT: "http" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, SENTRY_DSN: "https://errors.example.com/42" })).toThrow(
      ConfigError,
    );
  });

  it("keeps demo mode off unless npm start runs locally, or DEMO_MODE asks for it", () => {
    const byDefault = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir, ...env }, { demoByDefault: true }).demoMode;
    expect(byDefault({})).toBe(true);
    expect(byDefault({ HOST: "::1" })).toBe(true);
    expect(byDefault({ HOST: "localhost", NODE_ENV: "test" })).toBe(true);
    // Anything that is not exactly production used to turn the demo on; now these leave it off.
    expect(byDefault({ HOST: "0.0.0.0", PAYSTACK_SECRET_KEY: "sk_live_x" })).toBe(false);
    expect(byDefault({ HOST: "192.168.1.20" })).toBe(false);
    expect(byDefault({ PUBLIC_SITE_URL: "https://tennis.ng" })).toBe(false);
    expect(byDefault({ DEMO_MODE: "false" })).toBe(false);
    // The API alone, the jobs and anything else: off unless asked for.
    expect(loadConfig({ DATA_DIR: dataDir }).demoMode).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "staging" }).demoMode).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_MODE: "true" }).demoMode).toBe(true);
  });

  it("refuses demo mode in production, on a public interface or behind a public address", () => {
    const demo = { DATA_DIR: dataDir, DEMO_MODE: "true" };
    expect(() => loadConfig({ ...PRODUCTION, DEMO_MODE: "true" })).toThrow(/NODE_ENV=production/);
    for (const host of ["0.0.0.0", "::", "10.0.0.5", "tennis.ng", "128.0.0.1"])
      expect(() => loadConfig({ ...demo, HOST: host }), host).toThrow(/loopback HOST/);
    expect(() => loadConfig({ ...demo, PUBLIC_SITE_URL: "https://tennis.ng" })).toThrow(/PUBLIC_SITE_URL/);
    expect(() => loadConfig({ ...demo, HOST: "0.0.0.0" })).toThrow(ConfigError);
  });

  it("tells loopback addresses from the rest", () => {
    for (const host of [
      "127.0.0.1",
      "127.1.2.3",
      "::1",
      "[::1]",
      "0:0:0:0:0:0:0:1",
      "localhost",
      "LOCALHOST.",
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["0.0.0.0", "::", "", "127.0.0.1.nip.io", "localhost.tennis.ng", "192.168.0.1"])
      expect(isLoopbackHost(host), host).toBe(false);
    expect(isLoopbackHost("app.localhost")).toBe(true);
    expect(isLoopbackHost("::ffff:127.0.0.1")).toBe(true);
  });

  it("requires an https public address and a mail transport in production", () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ publicSiteUrl: "https://tennis.ng", mailOutbox: false });
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_SITE_URL: undefined })).toThrow(/PUBLIC_SITE_URL/);
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_SITE_URL: "http://tennis.ng" })).toThrow(/https/);
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_SITE_URL: "tennis.ng" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: undefined })).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...PRODUCTION, SMTP_URL: undefined, MAIL_OUTBOX: "true" })).toMatchObject({
      smtpUrl: undefined,
      mailOutbox: true,
    });
    expect(() => loadConfig({ ...PRODUCTION, MAIL_OUTBOX: "true" })).toThrow(/not both/);
  });

  it("hashes new passwords with the strong cost", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).passwordCost).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    expect(loadConfig(PRODUCTION).passwordCost).toBe(PASSWORD_COST);
  });
});
