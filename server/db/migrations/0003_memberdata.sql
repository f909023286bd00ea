ALTER TABLE "coach_assignments" DROP CONSTRAINT "coach_assignments_status_check";--> statement-breakpoint
ALTER TABLE "coach_assignments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_assignments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_assignments" ADD CONSTRAINT "coach_assignments_status_check" CHECK ("coach_assignments"."status" in ('Pending', 'Assigned', 'Ended'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'));