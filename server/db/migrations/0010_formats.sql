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
ALTER TABLE "tournaments" ADD COLUMN "order_of_play_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_of_play" ADD CONSTRAINT "order_of_play_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_of_play_starts_idx" ON "order_of_play" USING btree ("tournament_id","starts_at");