CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kit_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"slug" text NOT NULL,
	"activity_type" text NOT NULL,
	"title" text NOT NULL,
	"position" smallint NOT NULL,
	"instructions" text,
	"estimated_minutes" smallint,
	"total_marks" integer DEFAULT 0 NOT NULL,
	"page_count" smallint DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "activities_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "activity_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"detail_type" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint NOT NULL,
	"page" smallint,
	"page_break_id" integer,
	"question_type" text,
	"text" text NOT NULL,
	"image_file" text,
	"image_alt" text,
	"marks" smallint DEFAULT 0 NOT NULL,
	"explanation" text,
	"content" jsonb,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "answer_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_detail_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"option_text" text,
	"image_file" text,
	"image_alt" text,
	"is_correct" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"path" text NOT NULL,
	"media_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_subjects" (
	"kit_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "kit_subjects_kit_id_subject_id_pk" PRIMARY KEY("kit_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"grade_id" integer NOT NULL,
	"cover_file" text NOT NULL,
	"cover_alt" text NOT NULL,
	"source_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kits_token_unique" UNIQUE("token"),
	CONSTRAINT "kits_owner_slug" UNIQUE NULLS NOT DISTINCT("organisation_id","slug")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" smallint NOT NULL,
	"pages" jsonb NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"position" smallint NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_details" ADD CONSTRAINT "activity_details_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_details" ADD CONSTRAINT "activity_details_page_break_id_activity_details_id_fk" FOREIGN KEY ("page_break_id") REFERENCES "public"."activity_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_options" ADD CONSTRAINT "answer_options_activity_detail_id_activity_details_id_fk" FOREIGN KEY ("activity_detail_id") REFERENCES "public"."activity_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_media_files" ADD CONSTRAINT "kit_media_files_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_subjects" ADD CONSTRAINT "kit_subjects_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_subjects" ADD CONSTRAINT "kit_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_kit_slug" ON "activities" USING btree ("kit_id","slug");--> statement-breakpoint
CREATE INDEX "activities_topic" ON "activities" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_details_slug" ON "activity_details" USING btree ("activity_id","detail_type","slug");--> statement-breakpoint
CREATE INDEX "activity_details_page_break" ON "activity_details" USING btree ("page_break_id");--> statement-breakpoint
CREATE UNIQUE INDEX "answer_options_position" ON "answer_options" USING btree ("activity_detail_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_media_files_path" ON "kit_media_files" USING btree ("kit_id","path");--> statement-breakpoint
CREATE INDEX "kit_media_files_sha" ON "kit_media_files" USING btree ("kit_id","sha256");--> statement-breakpoint
CREATE INDEX "kit_subjects_subject" ON "kit_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "kits_grade" ON "kits" USING btree ("grade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_kit_slug" ON "lessons" USING btree ("kit_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_kit_slug" ON "topics" USING btree ("kit_id","slug");