/**
 * Schemas of the entries as the content collections store them, where they differ from the
 * documents: the club API's records keep their place in the API's answer, and a collection whose
 * source may fail without failing the build can hold one "unavailable" marker instead of entries.
 */
import { z } from "zod";
import {
  Coach,
  LadderRow,
  MembershipPrice,
  Plan,
  PublicDraw,
  PublicGroups,
  PublicOrderOfPlay,
  Tournament,
  TournamentEvent,
  TrainingPackage,
} from "@/shared/api/contract";

/** Where the record stood in the API's answer (0 first): pages show the API's order. */
const position = z.number().int().min(0);

export const TournamentEntry = Tournament.extend({ position });
export const CoachEntry = Coach.extend({ position });
export const PlanEntry = Plan.extend({ position });
export const TrainingPackageEntry = TrainingPackage.extend({ position });
export const MembershipPriceEntry = MembershipPrice.extend({ position });
export const DrawEntry = PublicDraw.extend({ position });
export const OrderOfPlayEntry = PublicOrderOfPlay.extend({ position });
export const GroupsEntry = PublicGroups.extend({ position });
export const TournamentEventEntry = TournamentEvent.extend({ position });
export const LadderEntry = z.object({
  group: z.enum(["adults", "juniors"]),
  players: z.array(LadderRow),
  position,
});

export type TournamentEntry = z.infer<typeof TournamentEntry>;
export type CoachEntry = z.infer<typeof CoachEntry>;
export type PlanEntry = z.infer<typeof PlanEntry>;
export type TrainingPackageEntry = z.infer<typeof TrainingPackageEntry>;
export type DrawEntry = z.infer<typeof DrawEntry>;
export type OrderOfPlayEntry = z.infer<typeof OrderOfPlayEntry>;
export type GroupsEntry = z.infer<typeof GroupsEntry>;
export type TournamentEventEntry = z.infer<typeof TournamentEventEntry>;
export type LadderEntry = z.infer<typeof LadderEntry>;

/** The id of a collection's only entry when it holds one document (atpContent, footerLinks). */
export const SINGLE_DOCUMENT_ID = "main";

export const UNAVAILABLE_ENTRY_ID = "source-unavailable";

export const UnavailableMarker = z.object({
  unavailable: z.literal(true),
  /** Why the source could not be read, for the build log. */
  reason: z.string(),
});
export type UnavailableMarker = z.infer<typeof UnavailableMarker>;

export function orUnavailableMarker<S extends z.ZodType>(schema: S) {
  return z.union([schema, UnavailableMarker]);
}

export function isUnavailableMarker(data: unknown): data is UnavailableMarker {
  return UnavailableMarker.safeParse(data).success;
}
