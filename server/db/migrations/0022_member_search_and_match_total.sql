CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE TABLE "club_match_totals" (
	"id" integer PRIMARY KEY NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "club_match_totals_one_row" CHECK ("club_match_totals"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("full_name" || E'\n' || coalesce("email", '') || E'\n' || "phone_number" || E'\n' || "username") gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "club_match_totals_add"(p_matches bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "club_match_totals" ("id", "matches") VALUES (1, p_matches)
  ON CONFLICT ("id") DO UPDATE SET "matches" = "club_match_totals"."matches" + excluded."matches";
$$;
--> statement-breakpoint
CREATE FUNCTION "club_match_totals_of_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  -- A backup restore loads the total as it was kept.
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  SELECT count(*) INTO n FROM "added";
  IF n > 0 THEN PERFORM "club_match_totals_add"(n); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "club_match_totals_of_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  SELECT count(*) INTO n FROM "removed";
  IF n > 0 THEN PERFORM "club_match_totals_add"(-n); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "club_matches_total_insert" AFTER INSERT ON "club_matches"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "club_match_totals_of_insert"();
--> statement-breakpoint
CREATE TRIGGER "club_matches_total_delete" AFTER DELETE ON "club_matches"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "club_match_totals_of_delete"();
--> statement-breakpoint
INSERT INTO "club_match_totals" ("id", "matches") SELECT 1, count(*) FROM "club_matches";
