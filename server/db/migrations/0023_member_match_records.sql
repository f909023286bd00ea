CREATE TABLE "member_match_records" (
	"user_id" text PRIMARY KEY NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_match_players" ADD COLUMN "opponent" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Adds to each member's record what a statement changed among their listed rows: +1 played for a
-- listed row that is not a walkover, +1 won for a listed win, the opposite for one that went. The
-- members' rows are changed in the order of their ids, so statements never wait on each other in a
-- circle.
CREATE FUNCTION "member_match_records_add"(p_rows jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "member_match_records" ("user_id", "played", "won")
  SELECT d.user_id, d.played, d.won
    FROM jsonb_to_recordset(p_rows) AS d(user_id text, played integer, won integer)
   ORDER BY d.user_id
  ON CONFLICT ("user_id") DO UPDATE
    SET "played" = "member_match_records"."played" + excluded."played",
        "won" = "member_match_records"."won" + excluded."won";
$$;
--> statement-breakpoint
CREATE FUNCTION "member_match_records_of_players"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb;
BEGIN
  -- A backup restore loads the records as they were kept.
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('user_id', d.user_id, 'played', d.played, 'won', d.won))
      INTO changes
      FROM (SELECT user_id, count(*) FILTER (WHERE result <> 'walkover') AS played,
                   count(*) FILTER (WHERE result = 'won') AS won
              FROM "added" WHERE user_id IS NOT NULL AND listed_at IS NOT NULL GROUP BY user_id) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('user_id', d.user_id, 'played', -d.played, 'won', -d.won))
      INTO changes
      FROM (SELECT user_id, count(*) FILTER (WHERE result <> 'walkover') AS played,
                   count(*) FILTER (WHERE result = 'won') AS won
              FROM "removed" WHERE user_id IS NOT NULL AND listed_at IS NOT NULL GROUP BY user_id) d;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('user_id', d.user_id, 'played', d.played, 'won', d.won))
      INTO changes
      FROM (SELECT user_id, sum(played)::integer AS played, sum(won)::integer AS won
              FROM (SELECT user_id, (result <> 'walkover')::integer AS played, (result = 'won')::integer AS won
                      FROM "added" WHERE user_id IS NOT NULL AND listed_at IS NOT NULL
                    UNION ALL
                    SELECT user_id, -(result <> 'walkover')::integer, -(result = 'won')::integer
                      FROM "removed" WHERE user_id IS NOT NULL AND listed_at IS NOT NULL) c
             GROUP BY user_id
            HAVING sum(played) <> 0 OR sum(won) <> 0) d;
  END IF;
  IF changes IS NOT NULL THEN PERFORM "member_match_records_add"(changes); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "club_match_players_record_insert" AFTER INSERT ON "club_match_players"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "member_match_records_of_players"();
--> statement-breakpoint
CREATE TRIGGER "club_match_players_record_update" AFTER UPDATE ON "club_match_players"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "member_match_records_of_players"();
--> statement-breakpoint
CREATE TRIGGER "club_match_players_record_delete" AFTER DELETE ON "club_match_players"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "member_match_records_of_players"();
--> statement-breakpoint
-- Keeps each row's opponents (the other side's names, in slot order) from the rows of its match:
-- after any statement that added, removed or changed a row's match, side, slot or name, the rows of
-- the matches it touched are set again. Rows whose only change is their opponents touch no match,
-- so the setting does not set itself off again.
CREATE FUNCTION "club_match_player_opponents_of"(p_matches text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "club_match_players" p
     SET "opponent" = o.names
    FROM (SELECT q.match_id, q.side,
                 coalesce((SELECT string_agg(x.name, ' / ' ORDER BY x.slot) FROM "club_match_players" x
                            WHERE x.match_id = q.match_id AND x.side <> q.side), '') AS names
            FROM (SELECT DISTINCT match_id, side FROM "club_match_players" WHERE match_id = any(p_matches)) q) o
   WHERE p.match_id = o.match_id AND p.side = o.side AND p."opponent" IS DISTINCT FROM o.names;
$$;
--> statement-breakpoint
CREATE FUNCTION "club_match_player_opponents"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched text[];
BEGIN
  -- A backup restore loads the rows as they were kept.
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT match_id ORDER BY match_id) INTO touched FROM "added";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT match_id ORDER BY match_id) INTO touched FROM "removed";
  ELSE
    SELECT array_agg(DISTINCT match_id ORDER BY match_id) INTO touched FROM (
      (SELECT match_id, side, slot, name FROM "added" EXCEPT SELECT match_id, side, slot, name FROM "removed")
      UNION
      (SELECT match_id, side, slot, name FROM "removed" EXCEPT SELECT match_id, side, slot, name FROM "added")) c;
  END IF;
  IF touched IS NOT NULL THEN PERFORM "club_match_player_opponents_of"(touched); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "club_match_players_opponents_insert" AFTER INSERT ON "club_match_players"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "club_match_player_opponents"();
--> statement-breakpoint
CREATE TRIGGER "club_match_players_opponents_update" AFTER UPDATE ON "club_match_players"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "club_match_player_opponents"();
--> statement-breakpoint
CREATE TRIGGER "club_match_players_opponents_delete" AFTER DELETE ON "club_match_players"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "club_match_player_opponents"();
--> statement-breakpoint
-- Every existing row's opponents as its match's rows stand.
UPDATE "club_match_players" p
   SET "opponent" = coalesce((SELECT string_agg(x.name, ' / ' ORDER BY x.slot) FROM "club_match_players" x
                               WHERE x.match_id = p.match_id AND x.side <> p.side), '');
--> statement-breakpoint
-- Every member's record as their listed rows stand.
INSERT INTO "member_match_records" ("user_id", "played", "won")
SELECT user_id, count(*) FILTER (WHERE result <> 'walkover'), count(*) FILTER (WHERE result = 'won')
  FROM "club_match_players" WHERE user_id IS NOT NULL AND listed_at IS NOT NULL GROUP BY user_id;
