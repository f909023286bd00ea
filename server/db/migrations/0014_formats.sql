CREATE TABLE "event_draws" (
	"event_id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"groups" jsonb NOT NULL,
	"tie_breaks" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_of_play" (
	"tournament_id" text NOT NULL,
	"match_key" text NOT NULL,
	"label" text NOT NULL,
	"court" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"players" jsonb NOT NULL,
	"told_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_of_play_tournament_id_match_key_pk" PRIMARY KEY("tournament_id","match_key"),
	CONSTRAINT "order_of_play_minutes_check" CHECK ("order_of_play"."minutes" between 15 and 240)
);
--> statement-breakpoint
DROP INDEX "club_matches_draw_place_unique";--> statement-breakpoint
ALTER TABLE "club_matches" ADD COLUMN "draw_event_id" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "order_of_play_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_draws" ADD CONSTRAINT "event_draws_event_id_tournament_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournament_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_draws" ADD CONSTRAINT "event_draws_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_of_play" ADD CONSTRAINT "order_of_play_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_draws_tournament_idx" ON "event_draws" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "order_of_play_starts_idx" ON "order_of_play" USING btree ("tournament_id","starts_at");--> statement-breakpoint
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_draw_event_id_tournament_events_id_fk" FOREIGN KEY ("draw_event_id") REFERENCES "public"."tournament_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_matches_group_place_unique" ON "club_matches" USING btree ("draw_event_id","draw_round","draw_index") WHERE "club_matches"."draw_event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "club_matches_draw_place_unique" ON "club_matches" USING btree ("tournament_id","draw_round","draw_index") WHERE "club_matches"."draw_event_id" is null;