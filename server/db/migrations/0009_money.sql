ALTER TABLE "users" DROP CONSTRAINT "users_console_role_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "settlement_id" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_receipt_number_unique" ON "transactions" USING btree ("receipt_number") WHERE "transactions"."receipt_number" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_console_role_check" CHECK ("users"."console_role" in ('member', 'gate', 'treasurer', 'staff', 'admin'));