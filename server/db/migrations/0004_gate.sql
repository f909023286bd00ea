CREATE TABLE "ticket_check_ins" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"device_id" text NOT NULL,
	"staff_id" text,
	"admitted_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"ticket_id" text,
	"outcome" text NOT NULL,
	"device_id" text NOT NULL,
	"staff_id" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"double_admission" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ticket_scans_outcome_check" CHECK ("ticket_scans"."outcome" in ('admitted', 'already', 'void', 'wrong-tournament', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_scans_tournament_idx" ON "ticket_scans" USING btree ("tournament_id","recorded_at");