CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"reply_to" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"about" text,
	"about_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claim_token" text,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "payment_catch_ups" (
	"day" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"fulfilled" integer DEFAULT 0 NOT NULL,
	"unmatched" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_cause_check";--> statement-breakpoint
ALTER TABLE "sandbox_paystack_transactions" ADD COLUMN "id" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "without_ticket_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_id" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fees_kobo" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_about_idx" ON "mail_outbox" USING btree ("about_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "rating_points_user_idx" ON "rating_points" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "rating_points_played_idx" ON "rating_points" USING btree ("played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_paystack_transactions_id_unique" ON "sandbox_paystack_transactions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sandbox_paystack_transactions_paid_idx" ON "sandbox_paystack_transactions" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_cause_check" CHECK ("refunds"."cause" in ('staff', 'duplicate', 'not-issued'));--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_without_ticket_check" CHECK ("ticket_scans"."without_ticket_reason" is null or ("ticket_scans"."ticket_id" is null and "ticket_scans"."outcome" = 'admitted'));--> statement-breakpoint
-- Data: demo databases loaded before this release have the demo junior tournaments (Abeokuta Junior
-- Series, Lagos Junior Open, Port Harcourt Under-14 Cup, by their fixed demo ids) in the juniors category.
UPDATE "tournaments" SET "category" = 'juniors' WHERE "id" IN ('9d485577ef63bc46e5d8a5c3', '0735d3e649c2e17ab6fed53e', '828943ad9e6cbe8897d96d01') AND "category" = 'ATP';--> statement-breakpoint
-- Data: every existing result is replayed into the kept ratings when the server starts after this
-- migration (server/lib/ratings.ts, keepDueRatings), through the same code as every later change.
INSERT INTO "rating_replays_due" ("from_at") VALUES ('1970-01-01T00:00:00Z');
