/**
 * Text people type (contact messages, names, payment descriptions) is shown back on the pages the
 * server renders itself: the /dev/mail outbox and the sandbox checkout. Hono's `html` escapes every
 * value, so markup in that text is shown as text and never runs.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMailer } from "./mail/mailer";
import { contactMessageMail } from "./mail/templates";
import { paystackSandbox } from "./payments/sandbox";
import { sandboxSecretKey } from "./payments/settings";
import { mailViewer } from "./static/mail-viewer";
import { createHarness, type Harness } from "./testing/harness";

const SCRIPT = "<script>alert(1)</script>";
const IMAGE = '"><img src=x onerror=alert(1)>';

let h: Harness;
let outbox: string;
beforeAll(async () => {
  h = await createHarness();
  outbox = await mkdtemp(path.join(tmpdir(), "club-outbox-"));
});
afterAll(async () => {
  await h.close();
  await rm(outbox, { recursive: true, force: true });
});

describe("the /dev/mail outbox", () => {
  it("shows a contact message's markup as text", async () => {
    const mailer = outboxMailer(outbox, "Club <club@example.com>");
    await mailer.send(
      contactMessageMail("club@example.com", {
        firstName: SCRIPT,
        lastName: "Obi",
        email: "visitor@example.com",
        phoneNumber: "+234 800 000 0000",
        message: `${SCRIPT} ${IMAGE}`,
      }),
    );
    const list = await mailViewer(outbox).request("/");
    const page = await list.text();
    expect(list.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain(SCRIPT);
    expect(page).not.toContain("<img src=x");

    const file = page.match(/href="\/dev\/mail\/([^"]+)"/)?.[1];
    const message = await mailViewer(outbox).request(`/${file}`);
    expect(message.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

describe("the sandbox checkout page", () => {
  it("shows the payer's email and the order's items as text", async () => {
    const sandbox = paystackSandbox({ db: h.database.db, config: h.config, deliverWebhook: async () => {} });
    const initialized = await sandbox.request("/transaction/initialize", {
      method: "POST",
      headers: {
        authorization: `Bearer ${sandboxSecretKey(h.config.jwtSecret)}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        email: "payer@example.com",
        amount: 100_000,
        metadata: { custom_fields: [{ display_name: SCRIPT, value: IMAGE }] },
      }),
    });
    const { data } = await initialized.json();
    const checkout = await sandbox.request(`/checkout/${data.access_code}`);
    const page = await checkout.text();
    expect(checkout.status).toBe(200);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain(SCRIPT);
    expect(page).not.toContain("<img src=x");
  });
});
