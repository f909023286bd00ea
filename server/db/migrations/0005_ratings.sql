CREATE TABLE "player_ratings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL,
	"rated_matches" integer NOT NULL,
	"last_played" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_points" (
	"match_id" text NOT NULL,
	"user_id" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"rating" double precision NOT NULL,
	CONSTRAINT "rating_points_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rating_replays_due" (
	"from_at" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rating_points_user_idx" ON "rating_points" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "rating_points_played_idx" ON "rating_points" USING btree ("played_at");--> statement-breakpoint
-- data backfill
-- Every existing result is replayed into the kept ratings when the server starts after this
-- migration (server/lib/ratings.ts, keepDueRatings), through the same code as every later change.
INSERT INTO "rating_replays_due" ("from_at") VALUES ('1970-01-01T00:00:00Z');
