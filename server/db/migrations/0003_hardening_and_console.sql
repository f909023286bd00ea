CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"hash" text PRIMARY KEY NOT NULL,
	"source_format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_builds" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "coach_assignments" DROP CONSTRAINT "coach_assignments_status_check";--> statement-breakpoint
ALTER TABLE "coach_assignments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_assignments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "category" text DEFAULT 'ATP' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "training_packages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_packages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "recovery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "next_recovery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "checkout_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "authorization_url" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "access_code" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "console_role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_hash_media_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_variants_key" ON "media_variants" USING btree ("hash","width","format");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "site_builds_started_idx" ON "site_builds" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_checkout_key_unique" ON "transactions" USING btree ("checkout_key") WHERE "transactions"."checkout_key" is not null;--> statement-breakpoint
ALTER TABLE "coach_assignments" ADD CONSTRAINT "coach_assignments_status_check" CHECK ("coach_assignments"."status" in ('Pending', 'Assigned', 'Ended'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_check" CHECK ("tournaments"."category" in ('juniors', 'ATP'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_capacity_check" CHECK ("tournaments"."capacity" is null or "tournaments"."capacity" >= 0);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_price_check" CHECK ("tournaments"."price_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_console_role_check" CHECK ("users"."console_role" in ('member', 'staff', 'admin'));--> statement-breakpoint
UPDATE "users" SET "console_role" = 'staff' WHERE "role" = 'staff';