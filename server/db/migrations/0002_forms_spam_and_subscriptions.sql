CREATE TABLE "subscription_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "spam_verdict" text DEFAULT 'clean' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "spam_verdict" text DEFAULT 'clean' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "subject_hash" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "spam_verdict" text DEFAULT 'clean' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_tokens" ADD CONSTRAINT "subscription_tokens_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_tokens_hash_unique" ON "subscription_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "subscription_tokens_subscription" ON "subscription_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_tokens_expires_at" ON "subscription_tokens" USING btree ("expires_at");