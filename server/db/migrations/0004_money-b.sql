ALTER TABLE "sandbox_paystack_transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "sandbox_paystack_transactions" ADD COLUMN "settle_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "sales_open_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "member_early_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_member_early_days_check" CHECK ("tournaments"."member_early_days" between 0 and 60);