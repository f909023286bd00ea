/**
 * Hostile input at every API call, enumerated from the app's own route table: wrong types, huge
 * strings, unicode, prototype-pollution keys, SQL and HTML injection, odd path parameters, JSON
 * nested thousands of levels deep, impossible dates, with and without valid tokens. Whatever comes in, the answer is below 500, JSON, `{ message }` on a
 * failure, and carries no stack trace; nothing leaks into Object.prototype.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ID } from "./db/seed";
import { signToken } from "./lib/tokens";
import { createHarness, type Harness, TEST_NOW } from "./testing/harness";

let h: Harness;
let tokens: Record<"member" | "staff" | "forged" | "garbage", string>;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  tokens = {
    member: await h.signIn("member"),
    staff: await h.signIn("staff"),
    forged: await signToken(
      { id: STAFF_ID, tokenVersion: 0 },
      "not-the-secret-but-long-enough-0000",
      TEST_NOW,
    ),
    garbage: "a.b.c",
  };
  const seen = new Set<string>();
  routes = h.app.routes
    .filter((r) => r.method !== "ALL")
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map(({ method, path }) => ({ method, path }));
});
afterAll(() => h.close());

const HOSTILE_STRINGS = [
  "",
  " ",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "\u0000",
  "a\u0000b",
  "'; drop table users; --",
  "' or '1'='1",
  '" or ""="',
  "1; select pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "prototype",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
  "${7*7}",
  "{{7*7}}",
  "\uFEFF\u202E\u200B",
  "👩🏽‍🎾🎾",
  "\uD800",
  "Ａｄａ",
  "-1",
  "0",
  "1e309",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  "a".repeat(5000),
  "9".repeat(400),
  "2023-02-30",
  "1999-13-01",
  "0000-01-01",
  "9999-12-31",
  "2026-11-31T25:61:00Z",
  "-infinity",
];

/** Raw path segments that are not just encoded strings. */
const RAW_SEGMENTS = [
  "..",
  "%2e%2e",
  "..%2F..%2Fetc",
  "%00",
  "%E0%A4%A",
  "%",
  "%25",
  "a".repeat(3000),
  "%C0%AE",
];

const PROTOTYPE_BODIES = [
  '{"__proto__": {"polluted": true, "role": "staff"}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"email": "a@example.com", "__proto__": {"isAdmin": true}}',
  '{"__proto__": null}',
  '[{"__proto__": {"polluted": true}}]',
];

/** `depth` arrays and objects, alternating, each inside the one before: a few KB for thousands of levels. */
function nestedJson(depth: number, leaf = '"x"'): string {
  const open = Array.from({ length: depth }, (_, i) => (i % 2 ? "[" : '{"data":')).join("");
  const close = Array.from({ length: depth }, (_, i) => (i % 2 ? "]" : "}"))
    .reverse()
    .join("");
  return `${open}${leaf}${close}`;
}

const DEEP_BODIES = [
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  `${'{"a":'.repeat(15_000)}1${"}".repeat(15_000)}`,
  nestedJson(3000),
  `{"email": "a@example.com", "password": "Secret123!", "data": ${nestedJson(10_000, '"\\u0000"')}}`,
];

/** Any day a `YYYY-MM-DD` string can spell, most of them not on the calendar. */
const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
  );

const FIELDS = [
  "email",
  "password",
  "token",
  "fullName",
  "username",
  "dob",
  "phoneNumber",
  "role",
  "level",
  "rating",
  "comment",
  "coachId",
  "tournamentId",
  "autoRenew",
  "resetCode",
  "newPassword",
  "firstName",
  "lastName",
  "message",
  "event",
  "data",
  "_type",
];

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.nat(20_000).map((n) => "x".repeat(n)),
  dateLike,
);

const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS, "__proto__"), hostileText, { maxKeys: 3 }),
  fc.anything({ maxDepth: 2 }),
);

const hostileBody = fc.oneof(
  fc
    .dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileText), hostileValue, { maxKeys: 8 })
    .map((o) => JSON.stringify(o)),
  fc.constantFrom(...PROTOTYPE_BODIES),
  fc.integer({ min: 30, max: 4000 }).map((depth) => nestedJson(depth)),
  fc.anything().map((v) => JSON.stringify(v) ?? "null"),
  fc.string({ maxLength: 60 }),
);

const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom("reference", "trxref", "tx_ref", "id", "__proto__"), hostileText),
      hostileText,
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) =>
    pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")}`,
  );

/** A URL cannot carry a lone surrogate: it is made well-formed first. */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

const pathSegment = fc.oneof(hostileText.map(encode), fc.constantFrom(...RAW_SEGMENTS));

type TokenName = keyof typeof tokens | "none";
const tokenName = fc.constantFrom<TokenName>("none", "member", "staff", "forged", "garbage");

/** A route's path with each `:param` replaced. */
function fillPath(path: string, segments: string[]): string {
  let i = 0;
  return path.replace(/:[^/]+/g, () => segments[i++ % segments.length] ?? "x");
}

const STACK_TRACE =
  /\n\s+at\s|node_modules|\.ts:\d+|\.js:\d+|Error:\s|TypeError|ReferenceError|SyntaxError:\s/;

async function send(
  method: string,
  path: string,
  {
    body,
    token,
    contentType = "application/json",
  }: { body?: string; token?: TokenName; contentType?: string },
) {
  const headers: Record<string, string> = {};
  if (token && token !== "none") headers.authorization = `Bearer ${tokens[token]}`;
  const withBody = body !== undefined && method !== "GET";
  if (withBody) headers["content-type"] = contentType;
  const response = await h.app.request(path, { method, headers, ...(withBody ? { body } : {}) });
  return { response, text: await response.text() };
}

/** The content types of the exports a declaration answers with a file. */
const FILE_ANSWER = /^(text\/csv|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)/;

/** What every answer must be, whatever was sent. */
function expectSafeAnswer(label: string, { response, text }: Awaited<ReturnType<typeof send>>) {
  const context = `${label} answered ${response.status}: ${text.slice(0, 300)}`;
  expect(response.status, context).toBeLessThan(500);
  expect(text, context).not.toMatch(STACK_TRACE);
  // A CSV or XLSX export that succeeded is a file; every other answer, and every refusal, is JSON.
  if (response.ok && FILE_ANSWER.test(response.headers.get("content-type") ?? "")) return;
  expect(response.headers.get("content-type"), context).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  if (response.status >= 400) {
    expect(typeof body.message, context).toBe("string");
    expect(body.message.length, context).toBeGreaterThan(0);
  }
}

/**
 * Deleting the member's account, or ending the member's or staff's token (logout), would leave every
 * later signed-in call a plain 401.
 */
const destructive = (method: string, path: string, token: TokenName) =>
  (method === "DELETE" && path === "/delUserData" && token === "member") ||
  (method === "POST" &&
    (path === "/logout" || path === "/logout-all") &&
    (token === "member" || token === "staff"));

describe("every API call under hostile input", () => {
  it("enumerates the whole API", async () => {
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(routes).toContainEqual({ method: "GET", path: "/me/export" });
    expect(routes).toContainEqual({ method: "POST", path: "/webhook/paystack" });
    // The tokens really sign in, so the signed-in side of every call is exercised.
    expect((await h.call("/me", { token: tokens.member })).status).toBe(200);
    expect((await h.call("/assigncoach/pending", { token: tokens.staff })).status).toBe(200);
  });

  it("answers each hostile string in every path parameter and body field, with and without a token", async () => {
    for (const { method, path } of routes) {
      for (const [i, hostile] of HOSTILE_STRINGS.entries()) {
        const token: TokenName = (["none", "member", "staff"] as const)[i % 3]!;
        if (destructive(method, path, token)) continue;
        const url = fillPath(path, [encode(hostile) || "%20"]);
        const body = JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, hostile])));
        expectSafeAnswer(`${method} ${url.slice(0, 80)}`, await send(method, url, { body, token }));
      }
      for (const segment of RAW_SEGMENTS) {
        if (destructive(method, path, "member")) continue;
        const url = fillPath(path, [segment]);
        expectSafeAnswer(`${method} ${url.slice(0, 80)}`, await send(method, url, { token: "member" }));
      }
    }
    // Some thousand requests: a limit for a loaded machine, not a speed target.
  }, 90_000);

  it("answers random bodies, parameters, queries and tokens", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(pathSegment, { minLength: 1, maxLength: 3 }),
        hostileQuery,
        hostileBody,
        tokenName,
        fc.constantFrom(
          "application/json",
          "application/json; charset=utf-8",
          "text/plain",
          "application/x-www-form-urlencoded",
        ),
        async (pick, segments, query, body, token, contentType) => {
          const { method, path } = routes[pick % routes.length]!;
          if (destructive(method, path, token)) return;
          const url = `${fillPath(path, segments)}${query}`;
          expectSafeAnswer(
            `${method} ${url.slice(0, 80)}`,
            await send(method, url, { body, token, contentType }),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it("keeps Object.prototype clean after prototype-pollution bodies", async () => {
    for (const { method, path } of routes.filter((r) => r.method !== "GET")) {
      for (const body of PROTOTYPE_BODIES) {
        expectSafeAnswer(
          `${method} ${path}`,
          await send(method, fillPath(path, ["x"]), { body, token: "staff" }),
        );
      }
    }
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.role).toBeUndefined();
  });

  it("answers JSON nested thousands of levels deep with a 400 or less at every call", async () => {
    for (const { method, path } of routes.filter((r) => r.method !== "GET")) {
      for (const [i, body] of DEEP_BODIES.entries()) {
        const token: TokenName = (["none", "member", "staff"] as const)[i % 3]!;
        if (destructive(method, path, token)) continue;
        expectSafeAnswer(`${method} ${path}`, await send(method, fillPath(path, ["x"]), { body, token }));
      }
    }
  });

  it("answers bursts of hostile calls sent all at once, with no 5xx among them", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.nat(), fc.array(pathSegment, { minLength: 1, maxLength: 2 }), hostileBody, tokenName),
          {
            minLength: 20,
            maxLength: 40,
          },
        ),
        async (calls) => {
          const answers = await Promise.all(
            calls
              .map(([pick, segments, body, token]) => ({
                ...routes[pick % routes.length]!,
                segments,
                body,
                token,
              }))
              .filter(({ method, path, token }) => !destructive(method, path, token))
              .map(async ({ method, path, segments, body, token }) => {
                const url = fillPath(path, segments);
                return [`${method} ${url.slice(0, 80)}`, await send(method, url, { body, token })] as const;
              }),
          );
          for (const [label, answer] of answers) expectSafeAnswer(label, answer);
        },
      ),
      { numRuns: 10 },
    );
  });

  it("signs up with any date of birth a string can spell: 201, 400, or 403 under 18, never 500", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          dateLike,
          fc
            .date({ min: new Date("1890-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
            .map((date) => date.toISOString().slice(0, 10)),
          fc.constantFrom("2023-02-30", "1999-13-01", "0000-01-01"),
        ),
        async (dob) => {
          n += 1;
          const body = JSON.stringify({
            fullName: "Ada Obi",
            email: `ada.${n}@example.com`,
            username: `ada_fuzz_${n}`,
            password: "Secret123!",
            dob,
            phoneNumber: "+234 803 123 4567",
            role: "student",
            level: "adult amatuer",
          });
          const answer = await send("POST", "/createUser", { body });
          expectSafeAnswer(`dob ${dob}`, answer);
          // Under 18 is refused without a guardian (docs/decisions/0160-families.md).
          expect([201, 400, 403], `dob ${dob}: ${answer.text}`).toContain(answer.response.status);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("still answers normally afterwards", async () => {
    const { status, body } = await h.call("/tour/admin/getTournaments");
    expect(status).toBe(200);
    expect(body.tours.length).toBeGreaterThan(0);
    expect((await h.call("/me", { token: tokens.member })).status).toBe(200);
  });
});
