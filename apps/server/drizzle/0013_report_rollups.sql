CREATE TABLE "report_active_students" (
	"week" date NOT NULL,
	"student_id" integer,
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"teacher_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_assignments" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"week" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_class_activity" (
	"class_id" integer NOT NULL,
	"week" date NOT NULL,
	"subject_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "report_class_activity_class_id_week_subject_id_teacher_id_pk" PRIMARY KEY("class_id","week","subject_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "report_class_rosters" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"students" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_teaching_weeks" (
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"week" date NOT NULL,
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"assignments" integer NOT NULL,
	"work" integer NOT NULL,
	"handed_in" integer NOT NULL,
	"marked" integer NOT NULL,
	"percentage_sum" double precision NOT NULL,
	CONSTRAINT "report_teaching_weeks_class_id_subject_id_teacher_id_week_pk" PRIMARY KEY("class_id","subject_id","teacher_id","week")
);
--> statement-breakpoint
CREATE TABLE "report_work" (
	"assignment_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"student_id" integer,
	"handed_in" boolean NOT NULL,
	"percentage" double precision
);
--> statement-breakpoint
ALTER TABLE "report_active_students" ADD CONSTRAINT "report_active_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_active_students" ADD CONSTRAINT "report_active_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_assignments" ADD CONSTRAINT "report_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_class_rosters" ADD CONSTRAINT "report_class_rosters_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_work" ADD CONSTRAINT "report_work_assignment_id_report_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."report_assignments"("assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_work" ADD CONSTRAINT "report_work_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_active_students_once" ON "report_active_students" USING btree ("class_id","week","student_id","subject_id","teacher_id");--> statement-breakpoint
CREATE INDEX "report_active_students_student" ON "report_active_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "report_assignments_class" ON "report_assignments" USING btree ("class_id","subject_id","teacher_id","week");--> statement-breakpoint
CREATE INDEX "report_class_activity_district" ON "report_class_activity" USING btree ("district_id","subject_id","teacher_id","week");--> statement-breakpoint
CREATE INDEX "report_class_activity_school" ON "report_class_activity" USING btree ("school_id","subject_id","teacher_id","week");--> statement-breakpoint
CREATE INDEX "report_teaching_weeks_district" ON "report_teaching_weeks" USING btree ("district_id","week");--> statement-breakpoint
CREATE INDEX "report_teaching_weeks_school" ON "report_teaching_weeks" USING btree ("school_id","week");--> statement-breakpoint
CREATE INDEX "report_teaching_weeks_teacher" ON "report_teaching_weeks" USING btree ("teacher_id","week");--> statement-breakpoint
CREATE UNIQUE INDEX "report_work_item" ON "report_work" USING btree ("assignment_id","activity_id","student_id");--> statement-breakpoint
CREATE INDEX "report_work_student" ON "report_work" USING btree ("student_id","activity_id");