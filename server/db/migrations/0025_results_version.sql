CREATE TABLE "results_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	CONSTRAINT "results_version_one_row" CHECK ("results_version"."id" = 1)
);
--> statement-breakpoint
-- The club's results as a member's summary reads them changed: a new random version, so every
-- server lets go of the summaries it keeps. Written once per transaction, as it commits (deferred
-- triggers), so the version's row is the last lock a writer takes and never one it waits on while
-- holding a result's. A backup restore loads the version as it was kept, with the rows it stands for.
CREATE FUNCTION results_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  IF current_setting('club.results_changed', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM set_config('club.results_changed', 'on', true);
  INSERT INTO results_version (id, version) VALUES (1, gen_random_uuid()::text)
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER club_matches_results AFTER INSERT OR UPDATE OR DELETE ON club_matches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION results_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER club_match_players_results AFTER INSERT OR UPDATE OR DELETE ON club_match_players
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION results_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rating_points_results AFTER INSERT OR UPDATE OR DELETE ON rating_points
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION results_changed();--> statement-breakpoint
-- Emptying a table (the tests, a restore) changes them too.
CREATE FUNCTION results_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO results_version (id, version) VALUES (1, gen_random_uuid()::text)
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER club_matches_results_emptied AFTER TRUNCATE ON club_matches
  FOR EACH STATEMENT EXECUTE FUNCTION results_emptied();--> statement-breakpoint
CREATE TRIGGER club_match_players_results_emptied AFTER TRUNCATE ON club_match_players
  FOR EACH STATEMENT EXECUTE FUNCTION results_emptied();--> statement-breakpoint
CREATE TRIGGER rating_points_results_emptied AFTER TRUNCATE ON rating_points
  FOR EACH STATEMENT EXECUTE FUNCTION results_emptied();--> statement-breakpoint
INSERT INTO results_version (id, version) VALUES (1, gen_random_uuid()::text);
