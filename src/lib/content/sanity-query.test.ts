import { describe, expect, it } from "vitest";
import { sanityQueryUrl, withoutNulls } from "./sanity-query";
import { contentSettingsFromEnv } from "./settings";

describe("sanityQueryUrl", () => {
  it("addresses the production dataset at API version 2023-08-27 on the project's own API host", () => {
    const { sanity } = contentSettingsFromEnv({ SANITY_PROJECT_ID: "abc123" }, "/repo");
    const url = sanityQueryUrl(sanity!, `*[_type == "reviews"]{ name }`);
    expect(url.origin).toBe("https://abc123.api.sanity.io");
    expect(url.pathname).toBe("/v2023-08-27/data/query/production");
    expect(url.searchParams.get("query")).toBe(`*[_type == "reviews"]{ name }`);
  });

  it("can point at another host", () => {
    const { sanity } = contentSettingsFromEnv(
      { SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "http://127.0.0.1:9999/" },
      "/repo",
    );
    expect(sanityQueryUrl(sanity!, "*").origin).toBe("http://127.0.0.1:9999");
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
