CREATE TABLE "stage_draws" (
	"id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"event_id" text,
	"kind" text NOT NULL,
	"slots" jsonb NOT NULL,
	"seeds" jsonb NOT NULL,
	"per_group" integer,
	"published_at" timestamp with time zone,
	"winner_id" text,
	"runner_up_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_draws_kind_check" CHECK ("stage_draws"."kind" in ('knockout', 'consolation'))
);
--> statement-breakpoint
DROP INDEX "club_matches_draw_place_unique";--> statement-breakpoint
ALTER TABLE "club_matches" ADD COLUMN "stage_draw_id" text;--> statement-breakpoint
ALTER TABLE "stage_draws" ADD CONSTRAINT "stage_draws_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_draws" ADD CONSTRAINT "stage_draws_event_id_tournament_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournament_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_draws" ADD CONSTRAINT "stage_draws_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_draws" ADD CONSTRAINT "stage_draws_runner_up_id_users_id_fk" FOREIGN KEY ("runner_up_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stage_draws_unique" ON "stage_draws" USING btree ("tournament_id",coalesce("event_id", ''),"kind");--> statement-breakpoint
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_stage_draw_id_stage_draws_id_fk" FOREIGN KEY ("stage_draw_id") REFERENCES "public"."stage_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_matches_stage_place_unique" ON "club_matches" USING btree ("stage_draw_id","draw_round","draw_index") WHERE "club_matches"."stage_draw_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "club_matches_draw_place_unique" ON "club_matches" USING btree ("tournament_id","draw_round","draw_index") WHERE "club_matches"."draw_event_id" is null and "club_matches"."stage_draw_id" is null;