import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SignUserResponse } from "../../src/lib/api/contract";
import { DEMO_ACCOUNTS } from "../db/seed";
import { createHarness, type Harness } from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

describe("POST /signUser", () => {
  it.each(Object.values(DEMO_ACCOUNTS))("logs in the demo account $email", async ({ email, password }) => {
    const { status, body } = await h.call("/signUser", { method: "POST", body: { email, password } });
    expect(status).toBe(200);
    expect(SignUserResponse.parse(body).data.user.email).toBe(email);
  });
});
