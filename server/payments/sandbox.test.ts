/** The sandbox answers like Paystack where our client depends on it. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPaystackClient, outcomeUnknown, PaystackError } from "./paystack-client";
import { paystackSandbox } from "./sandbox";
import { sandboxSecretKey } from "./settings";
import { createPaymentHarness, type PaymentHarness } from "./testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

function clientWithKey(secretKey: string) {
  const sandbox = paystackSandbox({ db: h.db, config: h.config, deliverWebhook: async () => {} });
  return createPaystackClient({
    baseUrl: "http://sandbox.test",
    secretKey,
    fetch: (input, init) =>
      Promise.resolve(sandbox.request(String(input).replace("http://sandbox.test", ""), init)),
  });
}

const request = {
  email: "ada@example.com",
  amount: 600_000,
  reference: "tc_sandbox_1",
  callback_url: "http://localhost:4321/u/bills/membership/monthly/1/false",
  metadata: {
    custom_fields: [{ display_name: "Payment for", variable_name: "payment_for", value: "Monthly" }],
  },
};

describe("the Paystack sandbox", () => {
  it("initializes, reports an unpaid transaction as abandoned and a paid one as success with a reusable card", async () => {
    const client = clientWithKey(sandboxSecretKey(h.config.jwtSecret));
    const init = await client.initialize(request);
    expect(init).toMatchObject({
      status: true,
      message: "Authorization URL created",
      data: { reference: "tc_sandbox_1" },
    });
    expect(await client.verify("tc_sandbox_1")).toMatchObject({
      status: "abandoned",
      amount: 600_000,
      currency: "NGN",
    });

    const pay = await h.browse(`${init.data.authorization_url}/pay`, "POST");
    expect(pay.headers.get("location")).toBe(
      `${request.callback_url}?trxref=tc_sandbox_1&reference=tc_sandbox_1`,
    );
    const paid = await client.verify("tc_sandbox_1");
    expect(paid).toMatchObject({
      status: "success",
      reference: "tc_sandbox_1",
      amount: 600_000,
      currency: "NGN",
      customer: { email: "ada@example.com" },
      authorization: { reusable: true, last4: "4081", card_type: "visa" },
    });
    expect(paid?.paid_at).toEqual(expect.any(String));

    const code = paid?.authorization?.authorization_code ?? "";
    const charge = { email: "ada@example.com", amount: 600_000, authorization_code: code, metadata: {} };
    expect(await client.chargeAuthorization({ ...charge, reference: "tc_sandbox_2" })).toMatchObject({
      status: "success",
    });
    expect(
      await client.chargeAuthorization({ ...charge, reference: "tc_sandbox_3", email: "eve@example.com" }),
    ).toMatchObject({
      status: "failed",
      gateway_response: "Declined",
    });
  });

  it("refuses a wrong key, a duplicate reference, and answers null for an unknown reference", async () => {
    await expect(clientWithKey("sk_test_wrong").initialize(request)).rejects.toThrow(PaystackError);
    const client = clientWithKey(sandboxSecretKey(h.config.jwtSecret));
    await client.initialize(request);
    await expect(client.initialize(request)).rejects.toThrow(/Duplicate Transaction Reference/);
    expect(await client.verify("tc_nobody")).toBeNull();
  });

  it("lists a transaction's refunds, newest first, each with the merchant note it was made with", async () => {
    const client = clientWithKey(sandboxSecretKey(h.config.jwtSecret));
    const init = await client.initialize(request);
    await h.browse(`${init.data.authorization_url}/pay`, "POST");
    expect(await client.listRefunds("tc_sandbox_1")).toEqual([]);
    const note = (n: number) => ({
      transaction: "tc_sandbox_1",
      amount: 100_000,
      merchant_note: `Refund r${n}: x`,
    });
    const first = await client.createRefund(note(1));
    const second = await client.createRefund(note(2));
    const listed = await client.listRefunds("tc_sandbox_1");
    expect(listed.map((r) => [r.id, r.merchant_note, r.amount, r.status])).toEqual([
      [second.id, "Refund r2: x", 100_000, "pending"],
      [first.id, "Refund r1: x", 100_000, "pending"],
    ]);
    expect(await client.listRefunds("tc_nobody")).toEqual([]);
  });

  it("tells a clear refusal from a call whose outcome is unknown", async () => {
    const client = clientWithKey(sandboxSecretKey(h.config.jwtSecret));
    const refused = await client
      .createRefund({ transaction: "tc_nobody", amount: 100, merchant_note: "x" })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaystackError);
    expect(outcomeUnknown(refused)).toBe(false);
    const hanging = createPaystackClient({
      baseUrl: "http://sandbox.test",
      secretKey: "sk_test_x",
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    });
    const timedOut = await hanging
      .createRefund({ transaction: "t", amount: 100, merchant_note: "x" })
      .catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(PaystackError);
    expect(outcomeUnknown(timedOut)).toBe(true);
    const broken = createPaystackClient({
      baseUrl: "http://sandbox.test",
      secretKey: "sk_test_x",
      fetch: async () => new Response("<html>Bad gateway</html>", { status: 502 }),
    });
    expect(
      outcomeUnknown(
        await broken
          .createRefund({ transaction: "t", amount: 1, merchant_note: "x" })
          .catch((e: unknown) => e),
      ),
    ).toBe(true);
  });

  it("shows an accessible checkout page and a not-found page for a bad link", async () => {
    const client = clientWithKey(sandboxSecretKey(h.config.jwtSecret));
    const init = await client.initialize(request);
    const html = await (await h.browse(init.data.authorization_url)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Pay ₦6,000</h1>");
    expect(html).toContain("<dt>Payment for</dt><dd>Monthly</dd>");
    expect(html).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" class="cancel">Cancel<\/button>/);
    const missing = await h.browse("http://localhost:4321/sandbox/paystack/checkout/nope");
    expect(missing.status).toBe(404);
  });
});
