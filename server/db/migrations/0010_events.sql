CREATE TABLE "event_waitlist" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"requested_by" text,
	"seq" bigserial NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_waitlist_status_check" CHECK ("event_waitlist"."status" in ('waiting', 'offered', 'entered', 'lapsed', 'left')),
	CONSTRAINT "event_waitlist_offer_check" CHECK (("event_waitlist"."status" = 'offered') <= ("event_waitlist"."offer_ends_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "tournament_events" (
	"id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" text DEFAULT 'open' NOT NULL,
	"kind" text DEFAULT 'singles' NOT NULL,
	"under_age" integer,
	"min_age" integer,
	"age_cutoff" date NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capacity" integer,
	"fee_kobo" integer,
	"entry_deadline" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_events_gender_check" CHECK ("tournament_events"."gender" in ('boys', 'girls', 'men', 'women', 'open')),
	CONSTRAINT "tournament_events_kind_check" CHECK ("tournament_events"."kind" in ('singles', 'doubles')),
	CONSTRAINT "tournament_events_capacity_check" CHECK ("tournament_events"."capacity" is null or "tournament_events"."capacity" >= 0),
	CONSTRAINT "tournament_events_fee_check" CHECK ("tournament_events"."fee_kobo" is null or "tournament_events"."fee_kobo" >= 0),
	CONSTRAINT "tournament_events_ages_check" CHECK (("tournament_events"."under_age" is null or "tournament_events"."under_age" between 1 and 120) and ("tournament_events"."min_age" is null or "tournament_events"."min_age" between 0 and 120) and ("tournament_events"."under_age" is null or "tournament_events"."min_age" is null or "tournament_events"."min_age" < "tournament_events"."under_age"))
);
--> statement-breakpoint
DROP INDEX "tickets_user_tournament_unique";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "partner_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "withdrawn_by" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_tournament_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournament_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_events" ADD CONSTRAINT "tournament_events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_live_unique" ON "event_waitlist" USING btree ("event_id","user_id") WHERE "event_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "event_waitlist_line_idx" ON "event_waitlist" USING btree ("event_id","status","seq");--> statement-breakpoint
CREATE INDEX "tournament_events_tournament_idx" ON "tournament_events" USING btree ("tournament_id","position");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_tournament_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournament_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_event_unique" UNIQUE NULLS NOT DISTINCT("user_id","tournament_id","event_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_partner_check" CHECK ("tickets"."partner_id" is null or "tickets"."partner_id" <> "tickets"."user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_check" CHECK ("users"."gender" is null or "users"."gender" in ('female', 'male'));--> statement-breakpoint
-- Every tournament gets one event that admits whom the tournament admitted (its category and
-- "open to all ages", ages on its first day in Lagos, UTC+1 all year); its fee is the tournament's
-- price (null) and its only limit the tournament's capacity. Every existing entry (a ticket not for
-- a spectator) is an entry to that event.
INSERT INTO "tournament_events" ("id", "tournament_id", "name", "gender", "kind", "under_age", "min_age", "age_cutoff", "position", "created_at", "updated_at")
SELECT substr(md5('event:' || t."id"), 1, 24), t."id",
  CASE WHEN t."open_to_all_ages" THEN 'Open Singles' WHEN t."category" = 'juniors' THEN 'Under-18 Singles' ELSE 'Adult Singles' END,
  'open', 'singles',
  CASE WHEN NOT t."open_to_all_ages" AND t."category" = 'juniors' THEN 18 END,
  CASE WHEN NOT t."open_to_all_ages" AND t."category" <> 'juniors' THEN 18 END,
  ((t."date" AT TIME ZONE 'UTC') + interval '1 hour')::date,
  0, t."created_at", t."created_at"
FROM "tournaments" t;--> statement-breakpoint
UPDATE "tickets" SET "event_id" = substr(md5('event:' || "tournament_id"), 1, 24) WHERE "role" <> 'spectator';--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_check" CHECK (("tickets"."role" = 'spectator') = ("tickets"."event_id" is null));
