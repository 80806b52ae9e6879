ALTER TABLE "discussion_messages" ADD COLUMN "request_key" uuid;--> statement-breakpoint
ALTER TABLE "discussion_reads" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_messages_request" ON "discussion_messages" USING btree ("author_id","request_key") WHERE "discussion_messages"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "notifications_discussion" ON "notifications" USING btree ("discussion_id") WHERE "notifications"."discussion_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_open_group" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."group_key" is not null and "notifications"."read_at" is null;