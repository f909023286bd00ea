/** The contract's schemas of the console's calls: check-in at the gate (gathered by ../console-contract.ts). */
import { z } from "zod";
import { admitReasonProblem, deviceNameProblem } from "../../domain/gate";
import { Id } from "../../domain/validation";
import { DoubleAdmission, HolderMatch, ScanLogEntry, ScanOutcome } from "./common.staff";

/** A scanned QR code (the signed pass) or a typed ticket token. */
const ScanCode = z.string().trim().min(1).max(300);

/** The scanner's name for itself, kept on the device. */
const DeviceId = z.string().trim().min(1).max(60);

/** The name staff gave the phone ("Main gate"), said wherever its scans are. */
/** A problem sentence from a domain rule, as a zod check (the browser runs the rule without zod). */
const ruled = (problem: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    });

export const DeviceName = ruled(deviceNameProblem);

export const CheckInParam = z.object({ tournamentId: Id });

export const ScanRequest = z.object({
  code: ScanCode,
  deviceId: DeviceId,
  deviceName: DeviceName.optional(),
});

/** What a scan found, with what the gate needs to say it. */
export const ScanResult = z.object({
  outcome: ScanOutcome,
  message: z.string(),
  /** The ticket, when the code is one of ours. */
  ticket: z.object({ _id: Id, holder: z.string(), token: z.string(), tournamentName: z.string() }).nullable(),
  /** The admission this scan met or made: when and at which device. */
  checkIn: z
    .object({
      at: z.string(),
      deviceId: z.string(),
      deviceName: z.string().nullable(),
      staff: z.string().nullable(),
    })
    .nullable(),
});

export type ScanResult = z.infer<typeof ScanResult>;

export const SyncScansRequest = z.object({
  deviceId: DeviceId,
  deviceName: DeviceName.optional(),
  scans: z
    .array(
      z.object({
        code: ScanCode,
        scannedAt: z.iso.datetime({ offset: true }),
        /** Whether the device let the holder in while offline. */
        admittedOffline: z.boolean(),
      }),
    )
    .min(1)
    .max(500),
});

export const SyncScansResponse = z.object({
  results: z.array(ScanResult),
  doubleAdmissions: z.array(DoubleAdmission),
});

export type SyncScansResponse = z.infer<typeof SyncScansResponse>;

/** The live picture of one tournament's gate. */
export const CheckInStatusResponse = z.object({
  tournament: z.object({
    _id: Id,
    name: z.string(),
    startsAt: z.string(),
    location: z.string(),
    cancelled: z.boolean(),
  }),
  /** People let in: tickets checked in, and people staff let in without one. */
  admitted: z.number().int(),
  /** Of those, let in without a ticket. */
  withoutTicket: z.number().int(),
  remaining: z.number().int(),
  log: z.array(ScanLogEntry),
  doubleAdmissions: z.array(DoubleAdmission),
});

export type CheckInStatusResponse = z.infer<typeof CheckInStatusResponse>;

/** What a scanner keeps on the device to check tickets with no network. */
export const GatePackResponse = z.object({
  tournament: z.object({ _id: Id, name: z.string() }),
  keys: z.array(z.object({ keyId: z.string(), publicKey: z.string() })),
  tickets: z.array(
    z.object({
      _id: Id,
      token: z.string(),
      holder: z.string(),
      checkedInAt: z.string().nullable(),
      /** The device (its name, else its id) and staff member that let the ticket in. */
      checkedInOn: z.string().nullable().optional(),
      checkedInBy: z.string().nullable().optional(),
    }),
  ),
  /** Tickets of this tournament that must be refused, with their tokens so a typed one is known too. */
  void: z.array(z.object({ _id: Id, token: z.string() })),
  /**
   * Tickets of the club's other current tournaments (ids and tokens, no holders), so a ticket brought
   * to the wrong gate is "wrong tournament", or void, offline as online.
   */
  elsewhere: z.array(
    z.object({ _id: Id, token: z.string(), tournamentId: Id, tournamentName: z.string(), void: z.boolean() }),
  ),
  /** The gate's counters when the pack was made, for a phone that reopens with no network. */
  counts: z.object({ admitted: z.number().int(), remaining: z.number().int() }).optional(),
  at: z.string(),
});

export type GatePackResponse = z.infer<typeof GatePackResponse>;

/** Staff let someone in who has no ticket (lost phone, guest of the club): always with a reason. */
export const AdmitWithoutTicketRequest = z.object({
  reason: ruled(admitReasonProblem),
  deviceId: DeviceId,
  deviceName: DeviceName.optional(),
});

export const AdmitWithoutTicketResponse = z.object({ message: z.string(), entry: ScanLogEntry });

// GET /staff/check-in/{tournamentId}/holders?q=
export const HolderSearchQuery = z.object({
  q: z.string().trim().min(2, "Type at least two letters of the name").max(80),
});

export const HolderSearchResponse = z.object({ holders: z.array(HolderMatch), more: z.boolean() });

export type HolderSearchResponse = z.infer<typeof HolderSearchResponse>;
