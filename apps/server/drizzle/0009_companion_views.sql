CREATE TABLE "activity_time_norms" (
	"activity_id" integer NOT NULL,
	"scope_id" integer NOT NULL,
	"median_seconds" integer NOT NULL,
	"sample_count" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_time_norms_activity_id_scope_id_pk" PRIMARY KEY("activity_id","scope_id")
);
--> statement-breakpoint
CREATE TABLE "activity_time_samples" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"scope_id" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"event_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cache_refresh_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"view_name" text NOT NULL,
	"organisation_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"succeeded" boolean NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "derived_view_cursors" (
	"view_name" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_time_norms" ADD CONSTRAINT "activity_time_norms_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_time_norms" ADD CONSTRAINT "activity_time_norms_scope_id_organisations_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_time_samples" ADD CONSTRAINT "activity_time_samples_attempt_id_answer_headers_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."answer_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_time_samples" ADD CONSTRAINT "activity_time_samples_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_time_samples" ADD CONSTRAINT "activity_time_samples_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_time_samples" ADD CONSTRAINT "activity_time_samples_scope_id_organisations_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cache_refresh_logs" ADD CONSTRAINT "cache_refresh_logs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_time_samples_activity" ON "activity_time_samples" USING btree ("activity_id","scope_id");--> statement-breakpoint
CREATE INDEX "cache_refresh_logs_view" ON "cache_refresh_logs" USING btree ("view_name","succeeded","finished_at");