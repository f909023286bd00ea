CREATE TABLE "sandbox_paystack_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"access_code" text,
	"email" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"callback_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"authorization_code" text,
	"checkout_used_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_paystack_transactions_access_code_unique" ON "sandbox_paystack_transactions" USING btree ("access_code");--> statement-breakpoint
CREATE INDEX "sandbox_paystack_transactions_authorization_idx" ON "sandbox_paystack_transactions" USING btree ("authorization_code");