import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "club-config-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("loadConfig", () => {
  it("runs locally with no settings: PGlite, outbox, demo data, a kept secret", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 4321,
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      clubEmail: "hello@example.com",
      publicSiteUrl: "http://localhost:4321",
      production: false,
      seedDemo: true,
    });
    expect(config.jwtSecret).toHaveLength(64);
    expect(await readFile(path.join(dataDir, "jwt-secret"), "utf8")).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it("requires a JWT secret in production and loads no demo data there by default", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: "production", JWT_SECRET: "s".repeat(40), DATA_DIR: dataDir });
    expect(config).toMatchObject({ production: true, seedDemo: false, host: "0.0.0.0" });
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

  it("lets SEED_DEMO override the default", () => {
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: "false" }).seedDemo).toBe(false);
    const prod = loadConfig({ NODE_ENV: "production", JWT_SECRET: "s".repeat(40), SEED_DEMO: "true" });
    expect(prod.seedDemo).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, SEED_DEMO: "maybe" })).toThrow(ConfigError);
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
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      shutdownDrainMs: 0,
      shutdownTimeoutMs: 10_000,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: "5000", SHUTDOWN_TIMEOUT_MS: "30000" }),
    ).toMatchObject({ shutdownDrainMs: 5000, shutdownTimeoutMs: 30_000 });
    for (const bad of ["-1", "1.5", "ten", "600001"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: bad })).toThrow(ConfigError);
    }
  });
});
