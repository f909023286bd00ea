import { createClient } from "@sanity/client";
import { describe, expect, it } from "vitest";
import { withoutNulls } from "./document-loader";
import { contentSettingsFromEnv, sanityClientConfig } from "./settings";

describe("sanityClientConfig", () => {
  it("queries the production dataset at API version 2023-08-27 on the live API, published documents only", () => {
    const { sanity } = contentSettingsFromEnv(
      { SANITY_PROJECT_ID: "abc123", SANITY_API_TOKEN: "sk" },
      "/repo",
    );
    const config = sanityClientConfig(sanity!);
    expect(config).toMatchObject({
      projectId: "abc123",
      dataset: "production",
      apiVersion: "2023-08-27",
      useCdn: false,
      perspective: "published",
      maxRetries: 5,
    });
    expect(config).not.toHaveProperty("token");
    expect(config).not.toHaveProperty("apiHost");
    expect(createClient(config).getUrl("/data/query/production")).toBe(
      "https://abc123.api.sanity.io/v2023-08-27/data/query/production",
    );
  });

  it("backs off from half a second, doubling up to 30 seconds", () => {
    const { retryDelay } = sanityClientConfig(
      contentSettingsFromEnv({ SANITY_PROJECT_ID: "abc" }, "/").sanity!,
    );
    expect([0, 1, 2, 10].map((attempt) => retryDelay?.(attempt))).toEqual([500, 1000, 2000, 30_000]);
  });

  it("can point at another host", () => {
    const { sanity } = contentSettingsFromEnv(
      { SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "http://127.0.0.1:9999/" },
      "/repo",
    );
    expect(createClient(sanityClientConfig(sanity!)).getUrl("/data/query/production")).toBe(
      "http://127.0.0.1:9999/v2023-08-27/data/query/production",
    );
  });
});

describe("contentSettingsFromEnv", () => {
  it("reads local files and the local API when nothing is configured", () => {
    expect(contentSettingsFromEnv({}, "/repo")).toEqual({
      sanity: null,
      contentDir: "/repo/content",
      clubApiUrl: "http://127.0.0.1:4321/api",
      cacheDir: "/repo/.data/content-cache",
      useLastGoodData: false,
    });
  });

  it("takes the API, data folder, token and fallback flag from the environment", () => {
    const settings = contentSettingsFromEnv(
      {
        SANITY_PROJECT_ID: "abc123",
        SANITY_API_TOKEN: "sk-token",
        BUILD_API_URL: "http://127.0.0.1:5000/api/",
        DATA_DIR: "/var/club",
        USE_LAST_GOOD_DATA: "true",
      },
      "/repo",
    );
    expect(settings.sanity?.token).toBe("sk-token");
    expect(settings.clubApiUrl).toBe("http://127.0.0.1:5000/api");
    expect(settings.cacheDir).toBe("/var/club/content-cache");
    expect(settings.useLastGoodData).toBe(true);
  });
});

describe("withoutNulls", () => {
  it("drops null fields at every depth and keeps everything else", () => {
    expect(withoutNulls({ a: null, b: 0, c: "", d: { e: null, f: [1, { g: null }] } })).toEqual({
      b: 0,
      c: "",
      d: { f: [1, {}] },
    });
  });
});
