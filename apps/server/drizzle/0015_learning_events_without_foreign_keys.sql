ALTER TABLE "learning_events" DROP CONSTRAINT "learning_events_organisation_id_organisations_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_events" DROP CONSTRAINT "learning_events_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_events" DROP CONSTRAINT "learning_events_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "learning_events" DROP CONSTRAINT "learning_events_attempt_id_answer_headers_id_fk";
