CREATE TABLE "rankings_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	CONSTRAINT "rankings_version_one_row" CHECK ("rankings_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "rating_points_user_idx";--> statement-breakpoint
CREATE INDEX "tournament_draws_open_idx" ON "tournament_draws" USING btree ("tournament_id") WHERE "tournament_draws"."published_at" is not null and "tournament_draws"."winner_id" is null;--> statement-breakpoint
CREATE INDEX "rating_points_user_idx" ON "rating_points" USING btree ("user_id","played_at","match_id","rating");--> statement-breakpoint
-- What the ranks read changed: a new random version, so every server reloads the club's ratings it
-- ranks from. A backup restore loads the version as it was kept, with the rows it stands for.
CREATE FUNCTION rankings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO rankings_version (id, version) VALUES (1, gen_random_uuid()::text)
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER player_ratings_rankings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON player_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION rankings_changed();--> statement-breakpoint
CREATE TRIGGER users_rankings AFTER UPDATE OF dob OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION rankings_changed();--> statement-breakpoint
INSERT INTO rankings_version (id, version) VALUES (1, gen_random_uuid()::text);
