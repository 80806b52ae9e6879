CREATE TABLE "activity_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"answer_header_id" integer NOT NULL,
	"kind" text NOT NULL,
	"activity_detail_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "answer_files" (
	"answer_id" integer NOT NULL,
	"uploaded_file_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "answer_files_answer_id_uploaded_file_id_pk" PRIMARY KEY("answer_id","uploaded_file_id")
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"answer_header_id" integer NOT NULL,
	"activity_detail_id" integer NOT NULL,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text,
	"blanks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_correct" boolean,
	"marks_obtained" smallint,
	"comment" text,
	"marked_by_id" integer,
	"marked_at" timestamp with time zone,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_worksheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"answer_header_id" integer NOT NULL,
	"uploaded_file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_worksheets_uploaded_file_id_unique" UNIQUE("uploaded_file_id")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "answer_headers" ADD COLUMN "last_detail_id" integer;--> statement-breakpoint
ALTER TABLE "answer_headers" ADD COLUMN "teacher_comment" text;--> statement-breakpoint
ALTER TABLE "answer_headers" ADD COLUMN "marked_by_id" integer;--> statement-breakpoint
ALTER TABLE "answer_headers" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "allow_retries" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_answer_header_id_answer_headers_id_fk" FOREIGN KEY ("answer_header_id") REFERENCES "public"."answer_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_files" ADD CONSTRAINT "answer_files_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_files" ADD CONSTRAINT "answer_files_uploaded_file_id_uploaded_files_id_fk" FOREIGN KEY ("uploaded_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_files" ADD CONSTRAINT "answer_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_answer_header_id_answer_headers_id_fk" FOREIGN KEY ("answer_header_id") REFERENCES "public"."answer_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_activity_detail_id_activity_details_id_fk" FOREIGN KEY ("activity_detail_id") REFERENCES "public"."activity_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_marked_by_id_users_id_fk" FOREIGN KEY ("marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_worksheets" ADD CONSTRAINT "offline_worksheets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_worksheets" ADD CONSTRAINT "offline_worksheets_answer_header_id_answer_headers_id_fk" FOREIGN KEY ("answer_header_id") REFERENCES "public"."answer_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_worksheets" ADD CONSTRAINT "offline_worksheets_uploaded_file_id_uploaded_files_id_fk" FOREIGN KEY ("uploaded_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_attempt" ON "activity_events" USING btree ("answer_header_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_undelivered" ON "activity_events" USING btree ("created_at") WHERE "activity_events"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_files_file" ON "answer_files" USING btree ("uploaded_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_header_detail" ON "answers" USING btree ("answer_header_id","activity_detail_id");--> statement-breakpoint
CREATE INDEX "offline_worksheets_header" ON "offline_worksheets" USING btree ("answer_header_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner" ON "uploaded_files" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "answer_headers" ADD CONSTRAINT "answer_headers_last_detail_id_activity_details_id_fk" FOREIGN KEY ("last_detail_id") REFERENCES "public"."activity_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_headers" ADD CONSTRAINT "answer_headers_marked_by_id_users_id_fk" FOREIGN KEY ("marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_headers_one_draft" ON "answer_headers" USING btree ("student_id","activity_id") WHERE "answer_headers"."status" = 'DR';