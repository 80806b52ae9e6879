ALTER TABLE "returned_work" ADD COLUMN "marks_obtained" integer;--> statement-breakpoint
ALTER TABLE "returned_work" ADD COLUMN "teacher_comment" text;--> statement-breakpoint
CREATE INDEX "earlier_answer_files_student" ON "earlier_answer_files" USING btree ("student_id");