ALTER TABLE "transactions" ADD COLUMN "recovery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "next_recovery_at" timestamp with time zone;