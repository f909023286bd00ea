CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_places" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"position" bigserial NOT NULL,
	"offered_until" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"placed_by" text,
	CONSTRAINT "group_places_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_places_state_check" CHECK ("group_places"."state" in ('placed', 'waiting', 'offered'))
);
--> statement-breakpoint
CREATE TABLE "make_up_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"used_note" text
);
--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"mark" text NOT NULL,
	"told_by_player" boolean DEFAULT false NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"marked_by" text,
	CONSTRAINT "session_attendance_session_id_user_id_pk" PRIMARY KEY("session_id","user_id"),
	CONSTRAINT "session_attendance_mark_check" CHECK ("session_attendance"."mark" in ('present', 'late', 'absent', 'excused'))
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"note" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"written_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_notes_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "session_reminders" (
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_reminders_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "training_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"package_key" text NOT NULL,
	"coach_id" text NOT NULL,
	"venue" text NOT NULL,
	"levels" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"minutes" integer NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_groups_kind_check" CHECK ("training_groups"."kind" in ('group', 'one-off', 'private')),
	CONSTRAINT "training_groups_capacity_check" CHECK ("training_groups"."capacity" between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"coach_id" text NOT NULL,
	"venue" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_places" ADD CONSTRAINT "group_places_group_id_training_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."training_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_places" ADD CONSTRAINT "group_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_places" ADD CONSTRAINT "group_places_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_up_credits" ADD CONSTRAINT "make_up_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_up_credits" ADD CONSTRAINT "make_up_credits_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_up_credits" ADD CONSTRAINT "make_up_credits_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_groups" ADD CONSTRAINT "training_groups_package_key_training_packages_key_fk" FOREIGN KEY ("package_key") REFERENCES "public"."training_packages"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_groups" ADD CONSTRAINT "training_groups_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_groups" ADD CONSTRAINT "training_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_group_id_training_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."training_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "group_places_user_idx" ON "group_places" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "make_up_credits_user_session_unique" ON "make_up_credits" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "session_attendance_user_idx" ON "session_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_groups_coach_idx" ON "training_groups" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_sessions_group_start_unique" ON "training_sessions" USING btree ("group_id","starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_coach_idx" ON "training_sessions" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_start_idx" ON "training_sessions" USING btree ("starts_at");