CREATE TABLE "roster_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"file" text NOT NULL,
	"sourced_id" text NOT NULL,
	"record_id" integer,
	"user_id" integer,
	"data" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" integer NOT NULL,
	"erased_by_id" integer,
	"reason" text NOT NULL,
	"removed" jsonb NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_erasures_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
CREATE TABLE "data_retention_settings" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"former_student_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"staff_id" integer,
	"student_id" integer,
	"record" text NOT NULL,
	"detail" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_records" ADD CONSTRAINT "roster_records_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_records" ADD CONSTRAINT "roster_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_erasures" ADD CONSTRAINT "data_erasures_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_erasures" ADD CONSTRAINT "data_erasures_erased_by_id_users_id_fk" FOREIGN KEY ("erased_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_retention_settings" ADD CONSTRAINT "data_retention_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_records_sourced" ON "roster_records" USING btree ("organisation_id","file","sourced_id");--> statement-breakpoint
CREATE INDEX "roster_records_record" ON "roster_records" USING btree ("organisation_id","file","record_id");--> statement-breakpoint
CREATE INDEX "roster_records_user" ON "roster_records" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_erasures_organisation" ON "data_erasures" USING btree ("organisation_id","erased_at");--> statement-breakpoint
CREATE INDEX "staff_reads_student" ON "staff_reads" USING btree ("organisation_id","student_id","read_at");--> statement-breakpoint
CREATE INDEX "staff_reads_organisation" ON "staff_reads" USING btree ("organisation_id","read_at");