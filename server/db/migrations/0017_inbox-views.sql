CREATE INDEX "job_applications_assignee_created_at" ON "job_applications" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_open_created_at" ON "job_applications" USING btree ("created_at") WHERE spam_verdict <> 'spam' and handling_status not in ('done', 'hired', 'declined', 'withdrawn');--> statement-breakpoint
CREATE INDEX "job_applications_spam_created_at" ON "job_applications" USING btree ("created_at") WHERE spam_verdict = 'spam';--> statement-breakpoint
CREATE INDEX "contact_messages_assignee_created_at" ON "contact_messages" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_open_created_at" ON "contact_messages" USING btree ("created_at") WHERE spam_verdict <> 'spam' and handling_status not in ('done', 'hired', 'declined', 'withdrawn');--> statement-breakpoint
CREATE INDEX "contact_messages_spam_created_at" ON "contact_messages" USING btree ("created_at") WHERE spam_verdict = 'spam';--> statement-breakpoint
CREATE INDEX "subscriptions_spam_created_at" ON "subscriptions" USING btree ("created_at") WHERE spam_verdict = 'spam';