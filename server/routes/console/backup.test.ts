/**
 * `GET /staff/backup`: admins download the whole database from the running server (how a PGlite
 * folder held by its server is backed up), audited; the file restores into an empty database with
 * every table's count and checksum intact.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "@/lib/api/path";
import { staffBackup } from "@/shared/api/all-calls";
import { restoreInto } from "../../db/backup/backup";
import { parseHeader, readBackupLines } from "../../db/backup/format";
import { openSession } from "../../db/backup/session";
import { auditLog } from "../../db/schema";
import { ADMIN_ID } from "../../db/seed";
import { createHarness, type Harness } from "../../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function* linesOf(text: string) {
  yield* text.split("\n");
}

describe("the backup download", () => {
  it("is for admins only", async () => {
    await h.reset();
    expect((await h.call(pathOf(staffBackup))).status).toBe(401);
    const staff = await h.signIn("staff");
    const refused = await h.call(pathOf(staffBackup), { token: staff });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Only club admins can do this" });
  });

  it("gives an admin the whole database, audited, and it restores", async () => {
    await h.reset();
    const token = await h.signIn("admin");
    const response = await h.app.request(pathOf(staffBackup), {
      headers: {
        authorization: `Bearer ${token}`,
        origin: h.config.publicSiteUrl,
        "x-request-id": "backup-1",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    // A download made as a Response of its own still carries the headers every answer carries.
    expect(response.headers.get("x-request-id")).toBe("backup-1");
    expect(response.headers.get("access-control-allow-origin")).toBe(h.config.publicSiteUrl);
    expect(response.headers.get("vary")).toMatch(/Origin/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="club-backup-.*\.jsonl\.gz"/,
    );
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");

    const lines: string[] = [];
    for await (const line of readBackupLines(linesOf(text))) lines.push(line);
    const header = parseHeader(lines[0]);
    const users = header.tables.find((t) => t.name === "users");
    expect(users?.rows).toBe(await h.count("users"));
    expect(header.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(["media", "media_variants", "audit_log"]),
    );

    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, "database.backup"));
    expect(entry).toMatchObject({ actorId: ADMIN_ID, entityType: "database" });

    const folder = mkdtempSync(path.join(tmpdir(), "club-backup-download-"));
    const target = await openSession(
      { kind: "pglite", directory: path.join(folder, "db") },
      { create: true },
    );
    try {
      const report = await restoreInto(target, linesOf(lines.join("\n")));
      expect(report.digests.users?.rows).toBe(users?.rows);
    } finally {
      await target.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
