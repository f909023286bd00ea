/**
 * The sandbox and our Paystack client hold to Paystack's published OpenAPI description
 * (tests/fixtures/paystack-openapi.json, the part for the calls the club makes): every request our
 * client sends names a described operation, with described query parameters of the right type and
 * a body its schema accepts; every answer the sandbox gives matches the schema described for its
 * status. The few places where the description and Paystack's own API reference disagree are named
 * in DEPARTURES, each with its reason.
 */
import { readFileSync } from "node:fs";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPaystackClient, type PaystackClient } from "./paystack-client";
import { paystackSandbox } from "./sandbox";
import { sandboxSecretKey } from "./settings";
import { createPaymentHarness, type PaymentHarness } from "./testing";

type Json = Record<string, unknown>;
interface Exchange {
  method: string;
  url: URL;
  body: unknown;
  status: number;
  answer: unknown;
}

const spec = JSON.parse(
  readFileSync(new URL("../../tests/fixtures/paystack-openapi.json", import.meta.url), "utf8"),
) as Json & { paths: Record<string, Record<string, Json>> };

/**
 * Where Paystack's API reference, which the live API follows, differs from the published description:
 * - `GET /transaction` pages with `perPage` (the reference, and the description's own `meta.perPage`);
 *   the description's parameter list says `per_page`.
 * - `GET /refund` filters by `transaction` in the reference; the description lists no filter.
 * - `GET /settlement/{id}/transactions` pages with `perPage` and `page` in the reference; the
 *   description lists no paging.
 * - The settlement lists answer `data` as an array; the description gives them only the generic
 *   `Response`, whose `data` is an object. Their envelope is checked against `Response`, and each
 *   settled transaction against the description's listed transaction.
 */
const DEPARTURES = {
  queryAliases: {
    "/transaction": ["perPage"],
    "/refund": ["transaction"],
    "/settlement/{id}/transactions": ["perPage", "page"],
  } as Record<string, string[]>,
  arrayAnswers: new Set(["/settlement", "/settlement/{id}/transactions"]),
};

/**
 * OpenAPI 3.0's `nullable` only widens a `type`; alone (as the description writes some fields
 * whose value may be anything) it says nothing, and the validator is told so.
 */
function withoutBareNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutBareNullable);
  if (!node || typeof node !== "object") return node;
  const entries = Object.entries(node).filter(([key]) => key !== "nullable" || "type" in node);
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutBareNullable(value)]));
}

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(withoutBareNullable(spec) as Json, "paystack");

const pointer = (...parts: string[]) =>
  `paystack#/${parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
const compiled = new Map<string, ValidateFunction>();
function validatorAt(ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  return validate;
}

function resolve(node: Json): { node: Json; at: string[] | null } {
  const ref = node.$ref;
  if (typeof ref !== "string") return { node, at: null };
  const at = ref.replace(/^#\//, "").split("/");
  let found: unknown = spec;
  for (const part of at) found = (found as Json)[part];
  return { node: found as Json, at };
}

/** The described path template a concrete path matches. */
function templateOf(path: string): string | undefined {
  // A literal path (`/transaction/charge_authorization`) wins over a template (`/transaction/{id}`).
  const params = (template: string) => template.split("{").length;
  return Object.keys(spec.paths)
    .filter((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path))
    .sort((a, b) => params(a) - params(b))[0];
}

function typeMatches(schema: Json | undefined, value: string): boolean {
  if (!schema) return true;
  if (schema.type === "integer") return /^-?\d+$/.test(value);
  if (schema.type === "boolean") return value === "true" || value === "false";
  if (schema.format === "date-time") return !Number.isNaN(Date.parse(value));
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  return true;
}

/** What is wrong with one exchange, measured against the description; empty when nothing is. */
function conformance({ method, url, body, status, answer }: Exchange): string[] {
  const path = url.pathname.replace(/^\/sandbox\/paystack/, "");
  const template = templateOf(path);
  const operation = template ? spec.paths[template]?.[method.toLowerCase()] : undefined;
  if (!template || !operation) return [`${method} ${path} is not a described operation`];
  const problems: string[] = [];
  const parameters = ((operation.parameters ?? []) as Json[]).map((p) => resolve(p).node);
  for (const [name, value] of url.searchParams) {
    const declared = parameters.find((p) => p.in === "query" && p.name === name);
    const aliased = DEPARTURES.queryAliases[template]?.includes(name);
    if (!declared && !aliased) problems.push(`${method} ${template}: query ${name} is not described`);
    else if (declared && !typeMatches(declared.schema as Json, value))
      problems.push(`${method} ${template}: query ${name}=${value} is not of the described type`);
  }
  const templateParts = template.split("/");
  path.split("/").forEach((part, index) => {
    const name = /^\{(.+)\}$/.exec(templateParts[index] ?? "")?.[1];
    const declared = parameters.find((p) => p.in === "path" && p.name === name);
    if (name && !typeMatches(declared?.schema as Json, decodeURIComponent(part)))
      problems.push(`${method} ${template}: path ${name}=${part} is not of the described type`);
  });
  if (body !== undefined) {
    const validate = validatorAt(
      pointer(
        "paths",
        template,
        method.toLowerCase(),
        "requestBody",
        "content",
        "application/json",
        "schema",
      ),
    );
    if (!validate(body)) problems.push(`${method} ${template} request: ${ajv.errorsText(validate.errors)}`);
  }
  const responses = operation.responses as Record<string, Json>;
  const described = responses[String(status)];
  if (!described) return [...problems, `${method} ${template} answered ${status}, which is not described`];
  const { at } = resolve(described);
  const schemaAt = [...(at ?? ["paths", template, method.toLowerCase(), "responses", String(status)])];
  schemaAt.push("content", "application/json", "schema");
  if (DEPARTURES.arrayAnswers.has(template) && status === 200) {
    const { data, ...envelope } = answer as { data: unknown[] };
    const validate = validatorAt(pointer(...schemaAt));
    if (!validate(envelope))
      problems.push(`${method} ${template} answer: ${ajv.errorsText(validate.errors)}`);
    if (!Array.isArray(data)) problems.push(`${method} ${template} answer: data is not a list`);
    if (template === "/settlement/{id}/transactions") {
      const item = validatorAt(pointer("components", "schemas", "TransactionListResponseArray"));
      for (const each of data)
        if (!item(each)) problems.push(`settled transaction: ${ajv.errorsText(item.errors)}`);
    }
    return problems;
  }
  const validate = validatorAt(pointer(...schemaAt));
  if (!validate(answer))
    problems.push(`${method} ${template} answer ${status}: ${ajv.errorsText(validate.errors)}`);
  return problems;
}

let h: PaymentHarness;
const exchanges: Exchange[] = [];
let client: PaystackClient;

beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  exchanges.length = 0;
  h.setNow(new Date("2026-11-20T10:00:00Z"));
  client = recordingClient(sandboxSecretKey(h.config.jwtSecret));
});

function recordingClient(secretKey: string): PaystackClient {
  const sandbox = paystackSandbox({
    db: h.db,
    config: h.config,
    now: () => h.deps.now(),
    deliverWebhook: async () => {},
    refundDelayMs: null,
  });
  return createPaystackClient({
    baseUrl: "http://sandbox.test/sandbox/paystack",
    secretKey,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const response = await sandbox.request(
        url.pathname.replace("/sandbox/paystack", "") + url.search,
        init,
      );
      const answer: unknown = await response.clone().json();
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      exchanges.push({ method: init?.method ?? "GET", url, body, status: response.status, answer });
      return response;
    },
  });
}

const checkout = {
  email: "ada@example.com",
  amount: 600_000,
  callback_url: "http://localhost:4321/u/bills/membership/monthly/1/false",
  metadata: {
    custom_fields: [{ display_name: "Payment for", variable_name: "payment_for", value: "Monthly" }],
  },
};

async function paid(reference: string) {
  const init = await client.initialize({
    ...checkout,
    reference,
    channels: ["card", "bank_transfer", "ussd"],
  });
  await h.browse(`${init.data.authorization_url}/pay`, "POST");
  return init;
}

describe("the sandbox and our client against Paystack's published description", () => {
  it("every call the club makes, asked and answered as described", async () => {
    await client.initialize({ ...checkout, reference: "tc_open" });
    expect(await client.verify("tc_open")).toMatchObject({ status: "abandoned", fees: null });
    await paid("tc_paid");
    const verified = await client.verify("tc_paid");
    expect(verified).toMatchObject({
      status: "success",
      amount: 600_000,
      fees: 19_000,
      id: expect.any(Number),
    });
    expect(await client.fetchTransaction(verified?.id ?? 0)).toMatchObject({ reference: "tc_paid" });
    expect(await client.fetchTransaction(987_654_321)).toBeNull();
    expect(await client.verify("tc_nobody")).toBeNull();
    const listed = await client.listTransactions({
      status: "success",
      from: new Date("2026-11-20T00:00:00Z"),
      to: new Date("2026-11-21T00:00:00Z"),
    });
    expect(listed.map((t) => t.reference)).toEqual(["tc_paid"]);
    const card = verified?.authorization?.authorization_code ?? "";
    const charged = await client.chargeAuthorization({
      email: checkout.email,
      amount: 250_000,
      authorization_code: card,
      reference: "tc_renewal",
      metadata: { renewal: true },
    });
    expect(charged).toMatchObject({ status: "success", fees: 13_750 });
    const refund = await client.createRefund({
      transaction: "tc_paid",
      amount: 100_000,
      merchant_note: "r1",
    });
    expect(refund.transaction.reference).toBe("tc_paid");
    expect(await client.fetchRefund(refund.id)).toMatchObject({
      id: refund.id,
      transaction: { reference: "tc_paid" },
    });
    expect(await client.listRefunds("tc_paid")).toHaveLength(1);
    const opened = await h.sandboxApi("/control/dispute", { transaction: "tc_paid" });
    const disputeId = String((opened.body as { data: { id: number } }).data.id);
    expect(await client.fetchDispute(disputeId)).toMatchObject({
      id: disputeId,
      dueAt: expect.any(String),
      transaction: { reference: "tc_paid" },
    });
    expect(await client.fetchDispute("987654")).toBeNull();

    h.setNow(new Date("2026-11-22T10:00:00Z"));
    const [settlement] = await client.listSettlements();
    expect(settlement).toMatchObject({
      id: 20261120,
      total_processed: 850_000,
      total_fees: 32_750,
      total_amount: 817_250,
    });
    const settled = await client.settlementTransactions(20261120);
    expect(settled?.map((t) => [t.reference, t.fees]).sort()).toEqual([
      ["tc_paid", 19_000],
      ["tc_renewal", 13_750],
    ]);
    expect(await client.settlementTransactions(20261121)).toBeNull();

    const problems = exchanges.flatMap(conformance);
    expect(problems).toEqual([]);
    const operations = new Set(
      exchanges.map((e) => `${e.method} ${templateOf(e.url.pathname.replace(/^\/sandbox\/paystack/, ""))}`),
    );
    expect([...operations].sort()).toEqual([
      "GET /dispute/{id}",
      "GET /refund",
      "GET /refund/{id}",
      "GET /settlement",
      "GET /settlement/{id}/transactions",
      "GET /transaction",
      "GET /transaction/verify/{reference}",
      "GET /transaction/{id}",
      "POST /refund",
      "POST /transaction/charge_authorization",
      "POST /transaction/initialize",
    ]);
  });

  it("answers a wrong key with 401 and a duplicate reference with 400, as described", async () => {
    await client.initialize({ ...checkout, reference: "tc_twice" });
    await expect(client.initialize({ ...checkout, reference: "tc_twice" })).rejects.toThrow(/Duplicate/);
    await expect(recordingClient("sk_test_wrong").verify("tc_twice")).rejects.toThrow(/401/);
    expect(exchanges.map((e) => e.status)).toEqual([200, 400, 401]);
    expect(exchanges.flatMap(conformance)).toEqual([]);
  });

  it("answers any path it does not serve with a JSON 404 in Paystack's error shape", async () => {
    const sandbox = paystackSandbox({ db: h.db, config: h.config, deliverWebhook: async () => {} });
    const auth = { authorization: `Bearer ${sandboxSecretKey(h.config.jwtSecret)}` };
    for (const path of ["/plan", "/transaction/verify", "/settlement/x/y/z", "/customer/CUS_1"]) {
      const response = await sandbox.request(path, { headers: auth });
      expect(response.status, path).toBe(404);
      const answer = await response.json();
      expect(answer).toEqual({ status: false, message: expect.any(String) });
      const error = validatorAt(pointer("components", "schemas", "Error"));
      expect(error(answer), path).toBe(true);
    }
  });

  it("finds a request or an answer that departs from the description", () => {
    const base = { method: "GET", body: undefined, status: 200 };
    const verify = new URL("http://sandbox.test/transaction/verify/tc_1");
    expect(
      conformance({ ...base, url: verify, answer: { status: true, message: "ok", data: { id: "7" } } }),
    ).not.toEqual([]);
    const listing = new URL("http://sandbox.test/transaction?status=settled");
    expect(conformance({ ...base, url: listing, answer: {} }).join()).toMatch(/query status=settled/);
    const unknown = new URL("http://sandbox.test/transaction?limit=5");
    expect(conformance({ ...base, url: unknown, answer: {} }).join()).toMatch(/query limit is not described/);
  });
});
