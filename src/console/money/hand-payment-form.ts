/** The cash and bank-deposit form's values as typed, and the request they make. Pure. */
import {
  type RecordHandPaymentRequest,
  RecordHandPaymentRequest as Schema,
} from "@/shared/api/console-contract";
import type { HandChannel } from "@/shared/domain/hand-payments";
import type { MembershipKey, TrainingDuration, TrainingKey } from "@/shared/domain/lists";
import { checkWith, type FormCheck } from "../form";

export type HandItemKind = "membership" | "training" | "ticket";

export interface HandPaymentValues extends Record<string, unknown> {
  email: string;
  kind: HandItemKind;
  plan: MembershipKey;
  package: TrainingKey;
  duration: TrainingDuration;
  tournamentId: string;
  channel: HandChannel;
  receiptNumber: string;
  receivedOn: string;
  amount: string;
}

export function emptyHandPayment(today: string): HandPaymentValues {
  return {
    email: "",
    kind: "membership",
    plan: "monthly",
    package: "regular",
    duration: "1month",
    tournamentId: "",
    channel: "cash",
    receiptNumber: "",
    receivedOn: today,
    amount: "",
  };
}

/** Naira as typed ("15,000", "₦15000.50"); null when it is not an amount. */
export function readNaira(text: string): number | null {
  const plain = text.trim().replace(/[₦,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain);
}

/** Field names of the form for the request's nested paths ("item.plan" is the plan field). */
const FIELD_OF: Record<string, string> = {
  "item.plan": "plan",
  "item.package": "package",
  "item.duration": "duration",
  "item.tournamentId": "tournamentId",
};

export function checkHandPayment(values: HandPaymentValues): FormCheck<RecordHandPaymentRequest> {
  const known: Record<string, string> = {};
  const amount = readNaira(values.amount);
  if (amount === null)
    known.amount = values.amount.trim() ? "Enter naira, e.g. 15000 or 15000.50" : "Required";
  if (values.kind === "ticket" && !values.tournamentId) known.tournamentId = "Choose the tournament";
  const item =
    values.kind === "membership"
      ? { kind: "membership", plan: values.plan }
      : values.kind === "training"
        ? { kind: "training", package: values.package, duration: values.duration }
        : { kind: "ticket", tournamentId: values.tournamentId };
  const checked = checkWith(
    Schema,
    {
      email: values.email,
      channel: values.channel,
      receiptNumber: values.receiptNumber,
      receivedOn: values.receivedOn,
      amount: amount ?? 0,
      item,
    },
    known,
  );
  if (checked.ok) return checked;
  const errors = Object.fromEntries(
    Object.entries(checked.errors).map(([path, message]) => [FIELD_OF[path] ?? path, message]),
  );
  // A blank amount is "Required", not the schema's view of the 0 that stood in for it.
  return { ok: false, errors: { ...errors, ...known } };
}
