CREATE TABLE "consents" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"given_by" text,
	"given_by_name" text NOT NULL,
	"relationship" text NOT NULL,
	"version" integer NOT NULL,
	"photo_consent" boolean NOT NULL,
	"source" text NOT NULL,
	"recorded_by" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_relationship_check" CHECK ("consents"."relationship" in ('mother', 'father', 'parent', 'legal guardian', 'grandparent', 'other relative')),
	CONSTRAINT "consents_source_check" CHECK ("consents"."source" in ('online', 'paper')),
	CONSTRAINT "consents_version_check" CHECK ("consents"."version" >= 1),
	CONSTRAINT "consents_recorded_by_check" CHECK ("consents"."source" = 'paper' or "consents"."recorded_by" is null)
);
--> statement-breakpoint
CREATE TABLE "guardianships" (
	"id" text PRIMARY KEY NOT NULL,
	"guardian_id" text,
	"player_id" text NOT NULL,
	"relationship" text NOT NULL,
	"status" text NOT NULL,
	"invited_email" text,
	"token_hash" text,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "guardianships_relationship_check" CHECK ("guardianships"."relationship" in ('mother', 'father', 'parent', 'legal guardian', 'grandparent', 'other relative')),
	CONSTRAINT "guardianships_status_check" CHECK ("guardianships"."status" in ('invited', 'active')),
	CONSTRAINT "guardianships_state_check" CHECK (("guardianships"."status" = 'active' and "guardianships"."guardian_id" is not null) or ("guardianships"."status" = 'invited' and "guardianships"."invited_email" is not null and "guardianships"."token_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "junior_details" (
	"player_id" text PRIMARY KEY NOT NULL,
	"emergency_contact_name" text NOT NULL,
	"emergency_contact_phone" text NOT NULL,
	"medical_notes" text DEFAULT '' NOT NULL,
	"photo_consent" boolean DEFAULT false NOT NULL,
	"take_over_invited_at" timestamp with time zone,
	"take_over_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "open_to_all_ages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payer_id" text;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "junior_details" ADD CONSTRAINT "junior_details_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_player_idx" ON "consents" USING btree ("player_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_pair_unique" ON "guardianships" USING btree ("guardian_id","player_id") WHERE "guardianships"."guardian_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_invitation_unique" ON "guardianships" USING btree ("player_id","invited_email") WHERE "guardianships"."status" = 'invited';--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_token_unique" ON "guardianships" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardianships_player_idx" ON "guardianships" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_payer_idx" ON "transactions" USING btree ("payer_id","created_at");--> statement-breakpoint
-- Every payment so far was paid by the member it was for: each existing member is an account with one player.
UPDATE "transactions" SET "payer_id" = "user_id" WHERE "payer_id" IS NULL AND "user_id" IS NOT NULL;
