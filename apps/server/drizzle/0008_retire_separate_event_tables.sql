-- The attempts' and assignments' events join the learning event stream, oldest first.
INSERT INTO "learning_events" ("kind", "organisation_id", "actor_id", "actor_type", "student_id", "teacher_id", "class_id", "subject_id", "kit_id", "activity_id", "assignment_id", "attempt_id", "activity_detail_id", "success", "duration_ms", "attempt_number", "occurred_at", "stored_at")
SELECT CASE e."kind" WHEN 'start' THEN 'assessment_start' WHEN 'end' THEN 'assessment_stop' WHEN 'answer' THEN 'answer_question' ELSE 'attempt_submitted' END,
  e."organisation_id", e."student_id", 'S', e."student_id", a."teacher_id", a."class_id", tc."subject_id", act."kit_id", e."activity_id", h."assignment_id", e."answer_header_id", e."activity_detail_id",
  CASE WHEN e."kind" = 'answer' THEN (e."data"->>'correct')::boolean END,
  CASE WHEN e."kind" = 'answer' THEN 3000 END,
  h."attempt_number", e."created_at", e."created_at"
FROM "activity_events" e
JOIN "answer_headers" h ON h."id" = e."answer_header_id"
JOIN "activities" act ON act."id" = e."activity_id"
LEFT JOIN "assignments" a ON a."id" = h."assignment_id"
LEFT JOIN "teacher_classes" tc ON tc."id" = a."teacher_assign_id"
ORDER BY e."created_at", e."id";--> statement-breakpoint
INSERT INTO "learning_events" ("kind", "organisation_id", "actor_id", "actor_type", "teacher_id", "class_id", "subject_id", "kit_id", "activity_id", "assignment_id", "data", "occurred_at", "stored_at")
SELECT CASE e."kind" WHEN 'created' THEN 'assignment_given' ELSE 'assignment_' || e."kind" END,
  e."organisation_id", COALESCE(e."actor_id", a."teacher_id"), COALESCE(u."user_type", 'T'), a."teacher_id", a."class_id", tc."subject_id", a."kit_id", a."activity_id", a."id", e."data", e."created_at", e."created_at"
FROM "assignment_events" e
JOIN "assignments" a ON a."id" = e."assignment_id"
LEFT JOIN "users" u ON u."id" = e."actor_id"
LEFT JOIN "teacher_classes" tc ON tc."id" = a."teacher_assign_id"
ORDER BY e."created_at", e."id";--> statement-breakpoint
DROP TABLE "activity_events" CASCADE;--> statement-breakpoint
DROP TABLE "assignment_events" CASCADE;