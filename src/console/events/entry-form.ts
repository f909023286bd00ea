/**
 * The late or walk-in entry form (docs/decisions/0231-entries-by-staff.md): the player and, for
 * doubles, the partner by email or username; the fee taken by hand against a receipt, unless the
 * event is free. Pure.
 */
import { type AddEntryRequest, AddEntryRequest as Schema } from "@/shared/api/console-contract";
import type { HandChannel } from "@/shared/domain/hand-payments";
import type { MatchKind } from "@/shared/domain/lists";
import { checkWith, type FormCheck } from "../form";
import { readNaira } from "../money/hand-payment-form";

export interface EntryValues extends Record<string, unknown> {
  player: string;
  partner: string;
  channel: HandChannel;
  receiptNumber: string;
  receivedOn: string;
  amount: string;
}

export function emptyEntry(today: string, fee: number): EntryValues {
  return {
    player: "",
    partner: "",
    channel: "cash",
    receiptNumber: "",
    receivedOn: today,
    amount: fee > 0 ? String(fee) : "",
  };
}

/** The request for an event of this kind and fee: a free event takes no payment, singles no partner. */
export function checkEntry(
  values: EntryValues,
  event: { kind: MatchKind; fee: number },
): FormCheck<AddEntryRequest> {
  const known: Record<string, string> = {};
  if (event.kind === "doubles" && values.partner.trim() === "")
    known.partner = "Enter the partner's email or username";
  let payment = null;
  if (event.fee > 0) {
    const amount = readNaira(values.amount);
    if (amount === null)
      known.amount = values.amount.trim() ? "Enter naira, e.g. 15000 or 15000.50" : "Required";
    payment = {
      channel: values.channel,
      receiptNumber: values.receiptNumber,
      receivedOn: values.receivedOn,
      amount: amount ?? 0,
    };
  }
  const checked = checkWith(
    Schema,
    {
      player: values.player,
      ...(event.kind === "doubles" ? { partner: values.partner } : {}),
      payment,
    },
    known,
  );
  if (checked.ok) return checked;
  // The payment's fields are named by themselves on the form.
  const errors = Object.fromEntries(
    Object.entries(checked.errors).map(([key, message]) => [key.replace(/^payment\./, ""), message]),
  );
  return { ok: false, errors };
}
