CREATE TABLE "message_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"text_version" text,
	"via" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_consents_channel_check" CHECK ("message_consents"."channel" in ('whatsapp', 'sms', 'push', 'email'))
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"notification_id" text,
	"broadcast_id" text,
	"mail_copy" boolean DEFAULT false NOT NULL,
	"only_channel" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"channel" text,
	"failed_channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_id" text,
	"cost_kobo" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claim_token" text,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "message_outbox_kind_check" CHECK ("message_outbox"."kind" in ('channel-confirmation', 'ticket-confirmed', 'match-time', 'draw-published', 'tournament-cancelled', 'payment-pending', 'payment-received', 'renewal-due', 'staff-message', 'coaching')),
	CONSTRAINT "message_outbox_status_check" CHECK ("message_outbox"."status" in ('queued', 'sent', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"opted_in" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channel_order" jsonb DEFAULT '["whatsapp","sms","push","email"]'::jsonb NOT NULL,
	"kinds_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_budget" (
	"key" text PRIMARY KEY NOT NULL,
	"limit_kobo" integer,
	"spent_kobo" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_in_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "stand_in_messages_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_needs_fix" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_consents" ADD CONSTRAINT "message_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_consents_user_idx" ON "message_consents" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("next_attempt_at") WHERE "message_outbox"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_provider_unique" ON "message_outbox" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_notification_unique" ON "message_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "message_outbox_broadcast_idx" ON "message_outbox" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "message_outbox_user_idx" ON "message_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Data: phone numbers move to E.164 (docs/decisions/0191-phone-numbers-in-e164.md). Spaces, dashes,
-- dots and brackets go; a Nigerian number written 0803..., 234803... or +234803... becomes
-- +234803...; a number with another country code keeps it. Anything else is kept exactly as it was
-- and flagged for staff to correct: no number is lost.
UPDATE "users" SET "phone_number" = CASE
    WHEN regexp_replace("phone_number", '[\s().-]', '', 'g') ~ '^0[1-9][0-9]{7,9}$'
      THEN '+234' || substr(regexp_replace("phone_number", '[\s().-]', '', 'g'), 2)
    WHEN regexp_replace("phone_number", '[\s().-]', '', 'g') ~ '^234[1-9][0-9]{7,9}$'
      THEN '+' || regexp_replace("phone_number", '[\s().-]', '', 'g')
    ELSE regexp_replace("phone_number", '[\s().-]', '', 'g')
  END
  WHERE regexp_replace("phone_number", '[\s().-]', '', 'g') ~ '^(0[1-9][0-9]{7,9}|234[1-9][0-9]{7,9}|\+[1-9][0-9]{6,14})$';--> statement-breakpoint
UPDATE "users" SET "phone_needs_fix" = true WHERE "phone_number" !~ '^\+[1-9][0-9]{6,14}$';
