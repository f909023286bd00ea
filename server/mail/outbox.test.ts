import { chmod, mkdtemp, readdir, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startOutboxPruning } from "../jobs/outbox-pruning";
import { outboxMailer } from "./mailer";
import { headerAddresses, listOutbox, OUTBOX_MAX_AGE_MS, pruneOutbox, removeOutboxMailOf } from "./outbox";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const FROM = "Tennis Community <no-reply@example.com>";

describe("headerAddresses", () => {
  it("finds every address, lowercased, with or without display names", () => {
    expect(headerAddresses('"Ada O." <Ada@Example.com>, club@example.com')).toEqual([
      "ada@example.com",
      "club@example.com",
    ]);
    expect(headerAddresses("")).toEqual([]);
  });
});

describe("the outbox forgets a deleted member's mail", () => {
  it("removes messages to them and contact messages they sent, and nothing else", async () => {
    const mailer = outboxMailer(dir, FROM);
    await mailer.send({ to: "tobi@example.com", subject: "Welcome", text: "Hi Tobi" });
    await mailer.send({ to: "TOBI@example.com", subject: "Receipt", text: "Paid" });
    await mailer.send({
      to: "club@example.com",
      replyTo: "tobi@example.com",
      subject: "Contact form: Tobi Adeyemi",
      text: "Hello",
    });
    await mailer.send({ to: "chioma@example.com", subject: "Welcome", text: "Hi Chioma" });
    await mailer.send({ to: "tobi@example.com.ng", subject: "Welcome", text: "Someone else" });

    await mailer.forgetRecipient?.("tobi@example.com");
    const left = await listOutbox(dir);
    expect(left.map((m) => m.to).toSorted()).toEqual(["chioma@example.com", "tobi@example.com.ng"]);
    expect(await removeOutboxMailOf(dir, "tobi@example.com")).toBe(0);
  });

  it("does nothing when there is no outbox yet", async () => {
    expect(await removeOutboxMailOf(path.join(dir, "missing"), "tobi@example.com")).toBe(0);
    expect(await pruneOutbox(path.join(dir, "missing"), new Date())).toBe(0);
  });
});

describe("pruneOutbox", () => {
  it("removes messages older than 30 days", async () => {
    const mailer = outboxMailer(dir, FROM);
    await mailer.send({ to: "a@example.com", subject: "Old", text: "old" });
    await mailer.send({ to: "b@example.com", subject: "Recent", text: "recent" });
    const now = new Date();
    const [oldFile] = (await listOutbox(dir)).filter((m) => m.subject === "Old");
    const [recentFile] = (await listOutbox(dir)).filter((m) => m.subject === "Recent");
    const aged = (ms: number) => new Date(now.getTime() - ms);
    await utimes(
      path.join(dir, oldFile!.file),
      aged(OUTBOX_MAX_AGE_MS + 60_000),
      aged(OUTBOX_MAX_AGE_MS + 60_000),
    );
    await utimes(
      path.join(dir, recentFile!.file),
      aged(OUTBOX_MAX_AGE_MS - 60_000),
      aged(OUTBOX_MAX_AGE_MS - 60_000),
    );

    expect(await pruneOutbox(dir, now)).toBe(1);
    expect(await readdir(dir)).toEqual([recentFile!.file]);
  });
});

describe("startOutboxPruning", () => {
  it("prunes at start and then periodically", async () => {
    const mailer = outboxMailer(dir, FROM);
    await mailer.send({ to: "a@example.com", subject: "One", text: "one" });
    let now = new Date(Date.now() + OUTBOX_MAX_AGE_MS + 60_000);
    const pruning = startOutboxPruning(dir, { intervalMs: 20, now: () => now });
    try {
      await pruning.firstRun;
      expect(await readdir(dir)).toEqual([]);
      now = new Date();
      await mailer.send({ to: "b@example.com", subject: "Two", text: "two" });
      now = new Date(Date.now() + OUTBOX_MAX_AGE_MS + 60_000);
      await vi.waitFor(async () => expect(await readdir(dir)).toEqual([]));
    } finally {
      pruning.stop();
    }
  });
});

describe("the outbox folder", () => {
  it("keeps its messages readable by their owner only, an older, wider folder too", async () => {
    const folder = path.join(dir, "outbox");
    const mailer = outboxMailer(folder, FROM);
    await mailer.send({ to: "a@example.com", subject: "Reset code", text: "123456" });
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const [file] = await readdir(folder);
    expect((await stat(path.join(folder, file!))).mode & 0o777).toBe(0o600);

    await chmod(folder, 0o755);
    await mailer.send({ to: "b@example.com", subject: "Receipt", text: "Paid" });
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
  });
});
