import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMailer } from "./mailer";
import { listOutbox, readOutboxMessage } from "./outbox";
import { resetCodeMail, welcomeMail } from "./templates";

let outbox: string;
beforeAll(async () => {
  outbox = path.join(await mkdtemp(path.join(tmpdir(), "club-mail-")), "outbox");
});
afterAll(() => rm(path.dirname(outbox), { recursive: true, force: true }));

describe("outbox mailer", () => {
  it("writes each message as an .eml file that the outbox lists newest first", async () => {
    const mailer = outboxMailer(outbox, "Club <no-reply@example.com>");
    const ada = { fullName: "Ada Obi", email: "ada@example.com" };
    await mailer.send(welcomeMail(ada, "http://localhost:4321"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await mailer.send(resetCodeMail(ada, "123456", 15));

    const entries = await listOutbox(outbox);
    expect(entries.map((e) => [e.subject, e.to])).toEqual([
      ["Your password reset code", "ada@example.com"],
      ["Welcome to the Tennis Community", "ada@example.com"],
    ]);
    const raw = await readOutboxMessage(outbox, entries[0]!.file);
    expect(raw).toContain("Your password reset code is 123456");
    expect(raw).toMatch(/^From: Club <no-reply@example.com>$/m);
  });

  it("lists nothing before the first message and reads no file outside the outbox", async () => {
    expect(await listOutbox(path.join(outbox, "missing"))).toEqual([]);
    expect(await readOutboxMessage(outbox, "../../etc/passwd")).toBeNull();
    expect(await readOutboxMessage(outbox, "missing.eml")).toBeNull();
  });
});
