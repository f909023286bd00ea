/**
 * `GET /staff/backup`: the whole database as a backup file, for admins (audited). A PGlite folder
 * belongs to the server running on it, so `npm run backup` cannot read it while the server runs;
 * this call reads it through the server, in one REPEATABLE READ snapshot, and streams the same
 * file the command writes (docs/decisions/0140-backup-file-format.md).
 */
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import { defaultBackupName } from "../../db/backup/commands";
import { backupStream } from "../../db/backup/stream";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";

export function consoleBackupRoutes({ db, config, route, now }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.staffBackup, async (c) => {
    const actor = c.get("user");
    const at = now();
    const name = defaultBackupName(at);
    await db.transaction((tx) =>
      audited(tx, actor, at, {
        action: "database.backup",
        entityType: "database",
        entityId: name,
        before: null,
        after: null,
      }),
    );
    return new Response(backupStream(db, config.databaseUrl ? "postgres" : "pglite"), {
      headers: {
        "content-type": "application/gzip",
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "no-store",
      },
    });
  });

  return app;
}
