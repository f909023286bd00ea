import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../testing/harness";
import { setConsoleRole } from "./set-console-role";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

describe("setting a console role from the command line", () => {
  it("sets the role by email, audited with the command line as the actor", async () => {
    expect(await setConsoleRole(h.database.db, " Free@Example.com ", "admin")).toBe("member");
    expect(await h.count("users where email = 'free@example.com' and console_role = 'admin'")).toBe(1);
    expect(await h.count("audit_log where actor_id is null and actor_email = 'command line'")).toBe(1);
  });

  it("refuses an unknown email and removing the last admin", async () => {
    await expect(setConsoleRole(h.database.db, "nobody@example.com", "staff")).rejects.toThrow(/No user/);
    await expect(setConsoleRole(h.database.db, "admin@example.com", "member")).rejects.toThrow(/only admin/);
    expect(await h.count("audit_log")).toBe(0);
  });
});
