ALTER TABLE "ticket_check_ins" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "without_ticket_reason" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_without_ticket_check" CHECK ("ticket_scans"."without_ticket_reason" is null or ("ticket_scans"."ticket_id" is null and "ticket_scans"."outcome" = 'admitted'));