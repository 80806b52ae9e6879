CREATE TABLE "learning_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_type" text NOT NULL,
	"student_id" integer,
	"teacher_id" integer,
	"class_id" integer,
	"subject_id" integer,
	"kit_id" integer,
	"activity_id" integer,
	"assignment_id" integer,
	"attempt_id" integer,
	"activity_detail_id" integer,
	"success" boolean,
	"score_raw" real,
	"score_max" real,
	"duration_ms" integer,
	"attempt_number" smallint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "lrs_outbox" (
	"event_seq" bigint PRIMARY KEY NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_attempt_id_answer_headers_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."answer_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_outbox" ADD CONSTRAINT "lrs_outbox_event_seq_learning_events_seq_fk" FOREIGN KEY ("event_seq") REFERENCES "public"."learning_events"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_events_organisation" ON "learning_events" USING btree ("organisation_id","seq");--> statement-breakpoint
CREATE INDEX "learning_events_student" ON "learning_events" USING btree ("student_id","occurred_at");--> statement-breakpoint
CREATE INDEX "learning_events_class" ON "learning_events" USING btree ("class_id","occurred_at");--> statement-breakpoint
CREATE INDEX "learning_events_attempt" ON "learning_events" USING btree ("attempt_id","kind");--> statement-breakpoint
CREATE INDEX "learning_events_assignment" ON "learning_events" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "learning_events_actor" ON "learning_events" USING btree ("actor_id","kind");--> statement-breakpoint
CREATE INDEX "lrs_outbox_due" ON "lrs_outbox" USING btree ("next_try_at");