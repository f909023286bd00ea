/**
 * The database accepts exactly the values of the closed lists in src/shared/domain/lists.ts: each check
 * constraint of a migrated database that names values (`oneOf` in schema.ts) names the same values, in
 * the same order, as its list. Fails when a list changes without a migration, a migration without the
 * list, or a new list-valued check appears without being compared here.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ASSIGNMENT_STATUSES,
  CONSENT_SOURCES,
  CONSOLE_ROLES,
  EVENT_GENDERS,
  GUARDIAN_RELATIONSHIPS,
  GUARDIANSHIP_STATUSES,
  LEVELS,
  MATCH_KINDS,
  MATCH_OUTCOMES,
  MATCH_SIDES,
  MATCH_STATUSES,
  MEMBERSHIP_KEYS,
  MESSAGE_CHANNELS,
  MESSAGE_KIND_NAMES,
  MESSAGE_STATUSES,
  NEWSLETTER_STATUSES,
  PLAN_CATEGORIES,
  PLAYER_GENDERS,
  REFUND_CAUSES,
  REFUND_STATUSES,
  SCAN_OUTCOMES,
  STAGE_DRAW_KINDS,
  TICKET_ROLES,
  TOURNAMENT_CATEGORIES,
  TRAINING_DURATIONS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  USER_ROLES,
  WAITLIST_STATUSES,
} from "@/shared/domain/lists";
import { ATTENDANCE_MARKS, GROUP_KINDS, PLACE_STATES } from "@/shared/domain/training-sessions";
import { openDatabase } from "./client";

const CHECKED_LISTS: Record<string, readonly string[]> = {
  users_role_check: USER_ROLES,
  users_console_role_check: CONSOLE_ROLES,
  users_level_check: LEVELS,
  coaches_level_check: LEVELS,
  coach_assignments_status_check: ASSIGNMENT_STATUSES,
  tournaments_category_check: TOURNAMENT_CATEGORIES,
  plans_category_check: PLAN_CATEGORIES,
  membership_prices_key_check: MEMBERSHIP_KEYS,
  transactions_kind_check: TRANSACTION_KINDS,
  transactions_status_check: TRANSACTION_STATUSES,
  newsletter_subscribers_status_check: NEWSLETTER_STATUSES,
  training_subscriptions_duration_check: TRAINING_DURATIONS,
  tickets_role_check: TICKET_ROLES,
  ticket_scans_outcome_check: SCAN_OUTCOMES,
  club_matches_kind_check: MATCH_KINDS,
  club_matches_status_check: MATCH_STATUSES,
  club_matches_outcome_check: MATCH_OUTCOMES,
  club_matches_winner_check: MATCH_SIDES,
  club_match_players_side_check: MATCH_SIDES,
  refunds_status_check: REFUND_STATUSES,
  refunds_cause_check: REFUND_CAUSES,
  message_consents_channel_check: MESSAGE_CHANNELS,
  message_outbox_kind_check: MESSAGE_KIND_NAMES,
  message_outbox_status_check: MESSAGE_STATUSES,
  guardianships_relationship_check: GUARDIAN_RELATIONSHIPS,
  guardianships_status_check: GUARDIANSHIP_STATUSES,
  consents_relationship_check: GUARDIAN_RELATIONSHIPS,
  consents_source_check: CONSENT_SOURCES,
  training_groups_kind_check: GROUP_KINDS,
  group_places_state_check: PLACE_STATES,
  session_attendance_mark_check: ATTENDANCE_MARKS,
  users_gender_check: PLAYER_GENDERS,
  tournament_events_gender_check: EVENT_GENDERS,
  tournament_events_kind_check: MATCH_KINDS,
  event_waitlist_status_check: WAITLIST_STATUSES,
  stage_draws_kind_check: STAGE_DRAW_KINDS,
};

/** The quoted values of a constraint's definition, e.g. `CHECK ((kind = ANY (ARRAY['a'::text, ...])))`. */
function quotedValues(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] ?? "").replaceAll("''", "'"));
}

/** Check constraints that name one value of a list in a rule, and hold no list themselves. */
const RULES_NAMING_A_VALUE: Readonly<Record<string, string>> = {
  ticket_scans_without_ticket_check: "a reason only on an admission without a ticket ('admitted')",
  guardianships_state_check: "an active guardianship names its guardian, an invited one its email and token",
  consents_recorded_by_check: "only a paper consent names the staff member who recorded it ('paper')",
  tickets_event_check: "an entry names its event, a spectator's ticket ('spectator') none",
  event_waitlist_offer_check: "an offered place ('offered') has its deadline",
};

let database: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  database = await openDatabase({ kind: "memory" });
}, 120_000);
afterAll(() => database?.close());

/** The check constraints of the club's own tables. */
async function checkConstraints() {
  const result = await database.db.execute(
    sql`select conname, pg_get_constraintdef(oid) as definition from pg_constraint
        where contype = 'c' and connamespace = 'public'::regnamespace`,
  );
  return (result as unknown as { rows: { conname: string; definition: string }[] }).rows;
}

describe("closed lists and the database", () => {
  it("every list-valued check constraint holds exactly its list", async () => {
    const rows = await checkConstraints();
    const definitions = new Map(rows.map((row) => [row.conname, row.definition]));
    for (const [name, list] of Object.entries(CHECKED_LISTS)) {
      const definition = definitions.get(name);
      expect(definition, name).toBeDefined();
      expect(quotedValues(definition ?? ""), name).toEqual([...list]);
    }
  });

  it("every check constraint that names values is compared with its list above", async () => {
    const rows = await checkConstraints();
    const listValued = rows
      .filter((row) => quotedValues(row.definition).length > 0)
      .map((row) => row.conname);
    expect(listValued.length).toBeGreaterThan(0);
    expect(listValued.filter((name) => !(name in CHECKED_LISTS) && !(name in RULES_NAMING_A_VALUE))).toEqual(
      [],
    );
  });
});
