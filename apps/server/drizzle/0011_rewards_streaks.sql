CREATE TABLE "member_badges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"badge_code" text NOT NULL,
	"awarded_by_id" integer,
	"reason" text,
	"class_id" integer,
	"event_seq" bigint,
	"earned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_preferences" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"show_on_leaderboard" boolean DEFAULT true NOT NULL,
	"celebrated_length" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_holidays" (
	"organisation_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "school_holidays_organisation_id_day_pk" PRIMARY KEY("organisation_id","day")
);
--> statement-breakpoint
CREATE TABLE "streak_days" (
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"organisation_id" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "streak_days_student_id_day_pk" PRIMARY KEY("student_id","day")
);
--> statement-breakpoint
CREATE TABLE "xp_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"points" integer NOT NULL,
	"activity_id" integer,
	"attempt_id" integer,
	"event_seq" bigint,
	"week_start" date NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "xp_events_points_not_negative" CHECK ("xp_events"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xp_totals" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xp_weeks" (
	"student_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"organisation_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "xp_weeks_student_id_week_start_pk" PRIMARY KEY("student_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "member_badges" ADD CONSTRAINT "member_badges_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_badges" ADD CONSTRAINT "member_badges_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_badges" ADD CONSTRAINT "member_badges_awarded_by_id_users_id_fk" FOREIGN KEY ("awarded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_badges" ADD CONSTRAINT "member_badges_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_preferences" ADD CONSTRAINT "reward_preferences_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_days" ADD CONSTRAINT "streak_days_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_days" ADD CONSTRAINT "streak_days_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_totals" ADD CONSTRAINT "xp_totals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_totals" ADD CONSTRAINT "xp_totals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_weeks" ADD CONSTRAINT "xp_weeks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_weeks" ADD CONSTRAINT "xp_weeks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_badges_student_badge" ON "member_badges" USING btree ("student_id","badge_code");--> statement-breakpoint
CREATE INDEX "member_badges_organisation_badge" ON "member_badges" USING btree ("organisation_id","badge_code");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_events_source" ON "xp_events" USING btree ("student_id","source_key");--> statement-breakpoint
CREATE INDEX "xp_events_attempt" ON "xp_events" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "xp_events_organisation_week" ON "xp_events" USING btree ("organisation_id","week_start");