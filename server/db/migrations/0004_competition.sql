CREATE TABLE "club_match_players" (
	"match_id" text NOT NULL,
	"side" text NOT NULL,
	"slot" integer NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	CONSTRAINT "club_match_players_match_id_side_slot_pk" PRIMARY KEY("match_id","side","slot"),
	CONSTRAINT "club_match_players_side_check" CHECK ("club_match_players"."side" in ('a', 'b')),
	CONSTRAINT "club_match_players_slot_check" CHECK ("club_match_players"."slot" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "club_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tournament_id" text,
	"tournament_name" text,
	"round" text,
	"status" text NOT NULL,
	"outcome" text,
	"score" text,
	"winner" text,
	"games_a" integer DEFAULT 0 NOT NULL,
	"games_b" integer DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone,
	"court" text,
	"played_at" timestamp with time zone,
	"draw_round" integer,
	"draw_index" integer,
	"reported_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_matches_kind_check" CHECK ("club_matches"."kind" in ('singles', 'doubles')),
	CONSTRAINT "club_matches_status_check" CHECK ("club_matches"."status" in ('scheduled', 'reported', 'disputed', 'confirmed')),
	CONSTRAINT "club_matches_outcome_check" CHECK ("club_matches"."outcome" is null or "club_matches"."outcome" in ('completed', 'retired', 'walkover')),
	CONSTRAINT "club_matches_winner_check" CHECK ("club_matches"."winner" is null or "club_matches"."winner" in ('a', 'b'))
);
--> statement-breakpoint
CREATE TABLE "tournament_draws" (
	"tournament_id" text PRIMARY KEY NOT NULL,
	"slots" jsonb NOT NULL,
	"seeds" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"winner_id" text,
	"runner_up_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_results" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "match_results" CASCADE;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "role" text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_match_players" ADD CONSTRAINT "club_match_players_match_id_club_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."club_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_match_players" ADD CONSTRAINT "club_match_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_runner_up_id_users_id_fk" FOREIGN KEY ("runner_up_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_match_players_user_idx" ON "club_match_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_matches_played_idx" ON "club_matches" USING btree ("played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_matches_draw_place_unique" ON "club_matches" USING btree ("tournament_id","draw_round","draw_index");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_role_check" CHECK ("tickets"."role" in ('player', 'spectator'));