ALTER TABLE "club_match_players" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_match_players" ADD COLUMN "result" text;--> statement-breakpoint
CREATE INDEX "club_match_players_listed_idx" ON "club_match_players" USING btree ("user_id","listed_at","match_id","result") WHERE "club_match_players"."listed_at" is not null;--> statement-breakpoint
CREATE INDEX "club_match_players_unlisted_idx" ON "club_match_players" USING btree ("user_id","match_id") WHERE "club_match_players"."listed_at" is null;--> statement-breakpoint
CREATE INDEX "tickets_user_created_idx" ON "tickets" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- A side's row follows its match: listed (the match's date) while the match is a confirmed result,
-- and how it ended for the side. The server never writes these two columns.
CREATE FUNCTION club_match_player_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A backup restore loads the rows as they were kept.
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NEW; END IF;
  SELECT CASE WHEN m.status = 'confirmed' THEN m.played_at END,
         CASE WHEN m.outcome = 'walkover' THEN 'walkover' WHEN m.winner = NEW.side THEN 'won' ELSE 'lost' END
    INTO NEW.listed_at, NEW.result
    FROM club_matches m
   WHERE m.id = NEW.match_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER club_match_players_listing BEFORE INSERT OR UPDATE OF match_id, side ON club_match_players
  FOR EACH ROW EXECUTE FUNCTION club_match_player_listing();--> statement-breakpoint
CREATE FUNCTION club_match_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  UPDATE club_match_players p
     SET listed_at = CASE WHEN NEW.status = 'confirmed' THEN NEW.played_at END,
         result = CASE WHEN NEW.outcome = 'walkover' THEN 'walkover' WHEN NEW.winner = p.side THEN 'won' ELSE 'lost' END
   WHERE p.match_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER club_matches_listing AFTER UPDATE OF status, played_at, outcome, winner ON club_matches
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.played_at IS DISTINCT FROM NEW.played_at
        OR OLD.outcome IS DISTINCT FROM NEW.outcome OR OLD.winner IS DISTINCT FROM NEW.winner)
  EXECUTE FUNCTION club_match_listing();--> statement-breakpoint
-- Every existing side listed as its match stands.
UPDATE club_match_players SET match_id = match_id;
