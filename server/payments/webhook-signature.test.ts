import { describe, expect, it } from "vitest";
import { isValidWebhookSignature, signWebhookBody } from "./webhook-signature";

const body = JSON.stringify({ event: "charge.success", data: { reference: "tc-1", amount: 600000 } });
const key = "sk_test_example";

describe("webhook signatures", () => {
  it("is the hex HMAC-SHA512 of the raw body", () => {
    // Computed independently: printf '%s' '{}' | openssl dgst -sha512 -hmac sk_test_example
    expect(signWebhookBody("{}", key)).toBe(
      "e6867afa5b391ceebe8dade28f6b439d25b469a14a3cb800615c6f7794d3e7d01d80c772955066ed66e69e78a61e50f4c72f425005976b662a114ef17dc91daf",
    );
    expect(signWebhookBody(body, key)).not.toBe(signWebhookBody(body, "sk_test_other"));
  });

  it("accepts the signature of the exact body", () => {
    expect(isValidWebhookSignature(body, signWebhookBody(body, key), key)).toBe(true);
    expect(isValidWebhookSignature(body, signWebhookBody(body, key).toUpperCase(), key)).toBe(true);
  });

  it("rejects a changed body, another key, a missing or malformed signature", () => {
    const signature = signWebhookBody(body, key);
    expect(isValidWebhookSignature(body.replace("600000", "1"), signature, key)).toBe(false);
    expect(isValidWebhookSignature(body, signWebhookBody(body, "sk_test_other"), key)).toBe(false);
    expect(isValidWebhookSignature(body, undefined, key)).toBe(false);
    expect(isValidWebhookSignature(body, "abc", key)).toBe(false);
    expect(isValidWebhookSignature(body, `${signature.slice(0, 127)}z`, key)).toBe(false);
  });
});
