CREATE TABLE "payment_catch_ups" (
	"day" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"fulfilled" integer DEFAULT 0 NOT NULL,
	"unmatched" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_paystack_transactions" ADD COLUMN "id" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_id" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fees_kobo" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_paystack_transactions_id_unique" ON "sandbox_paystack_transactions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sandbox_paystack_transactions_paid_idx" ON "sandbox_paystack_transactions" USING btree ("paid_at");