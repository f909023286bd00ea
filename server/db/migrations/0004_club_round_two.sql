CREATE TABLE "broadcasts" (
	"id" text PRIMARY KEY NOT NULL,
	"request_key" text NOT NULL,
	"audience" jsonb NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcasts_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
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
CREATE TABLE "coach_accounts" (
	"coach_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"linked_by" text
);
--> statement-breakpoint
CREATE TABLE "free_session_redemptions" (
	"user_id" text NOT NULL,
	"quarter" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	"redeemed_by" text,
	CONSTRAINT "free_session_redemptions_user_id_quarter_pk" PRIMARY KEY("user_id","quarter")
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"status" text NOT NULL,
	"resolution" text,
	"amount_kobo" integer,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"provider_refund_id" text,
	"amount_kobo" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cause" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processing', 'processed', 'failed', 'needs-attention', 'unconfirmed')),
	CONSTRAINT "refunds_cause_check" CHECK ("refunds"."cause" in ('staff', 'duplicate')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "renewal_notices" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "renewal_notices_user_id_kind_key_pk" PRIMARY KEY("user_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "renewal_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"renewed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"lapsed" integer DEFAULT 0 NOT NULL,
	"unsettled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_paystack_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_reference" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"status" text DEFAULT 'awaiting-merchant-feedback' NOT NULL,
	"resolution" text,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_paystack_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_reference" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"customer_note" text,
	"merchant_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_check_ins" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"device_id" text NOT NULL,
	"staff_id" text,
	"admitted_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"ticket_id" text,
	"outcome" text NOT NULL,
	"device_id" text NOT NULL,
	"staff_id" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"double_admission" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ticket_scans_outcome_check" CHECK ("ticket_scans"."outcome" in ('admitted', 'already', 'void', 'wrong-tournament', 'unknown'))
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
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_by" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "broadcast_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_state" text;--> statement-breakpoint
ALTER TABLE "sandbox_paystack_transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "sandbox_paystack_transactions" ADD COLUMN "settle_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_paystack_transactions" ADD COLUMN "refunded_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "role" text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "sales_open_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "member_early_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "on_ladder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ladder_full_name" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_match_players" ADD CONSTRAINT "club_match_players_match_id_club_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."club_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_match_players" ADD CONSTRAINT "club_match_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_accounts" ADD CONSTRAINT "coach_accounts_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_accounts" ADD CONSTRAINT "coach_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_accounts" ADD CONSTRAINT "coach_accounts_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_session_redemptions" ADD CONSTRAINT "free_session_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_session_redemptions" ADD CONSTRAINT "free_session_redemptions_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_notices" ADD CONSTRAINT "renewal_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_runner_up_id_users_id_fk" FOREIGN KEY ("runner_up_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_match_players_user_idx" ON "club_match_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_matches_played_idx" ON "club_matches" USING btree ("played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_matches_draw_place_unique" ON "club_matches" USING btree ("tournament_id","draw_round","draw_index");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_accounts_user_unique" ON "coach_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_provider_unique" ON "payment_disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_unique" ON "refunds" USING btree ("provider_refund_id") WHERE "refunds"."provider_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "renewal_runs_started_idx" ON "renewal_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "ticket_scans_tournament_idx" ON "ticket_scans" USING btree ("tournament_id","recorded_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_mail_idx" ON "notifications" USING btree ("broadcast_id") WHERE "notifications"."mail_state" = 'pending';--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_level_check" CHECK ("coaches"."level" in ('kids amatuer', 'kids mid-level', 'kids professional', 'adult amatuer', 'adult mid-level', 'adult professional'));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_role_check" CHECK ("tickets"."role" in ('player', 'spectator'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_member_early_days_check" CHECK ("tournaments"."member_early_days" between 0 and 60);--> statement-breakpoint
ALTER TABLE "training_subscriptions" ADD CONSTRAINT "training_subscriptions_duration_check" CHECK ("training_subscriptions"."duration" in ('1month', '3months'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_level_check" CHECK ("users"."level" in ('kids amatuer', 'kids mid-level', 'kids professional', 'adult amatuer', 'adult mid-level', 'adult professional'));