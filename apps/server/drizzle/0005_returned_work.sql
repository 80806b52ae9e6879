CREATE TABLE "earlier_answer_files" (
	"earlier_answer_id" integer NOT NULL,
	"uploaded_file_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "earlier_answer_files_earlier_answer_id_uploaded_file_id_pk" PRIMARY KEY("earlier_answer_id","uploaded_file_id")
);
--> statement-breakpoint
CREATE TABLE "earlier_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"returned_work_id" integer NOT NULL,
	"activity_detail_id" integer,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text,
	"blanks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marks_obtained" smallint,
	"comment" text,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returned_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"answer_header_id" integer NOT NULL,
	"activity_detail_id" integer,
	"note" text NOT NULL,
	"returned_by_id" integer,
	"returned_at" timestamp with time zone NOT NULL,
	"first_handed_in_at" timestamp with time zone NOT NULL,
	"handed_in_again_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "automatic_marks" smallint;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "earlier_answer_files" ADD CONSTRAINT "earlier_answer_files_earlier_answer_id_earlier_answers_id_fk" FOREIGN KEY ("earlier_answer_id") REFERENCES "public"."earlier_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_answer_files" ADD CONSTRAINT "earlier_answer_files_uploaded_file_id_uploaded_files_id_fk" FOREIGN KEY ("uploaded_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_answer_files" ADD CONSTRAINT "earlier_answer_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_answer_files" ADD CONSTRAINT "earlier_answer_files_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_answers" ADD CONSTRAINT "earlier_answers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_answers" ADD CONSTRAINT "earlier_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_answers" ADD CONSTRAINT "earlier_answers_returned_work_id_returned_work_id_fk" FOREIGN KEY ("returned_work_id") REFERENCES "public"."returned_work"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_answers" ADD CONSTRAINT "earlier_answers_activity_detail_id_activity_details_id_fk" FOREIGN KEY ("activity_detail_id") REFERENCES "public"."activity_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returned_work" ADD CONSTRAINT "returned_work_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returned_work" ADD CONSTRAINT "returned_work_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returned_work" ADD CONSTRAINT "returned_work_answer_header_id_answer_headers_id_fk" FOREIGN KEY ("answer_header_id") REFERENCES "public"."answer_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returned_work" ADD CONSTRAINT "returned_work_activity_detail_id_activity_details_id_fk" FOREIGN KEY ("activity_detail_id") REFERENCES "public"."activity_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returned_work" ADD CONSTRAINT "returned_work_returned_by_id_users_id_fk" FOREIGN KEY ("returned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earlier_answer_files_file" ON "earlier_answer_files" USING btree ("uploaded_file_id");--> statement-breakpoint
CREATE INDEX "earlier_answers_returned" ON "earlier_answers" USING btree ("returned_work_id");--> statement-breakpoint
CREATE INDEX "earlier_answers_student" ON "earlier_answers" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "returned_work_attempt" ON "returned_work" USING btree ("answer_header_id");--> statement-breakpoint
CREATE INDEX "returned_work_student" ON "returned_work" USING btree ("student_id");