import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tickets, transactions } from "../db/schema";
import { tournamentIdOf } from "../db/seed/catalogue";
import { TEST_NOW } from "../testing/harness";
import { reverifyPending } from "./reverify";
import { createPaymentHarness, type PaymentHarness } from "./testing";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ENUGU = tournamentIdOf("Enugu Club Series");
const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

async function statusOf(reference: string) {
  const [row] = await h.db.select().from(transactions).where(eq(transactions.reference, reference));
  return row?.status;
}

describe("re-verifying pending payments", () => {
  it("fulfils a payment whose webhook was lost and whose member never came back", async () => {
    const { user, token } = await h.newMember();
    h.webhooks.hold = true;
    const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
    await h.pay(body.paystackResponse.data.authorization_url);
    h.webhooks.held.length = 0;

    h.setNow(later(30_000));
    expect(await reverifyPending(h.deps)).toMatchObject({ paid: 0 });
    h.setNow(later(2 * 60_000));
    expect(await reverifyPending(h.deps)).toMatchObject({ paid: 1, error: 0 });
    expect(await h.db.select().from(tickets).where(eq(tickets.userId, user.id))).toHaveLength(1);
    expect(h.mailer.sent.map((m) => m.subject)).toEqual(["Your ticket for Enugu Club Series"]);
    expect(await reverifyPending(h.deps)).toMatchObject({ paid: 0 });
  });

  it("quietly marks a checkout nobody finished as abandoned, which a late payment still completes", async () => {
    const { token } = await h.newMember();
    const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
    const link = body.paystackResponse.data;
    h.setNow(later(5 * 60_000));
    expect(await reverifyPending(h.deps)).toMatchObject({ failed: 1 });
    expect(await statusOf(link.reference)).toBe("abandoned");
    expect(h.mailer.sent).toHaveLength(0);

    await h.pay(link.authorization_url);
    expect(await statusOf(link.reference)).toBe("complete");
  });

  it("leaves payments younger than a minute alone, and the demo's day-old pending one", async () => {
    const { token } = await h.newMember();
    const { body } = await h.call(`/tour/register/${ENUGU}`, { token });
    expect(await reverifyPending(h.deps)).toEqual({ paid: 0, failed: 0, mismatch: 0, pending: 0, error: 0 });
    expect(await statusOf(body.paystackResponse.data.reference)).toBe("pending");
    expect(await statusOf("demo_member-ticket-pending")).toBe("pending");
  });
});
