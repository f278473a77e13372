CREATE TABLE "email_bounces" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_status" text NOT NULL,
	"first_bounced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_bounced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suppressed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"slug" text,
	"created_by_id" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by_id" uuid,
	"send_started_at" timestamp with time zone,
	"handed_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_id" uuid NOT NULL,
	"subscription_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"outbox_id" uuid,
	"handed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"bounce_status" text,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD CONSTRAINT "newsletter_editions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD CONSTRAINT "newsletter_editions_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_editions_slug_unique" ON "newsletter_editions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "newsletter_editions_list_started" ON "newsletter_editions" USING btree ("list","send_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_edition_subscription_unique" ON "newsletter_recipients" USING btree ("edition_id","subscription_id");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_queued" ON "newsletter_recipients" USING btree ("edition_id","id") WHERE "newsletter_recipients"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "newsletter_recipients_undelivered" ON "newsletter_recipients" USING btree ("outbox_id") WHERE "newsletter_recipients"."status" = 'handed' and "newsletter_recipients"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "newsletter_recipients_handed_at" ON "newsletter_recipients" USING btree ("handed_at");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_subscription" ON "newsletter_recipients" USING btree ("subscription_id");