import { H as TRANSACTION_KIND_LABELS, R as MEMBERSHIP_KEYS, V as TRAINING_KEYS, k as Id } from "./site-data_Dtzf3jGt.mjs";
import { z } from "zod";
// src/shared/domain/pay-param.ts
/**
* The payment selection (docs/product.md, Records) read back from a `pay` parameter. Anything read
* from a URL is untrusted: it is parsed with a schema and dropped when malformed. Kept apart from
* the links in `signup-link.ts`, which only write selections, so pages that only link do not ship
* zod.
*
* A selection is one of four kinds, told apart by `type`, each with exactly the fields it needs to
* be shown and paid; this parse is the only place that checks them.
*/
/** Longest `pay` value accepted; a real selection is a few hundred characters. */
var PAY_PARAM_MAX_LENGTH = 2e3;
/** What every kind of selection carries: what is bought, its price and how it is described. */
var selectionBase = {
	plan: z.string().trim().min(1).max(120),
	/** Whole naira. */
	price: z.number().int().min(0).max(1e9),
	duration: z.string().max(40),
	/** Replaces the summary's own description when set. */
	message: z.string().max(500).optional()
};
var MembershipSelection = z.strictObject({
	...selectionBase,
	type: z.literal(TRANSACTION_KIND_LABELS.membership),
	key: z.string().trim().pipe(z.enum(MEMBERSHIP_KEYS, { error: "Unknown membership plan" })),
	/** The member's auto-renew choice; the profile's setting applies when it is missing. */
	autoRenew: z.boolean().optional()
});
var TrainingSelection = z.strictObject({
	...selectionBase,
	type: z.literal(TRANSACTION_KIND_LABELS.training),
	key: z.string().trim().pipe(z.enum(TRAINING_KEYS, { error: "Unknown training package" })),
	/** 0 = 1 month, 1 = 3 months. */
	planType: z.union([z.literal(0), z.literal(1)]).optional()
}).transform((selection) => {
	const threeMonths = selection.planType === 1 || selection.duration === "3months";
	return {
		...selection,
		duration: threeMonths ? "3months" : "1month",
		planType: threeMonths ? 1 : 0
	};
});
/** Coach pairing (docs/decisions/0007-coach-pairing-order.md): the plan, the coach and how many months. */
var CoachPairingSelection = z.strictObject({
	...selectionBase,
	type: z.literal(TRANSACTION_KIND_LABELS.pairing),
	key: z.string().trim().min(1).max(64),
	planId: Id,
	coachId: Id,
	months: z.number().int().min(1).max(24)
});
var TicketSelection = z.strictObject({
	...selectionBase,
	type: z.literal(TRANSACTION_KIND_LABELS.ticket),
	/** The tournament. */
	key: z.string().trim().min(1).max(64),
	/** The event entered; absent: the tournament's only event. */
	event: z.string().trim().min(1).max(64).optional(),
	/** A doubles event's partner, by email or username. */
	partner: z.string().trim().min(1).max(254).optional(),
	/** A spectator's ticket: a seat, no event entered (docs/decisions/0240-spectator-tickets.md). */
	spectator: z.literal(true).optional()
});
var PaymentSelection = z.discriminatedUnion("type", [
	MembershipSelection,
	TrainingSelection,
	CoachPairingSelection,
	TicketSelection
]);
/** A raw `pay` value (JSON) as a selection; null when missing, too long, not JSON or not a selection. */
function parsePaymentSelection(raw) {
	if (!raw || raw.length > PAY_PARAM_MAX_LENGTH) return null;
	let json;
	try {
		json = JSON.parse(raw);
	} catch {
		return null;
	}
	const result = PaymentSelection.safeParse(json);
	return result.success ? result.data : null;
}
/** The `pay` parameter of a query string (`location.search`) or of parsed search params. */
function parsePayParam(search) {
	if (typeof search === "string" && search.length > PAY_PARAM_MAX_LENGTH * 4) return null;
	return parsePaymentSelection((typeof search === "string" ? new URLSearchParams(search) : search).get("pay"));
}
export { parsePayParam };
