/**
 * The consolation draw (docs/decisions/0245-knock-out-after-groups-and-consolation.md): every
 * player who lost their first match in the tournament's main knock-out draw (after a bye, their
 * round-2 match) plays on in a knock-out of their own, so every player has at least two matches.
 * Staff make it once every first match is played, publish it and enter its results; every write
 * locks the main draw and is audited.
 */

import { eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { StaffConsolationResponse } from "@/shared/api/console-contract";
import { consolationPlayers, consolationSlots } from "@/shared/domain/consolation";
import type { Database } from "../../db/client";
import { tournamentDraws, tournaments, users } from "../../db/schema";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import { httpError } from "../../lib/http-error";
import {
  enterStageResult,
  makeStage,
  presentStage,
  publishStage,
  stageOf,
  stageSnapshot,
} from "../../lib/stage-draws";
import type { Tx } from "../../payments/grants";
import { checkResultDay, clearStageResult, correctStageResult, type PlayedStage } from "./draw-results";
import { presentDraw } from "./draws";
import { notFound } from "./shared";

/** The main draw's matches as the consolation rules read them: places and winners by member id. */
function mainRounds(draw: NonNullable<Awaited<ReturnType<typeof presentDraw>>["draw"]>) {
  return draw.rounds.map((round) =>
    round.map((m) => ({
      round: m.round,
      index: m.index,
      a: m.a?.userId ?? null,
      b: m.b?.userId ?? null,
      winner: m.winner,
      playable: m.playable,
    })),
  );
}

/** The tournament's consolation draw (null until made) and whether it can be made now. */
export async function presentConsolation(
  db: Database | Tx,
  tournamentId: string,
): Promise<StaffConsolationResponse> {
  const [{ draw, entrants }, stage] = await Promise.all([
    presentDraw(db, tournamentId),
    stageOf(db, tournamentId, null, "consolation"),
  ]);
  const people = new Map<string, { name: string; rating: number | null }>(entrants.map((e) => [e.userId, e]));
  const missing = (stage?.slots ?? []).filter((id): id is string => id !== null && !people.has(id));
  if (missing.length > 0)
    for (const u of await db
      .select({ id: users.id, name: users.fullName })
      .from(users)
      .where(inArray(users.id, missing)))
      people.set(u.id, { name: u.name, rating: null });
  const check = draw?.published
    ? consolationPlayers(mainRounds(draw))
    : {
        ok: false as const,
        message: "Publish the main draw and play its first matches before the consolation draw",
      };
  return {
    draw: stage ? await presentStage(db, stage, people) : null,
    ready: check.ok,
    problem: check.ok ? null : check.message,
  };
}

export function consoleConsolationRoutes({ db, now, route, siteDataChanged }: RouteDeps) {
  const app = new Hono<AppEnv>();

  async function tournamentOf(tx: Database | Tx, id: string) {
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, id));
    if (!tournament) throw notFound("tournament");
    return tournament;
  }

  /** Locks the main draw: consolation writes take turns with each other and with the draw's. */
  async function lockMainDraw(tx: Tx, id: string) {
    const [row] = await tx
      .select()
      .from(tournamentDraws)
      .where(eq(tournamentDraws.tournamentId, id))
      .for("update");
    if (!row?.publishedAt)
      throw httpError(409, "Publish the main draw and play its first matches before the consolation draw");
    return row;
  }

  route(app, calls.staffConsolation, async (c) => {
    const { id } = c.req.valid("param");
    await tournamentOf(db, id);
    return c.json(await presentConsolation(db, id));
  });

  route(app, calls.makeConsolation, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, id);
      if (tournament.cancelledAt)
        throw httpError(409, "This tournament is cancelled: it has no consolation draw to make");
      await lockMainDraw(tx, id);
      const { draw } = await presentDraw(tx, id);
      const check = consolationPlayers(draw ? mainRounds(draw) : []);
      if (!check.ok) throw httpError(409, check.message);
      const { before, row } = await makeStage(
        tx,
        { tournamentId: id, eventId: null, kind: "consolation" },
        { slots: consolationSlots(check.players), seeds: [], perGroup: null },
        version,
        at,
      );
      await audited(tx, actor, at, {
        action: "consolation.make",
        entityType: "tournament",
        entityId: id,
        before: before ? stageSnapshot(before) : null,
        after: { draw: tournament.name, ...stageSnapshot(row) },
      });
      return presentConsolation(tx, id);
    });
    return c.json(answer);
  });

  route(app, calls.publishConsolation, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, id);
      if (tournament.cancelledAt)
        throw httpError(409, "This tournament is cancelled: its consolation draw is not published");
      await lockMainDraw(tx, id);
      const before = await stageOf(tx, id, null, "consolation", true);
      const row = await publishStage(tx, before, version, at, "consolation draw");
      await audited(tx, actor, at, {
        action: "consolation.publish",
        entityType: "tournament",
        entityId: id,
        before: before ? stageSnapshot(before) : null,
        after: { draw: tournament.name, ...stageSnapshot(row) },
      });
      return presentConsolation(tx, id);
    });
    siteDataChanged("consolation draw published");
    return c.json(answer);
  });

  route(app, calls.consolationResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, id);
      checkResultDay(tournament, input.playedOn, at);
      await lockMainDraw(tx, id);
      const stage = await stageOf(tx, id, null, "consolation", true);
      const current = await presentConsolation(tx, id);
      if (!stage || !current.draw) throw httpError(404, "This tournament has no consolation draw yet");
      const { match, audit } = await enterStageResult(
        tx,
        stage,
        current.draw,
        input,
        { tournamentName: tournament.name, label: (round) => `Consolation ${round.toLowerCase()}` },
        at,
      );
      await audited(tx, actor, at, {
        action: "consolation.result",
        entityType: "match",
        entityId: match.id,
        before: null,
        after: { draw: tournament.name, ...audit },
      });
      return presentConsolation(tx, id);
    });
    siteDataChanged("consolation result entered");
    return c.json(answer, 201);
  });

  route(app, calls.correctConsolationResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const played = await playedConsolation(tx, id, input.playedOn, at);
      const entry = await correctStageResult(tx, played, input, at);
      await audited(tx, actor, at, { action: "consolation.correct", entityType: "match", ...entry });
      return presentConsolation(tx, id);
    });
    siteDataChanged("consolation result corrected");
    return c.json(answer);
  });

  route(app, calls.clearConsolationResult, async (c) => {
    const actor = c.get("user");
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const played = await playedConsolation(tx, id, null, at);
      const entry = await clearStageResult(tx, played, input, at);
      await audited(tx, actor, at, { action: "consolation.clear", entityType: "match", ...entry });
      return presentConsolation(tx, id);
    });
    siteDataChanged("consolation result cleared");
    return c.json(answer);
  });

  /**
   * Before a played consolation result is corrected or cleared: the tournament, its main draw
   * locked, and the consolation draw as it stands. `playedOn` is the corrected day, null for a
   * clearing.
   */
  async function playedConsolation(
    tx: Tx,
    tournamentId: string,
    playedOn: string | null,
    at: Date,
  ): Promise<PlayedStage> {
    const tournament = await tournamentOf(tx, tournamentId);
    checkResultDay(tournament, playedOn, at);
    await lockMainDraw(tx, tournamentId);
    const stage = await stageOf(tx, tournamentId, null, "consolation", true);
    const draw = (await presentConsolation(tx, tournamentId)).draw;
    if (!stage?.publishedAt || !draw)
      throw httpError(404, "This tournament has no published consolation draw");
    return { stage, draw, names: { draw: tournament.name } };
  }

  return app;
}
