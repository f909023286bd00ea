CREATE TABLE "free_session_redemptions" (
	"user_id" text NOT NULL,
	"quarter" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	"redeemed_by" text,
	CONSTRAINT "free_session_redemptions_user_id_quarter_pk" PRIMARY KEY("user_id","quarter")
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
ALTER TABLE "sandbox_paystack_transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "sandbox_paystack_transactions" ADD COLUMN "settle_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "sales_open_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "member_early_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "free_session_redemptions" ADD CONSTRAINT "free_session_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_session_redemptions" ADD CONSTRAINT "free_session_redemptions_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_notices" ADD CONSTRAINT "renewal_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_member_early_days_check" CHECK ("tournaments"."member_early_days" between 0 and 60);