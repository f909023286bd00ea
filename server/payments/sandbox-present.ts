/**
 * How the sandbox presents its records: transactions, customers and fees, with every field
 * Paystack's published API description requires of verify, fetch, list and charge answers.
 */
import type { sandboxPaystackTransactions } from "../db/schema";

export type SandboxRow = typeof sandboxPaystackTransactions.$inferSelect;

/** The test card every sandbox payment is made with (Paystack's own test Visa ends in 4081). */
const TEST_CARD = {
  bin: "408408",
  last4: "4081",
  exp_month: "12",
  exp_year: "2030",
  channel: "card",
  card_type: "visa",
  bank: "TEST BANK",
  country_code: "NG",
  brand: "visa",
  reusable: true,
} as const;

/** Where the sandbox keeps, in a transaction's metadata, the channels its checkout offers. */
export const OFFERED_KEY = "__sandbox_channels";

/** The status verify reports: Paystack calls a transaction nobody has paid yet "abandoned". */
export function reportedStatus(row: SandboxRow): string {
  return row.status === "pending" ? "abandoned" : row.status;
}

const GATEWAY_RESPONSES: Record<string, string> = {
  success: "Successful",
  failed: "Declined",
  abandoned: "The transaction was not completed",
  ongoing: "Awaiting the bank transfer",
};

/**
 * Paystack's fee on a local card, transfer or USSD payment: 1.5%, plus ₦100 from ₦2,500 up, never
 * more than ₦2,000. The sandbox charges it as Paystack does, so settlements are net of fees.
 */
export function sandboxFeeKobo(amountKobo: number): number {
  const fee = Math.round(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

/** A stable number for a customer's email, as Paystack gives each customer an id and a code. */
function customerNumber(email: string): number {
  let hash = 0;
  for (const char of email.toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 2_147_483_647;
  return hash + 1;
}

/** The customer as Paystack's transaction answers carry it. */
export function presentCustomer(email: string) {
  const id = customerNumber(email);
  return {
    id,
    first_name: "",
    last_name: "",
    email,
    customer_code: `CUS_${id.toString(36)}`,
    phone: "",
    metadata: {},
    risk_action: "default",
    international_format_phone: "",
  };
}

/** The sandbox's one integration, as Paystack names the merchant's account. */
export const SANDBOX_INTEGRATION = 100_001;

/** The saved authorization a payment leaves: a reusable card, or a non-reusable one for the other channels. */
function authorizationOf(row: SandboxRow) {
  if (!row.authorizationCode) return {};
  const signature = `SIG_${row.authorizationCode}`;
  const receiver = { account_name: null, receiver_bank_account_number: null, receiver_bank: null };
  if ((row.channel ?? "card") === "card")
    return { authorization_code: row.authorizationCode, ...TEST_CARD, signature, ...receiver };
  return {
    authorization_code: row.authorizationCode,
    bin: null,
    last4: null,
    exp_month: null,
    exp_year: null,
    channel: row.channel,
    card_type: null,
    bank: "TEST BANK",
    country_code: "NG",
    brand: null,
    reusable: false,
    signature,
    ...receiver,
  };
}

/** The merchant's metadata, without what the sandbox keeps for itself. */
export function merchantMetadata(row: SandboxRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row.metadata).filter(([key]) => key !== OFFERED_KEY));
}

/**
 * A transaction as Paystack's verify, fetch, list, charge and webhook answers carry it, with every
 * field the published API description requires. Paid transactions carry their fee.
 */
export function presentTransaction(row: SandboxRow) {
  const status = reportedStatus(row);
  const paidAt = row.paidAt?.toISOString() ?? null;
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    domain: "test",
    status,
    reference: row.reference,
    receipt_number: null,
    amount: row.amountKobo,
    message: null,
    gateway_response: GATEWAY_RESPONSES[status] ?? status,
    helpdesk_link: null,
    paid_at: paidAt,
    created_at: createdAt,
    channel: row.channel ?? "card",
    currency: row.currency,
    ip_address: "127.0.0.1",
    metadata: merchantMetadata(row),
    log: null,
    fees: status === "success" || status === "reversed" ? sandboxFeeKobo(row.amountKobo) : null,
    fees_split: null,
    authorization: authorizationOf(row),
    customer: presentCustomer(row.email),
    plan: null as null | Record<string, never>,
    plan_object: {},
    split: {},
    subaccount: {},
    order_id: null,
    paidAt,
    createdAt,
    transaction_date: createdAt,
    requested_amount: row.amountKobo,
    pos_transaction_data: null,
    source: { source: "merchant_api", type: "api", identifier: null, entry_point: "transaction_initialize" },
    fees_breakdown: null,
    connect: null,
  };
}

/** A transaction in `GET /transaction` and settlement lists, where Paystack gives `plan` as an object. */
export function presentListedTransaction(row: SandboxRow) {
  return { ...presentTransaction(row), plan: {} };
}
