/**
 * Family training (docs/decisions/0200-household-checkout.md and 0201-household-discount.md): one
 * checkout for several of an account's players. Each line is priced, and refused, exactly as a
 * single training payment for that player would be (`trainingOrder`); the household discount an
 * admin sets comes off the second and later lines (`householdPrices`). The lines, with their prices,
 * are kept on the payment; fulfilment gives each player their training (grants.ts), and refunds are
 * made per line (refunds.ts).
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import type { HouseholdChoice, HouseholdQuoteResponse, PaymentLine } from "@/shared/api/contract";
import { formatDateNG } from "@/shared/domain/dates";
import { TRAINING_DURATION_LABELS } from "@/shared/domain/lists";
import { householdPrices, householdTotal, toKobo, toNaira } from "@/shared/domain/pricing";
import { isPaid } from "@/shared/domain/subscription";
import type { Database } from "../db/client";
import {
  type AccountRow,
  clubSettings,
  refunds,
  type TransactionRow,
  trainingPackages,
  type UserRow,
  users,
} from "../db/schema";
import { actingPlayer } from "../lib/acting-player";
import { httpError } from "../lib/http-error";
import { billingData } from "../lib/member-state";
import { type Order, trainingOrder } from "./orders";
import { type HouseholdLine, householdLines } from "./purchase";

type Reader = Pick<Database, "select">;

/** The household discount in percent: 0 until an admin sets one. */
export async function householdDiscountPercent(db: Reader): Promise<number> {
  const [row] = await db
    .select({ percent: clubSettings.householdDiscountPercent })
    .from(clubSettings)
    .where(eq(clubSettings.id, 1));
  return row?.percent ?? 0;
}

/** "Family training for 2 players": names nobody, so the payment's text keeps no child's name. */
function householdDescription(players: number): string {
  return `Family training for ${players} ${players === 1 ? "player" : "players"}`;
}

interface HouseholdOrder {
  order: Order;
  quote: HouseholdQuoteResponse;
}

/**
 * The family checkout for `caller`'s choice: each player must be the caller or a junior they
 * actively guard (403 otherwise, as for every player's call), and each line is refused for what a
 * single training payment for that player is refused, with the player named.
 */
export async function householdOrder(
  { db, caller, now, siteUrl }: { db: Database; caller: AccountRow; now: Date; siteUrl: string },
  choices: readonly HouseholdChoice[],
): Promise<HouseholdOrder> {
  const players: UserRow[] = [];
  for (const choice of choices) players.push(await actingPlayer(db, caller, choice.player));
  const singles: Order[] = [];
  for (const [i, choice] of choices.entries()) {
    const player = players[i]!;
    const { training } = await billingData(db, player.id, now);
    if (isPaid(training)) {
      throw httpError(
        409,
        `${player.fullName} is already on a Training Package until ${formatDateNG(training.endDate)}. A new one can be chosen when it ends.`,
      );
    }
    singles.push(await trainingOrder({ db, user: player, now, siteUrl }, choice.package, choice.duration));
  }
  const percent = await householdDiscountPercent(db);
  const priced = householdPrices(
    players.map((player, i) => ({
      playerId: player.id,
      dob: player.dob,
      price: toNaira(singles[i]!.amountKobo),
    })),
    percent,
  );
  const lines: HouseholdLine[] = priced.map((line, i) => ({
    playerId: line.playerId,
    package: choices[i]!.package,
    duration: choices[i]!.duration,
    priceKobo: toKobo(line.price),
    discountKobo: toKobo(line.discount),
    amountKobo: toKobo(line.amount),
  }));
  const total = householdTotal(priced);
  return {
    order: {
      purchase: { kind: "household", lines },
      amountKobo: toKobo(total),
      description: householdDescription(lines.length),
      callbackUrl: `${siteUrl}/u/bills/household/family/${lines.length}/none`,
    },
    quote: {
      lines: lines.map((line, i) => ({
        player: line.playerId,
        playerName: players[i]!.fullName,
        package: line.package,
        duration: line.duration,
        description: singles[i]!.description,
        price: toNaira(line.priceKobo),
        discount: toNaira(line.discountKobo),
        amount: toNaira(line.amountKobo),
      })),
      discountPercent: percent,
      total,
    },
  };
}

/**
 * The lines of household payments as the history, the receipt and the console show them: each
 * player's name (kept out of the payment itself), the package, the prices and what was refunded on
 * the line. Keyed by payment id; other payments have none.
 */
export async function presentPaymentLines(
  db: Reader,
  rows: readonly Pick<TransactionRow, "id" | "kind" | "metadata">[],
): Promise<Map<string, PaymentLine[]>> {
  const households = rows.filter((row) => row.kind === "household");
  const result = new Map<string, PaymentLine[]>();
  if (households.length === 0) return result;
  const lineRows = households.map((row) => ({ id: row.id, lines: householdLines(row) }));
  const playerIds = [...new Set(lineRows.flatMap((r) => r.lines.map((l) => l.playerId)))];
  const [names, packages, refundRows] = await Promise.all([
    playerIds.length
      ? db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, playerIds))
      : [],
    db.select({ key: trainingPackages.key, name: trainingPackages.name }).from(trainingPackages),
    db
      .select({
        transactionId: refunds.transactionId,
        playerId: refunds.playerId,
        amountKobo: refunds.amountKobo,
      })
      .from(refunds)
      .where(
        and(
          inArray(
            refunds.transactionId,
            households.map((row) => row.id),
          ),
          ne(refunds.status, "failed"),
        ),
      ),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.fullName]));
  const packageName = new Map(packages.map((p) => [p.key, p.name]));
  for (const { id, lines } of lineRows) {
    result.set(
      id,
      lines.map((line) => {
        const name = nameOf.get(line.playerId);
        return {
          player: name === undefined ? null : line.playerId,
          playerName: name ?? "A player whose data was deleted",
          package: line.package,
          duration: line.duration,
          description: `${packageName.get(line.package) ?? line.package} training, ${TRAINING_DURATION_LABELS[line.duration]}`,
          price: toNaira(line.priceKobo),
          discount: toNaira(line.discountKobo),
          amount: toNaira(line.amountKobo),
          refunded: toNaira(
            refundRows
              .filter((r) => r.transactionId === id && r.playerId === line.playerId)
              .reduce((sum, r) => sum + r.amountKobo, 0),
          ),
        };
      }),
    );
  }
  return result;
}
