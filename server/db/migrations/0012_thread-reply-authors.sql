ALTER TABLE "thread_messages" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD COLUMN "author_name" text;