CREATE TABLE "answer_headers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"assignment_id" integer,
	"status" text DEFAULT 'DR' NOT NULL,
	"attempt_number" smallint DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"marks_obtained" integer,
	"total_marks" integer,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"kit_id" integer NOT NULL,
	"activity_id" integer,
	"teacher_id" integer NOT NULL,
	"teacher_assign_id" integer,
	"due_date" date NOT NULL,
	"instructions" text,
	"state" text DEFAULT 'active' NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_headers" ADD CONSTRAINT "answer_headers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_headers" ADD CONSTRAINT "answer_headers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_headers" ADD CONSTRAINT "answer_headers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_headers" ADD CONSTRAINT "answer_headers_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_events" ADD CONSTRAINT "assignment_events_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_events" ADD CONSTRAINT "assignment_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_events" ADD CONSTRAINT "assignment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_teacher_assign_id_teacher_classes_id_fk" FOREIGN KEY ("teacher_assign_id") REFERENCES "public"."teacher_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_headers_attempt" ON "answer_headers" USING btree ("student_id","activity_id","attempt_number");--> statement-breakpoint
CREATE INDEX "answer_headers_activity_status" ON "answer_headers" USING btree ("activity_id","status");--> statement-breakpoint
CREATE INDEX "answer_headers_assignment" ON "answer_headers" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "assignment_events_assignment" ON "assignment_events" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE INDEX "assignment_events_undelivered" ON "assignment_events" USING btree ("created_at") WHERE "assignment_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "assignments_class_due" ON "assignments" USING btree ("class_id","due_date");--> statement-breakpoint
CREATE INDEX "assignments_teacher" ON "assignments" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "assignments_organisation_due" ON "assignments" USING btree ("organisation_id","due_date");--> statement-breakpoint
CREATE INDEX "assignments_kit_class" ON "assignments" USING btree ("kit_id","class_id");