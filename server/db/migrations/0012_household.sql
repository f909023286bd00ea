CREATE TABLE "club_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"household_discount_percent" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_settings_single_check" CHECK ("club_settings"."id" = 1),
	CONSTRAINT "club_settings_household_discount_check" CHECK ("club_settings"."household_discount_percent" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_kind_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "player_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_kind_check" CHECK ("transactions"."kind" in ('ticket', 'membership', 'training', 'pairing', 'household'));--> statement-breakpoint
INSERT INTO "club_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
