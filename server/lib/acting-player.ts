/**
 * The player a member call acts for (docs/decisions/0160-families.md): the browser names them in
 * the `X-Player` header, absent meaning the caller. This is the one place that resolves and checks
 * it: the caller is that player, or an active guardian of them; anyone else gets 403 `{message}`,
 * whether the player exists or not, so ids cannot be probed.
 */
import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { NOT_YOUR_PLAYER, PLAYER_HEADER } from "@/shared/domain/families";
import type { Database } from "../db/client";
import { type AccountRow, guardianships, type UserRow, users } from "../db/schema";
import type { AppEnv } from "./app-env";
import { httpError } from "./http-error";

const PLAYER_ID = /^[0-9a-f]{24}$/;

/** The player `header` names for `caller`: the caller themself, or a junior they actively guard. */
export async function actingPlayer(
  db: Database,
  caller: AccountRow,
  header: string | undefined,
): Promise<UserRow> {
  const named = header?.trim();
  if (!named || named === caller.id) return caller;
  if (!PLAYER_ID.test(named)) throw httpError(400, "The player named in X-Player is not a player id.");
  const [row] = await db
    .select({ player: users })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.playerId))
    .where(
      and(
        eq(guardianships.guardianId, caller.id),
        eq(guardianships.playerId, named),
        eq(guardianships.status, "active"),
      ),
    )
    .limit(1);
  if (!row) throw httpError(403, NOT_YOUR_PLAYER);
  return row.player;
}

/** After `requireUser`: puts the player the call acts for on the context (`c.get("player")`). */
export function requirePlayer(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("player", await actingPlayer(db, c.get("user"), c.req.header(PLAYER_HEADER)));
    await next();
  });
}
