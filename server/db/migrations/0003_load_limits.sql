ALTER TABLE "transactions" ADD COLUMN "checkout_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "authorization_url" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "access_code" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_checkout_key_unique" ON "transactions" USING btree ("checkout_key") WHERE "transactions"."checkout_key" is not null;