DROP INDEX "report_class_activity_district";--> statement-breakpoint
DROP INDEX "report_class_activity_school";--> statement-breakpoint
ALTER TABLE "report_class_rosters" ADD COLUMN "students" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "report_class_activity_district" ON "report_class_activity" USING btree ("district_id","subject_id","teacher_id","week");--> statement-breakpoint
CREATE INDEX "report_class_activity_school" ON "report_class_activity" USING btree ("school_id","subject_id","teacher_id","week");--> statement-breakpoint
-- Every class is fingerprinted (and counted) again by the next refresh.
DELETE FROM "report_class_rosters";