/**
 * The sandbox's checkout pages: plain, accessible HTML that reads like a provider's hosted checkout.
 * Clearly marked as test mode so nobody mistakes it for a real payment page.
 */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { formatNaira } from "@/shared/domain/format";
import { toNaira } from "@/shared/domain/pricing";

export interface CheckoutView {
  accessCode: string;
  email: string;
  amountKobo: number;
  /** Label and value pairs describing what is bought (Paystack's metadata.custom_fields). */
  items: { label: string; value: string }[];
  /** The channels the merchant offers, in order: card, bank_transfer, ussd. */
  channels: readonly string[];
}

const CHANNEL_CHOICES: Record<string, { label: string; hint: string }> = {
  card: { label: "Card", hint: "Visa test card ending in 4081: paid at once." },
  bank_transfer: {
    label: "Bank transfer",
    hint: "Transfer to TEST BANK, account 0123456789. The transfer arrives a little while after you press Pay.",
  },
  ussd: { label: "USSD", hint: "Dial *737*000*1234# from your phone: paid at once." },
};

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = `
  :root { color-scheme: light; --ink: #111827; --muted: #4b5563; --brand: #0b5d3b; --line: #d7dedb; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
    font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #eef2f0; }
  main { width: min(100%, 26rem); background: #fff; border-radius: 16px; padding: 1.5rem;
    box-shadow: 0 6px 24px rgb(17 24 39 / 10%); }
  .mode { display: inline-block; margin: 0 0 0.75rem; padding: 0.125rem 0.625rem; border-radius: 999px;
    background: #fff2e5; color: #8a3c00; font-size: 0.8125rem; font-weight: 600; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.2; }
  dl { margin: 0 0 1.5rem; }
  dl div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; border-bottom: 1px solid var(--line); }
  dt { color: var(--muted); flex: none; }
  dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  @media (max-width: 30rem) {
    dl div { flex-direction: column; gap: 0.125rem; }
    dd { text-align: left; }
  }
  form { margin: 0 0 0.75rem; }
  fieldset { margin: 0 0 1rem; padding: 0; border: 0; }
  legend { margin: 0 0 0.5rem; font-weight: 600; }
  .channel { display: flex; gap: 0.625rem; align-items: flex-start; padding: 0.625rem 0.75rem; margin: 0 0 0.5rem;
    border: 1px solid var(--line); border-radius: 10px; cursor: pointer; }
  .channel input { margin: 0.3rem 0 0; width: 1.125rem; height: 1.125rem; accent-color: var(--brand); }
  .channel span { display: block; }
  .channel .hint { color: var(--muted); font-size: 0.875rem; }
  button, .button { display: block; width: 100%; min-height: 2.75rem; padding: 0.625rem 1rem; border-radius: 10px;
    font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
  .pay { border: 0; background: var(--brand); color: #fff; }
  .pay:hover { background: #073f28; }
  .cancel { border: 1px solid var(--line); background: #fff; color: var(--ink); }
  button:focus-visible, .button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  button:disabled { opacity: 0.7; cursor: progress; }
  .note { margin: 1rem 0 0; color: var(--muted); font-size: 0.875rem; }
`;

/** One submission only: a double click must not make the second request replace the first's redirect. */
const SUBMIT_ONCE = `document.addEventListener("submit", (event) => {
  if (document.body.dataset.sent) { event.preventDefault(); return; }
  document.body.dataset.sent = "1";
  setTimeout(() => { for (const b of document.querySelectorAll("button")) b.disabled = true; });
});`;

function page(title: string, body: Html, script = ""): Html {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · Paystack sandbox</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>${body}</main>
    ${script ? html`<script>${raw(script)}</script>` : ""}
  </body>
</html>`;
}

export function checkoutPage(view: CheckoutView): Html {
  const amount = formatNaira(toNaira(view.amountKobo));
  // Relative actions: the page lives at .../checkout/{code}, so they resolve under the sandbox wherever it is mounted.
  const action = encodeURIComponent(view.accessCode);
  return page(
    `Pay ${amount}`,
    html`<p class="mode">Test mode</p>
      <h1>Pay ${amount}</h1>
      <dl>
        <div><dt>Amount</dt><dd>${amount}</dd></div>
        <div><dt>Email</dt><dd>${view.email}</dd></div>
        ${view.items.map((item) => html`<div><dt>${item.label}</dt><dd>${item.value}</dd></div>`)}
      </dl>
      <form method="post" action="${action}/pay">
        <fieldset>
          <legend>Pay with</legend>
          ${view.channels.map((channel, index) => {
            const choice = CHANNEL_CHOICES[channel] ?? { label: channel, hint: "" };
            return html`<label class="channel"><input type="radio" name="channel" value="${channel}" ${index === 0 ? "checked" : ""} /><span><span>${choice.label}</span><span class="hint">${choice.hint}</span></span></label>`;
          })}
        </fieldset>
        <button type="submit" class="pay">Pay</button>
      </form>
      <form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel</button></form>
      <p class="note">This is the built-in Paystack sandbox: no real card is charged and no money moves.</p>`,
    SUBMIT_ONCE,
  );
}

/** The answer to a second use of an authorization URL, which works once. */
export function alreadyUsedPage(returnUrl: string | null): Html {
  return page(
    "Payment link already used",
    html`<p class="mode">Test mode</p>
      <h1>This payment link has already been used</h1>
      <p>Each payment link works once. Go back to the site to see how the payment went, and start a new payment there if you still need to pay.</p>
      ${returnUrl ? html`<a class="button pay" href="${returnUrl}">Back to the site</a>` : ""}`,
  );
}

export function unknownCheckoutPage(): Html {
  return page(
    "Payment link not found",
    html`<p class="mode">Test mode</p>
      <h1>This payment link is not valid</h1>
      <p>Go back to the site and start the payment again.</p>`,
  );
}

/** Shown after Pay or Cancel when the merchant gave no callback URL to return to. */
export function finishedPage(paid: boolean): Html {
  return page(
    paid ? "Payment successful" : "Payment cancelled",
    html`<p class="mode">Test mode</p>
      <h1>${paid ? "Payment successful" : "Payment cancelled"}</h1>
      <p>You can close this page.</p>`,
  );
}
