-- Hand-written in place of drizzle-kit's drop and re-create: a storage parameter needs no rebuild of the index.
ALTER INDEX "job_applications_search" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "contact_messages_search" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "subscriptions_search" SET (gin_pending_list_limit = 128);
