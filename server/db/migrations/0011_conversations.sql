CREATE TABLE "entry_references" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"entry_kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"entry_kind" text NOT NULL,
	"direction" text NOT NULL,
	"message_id" text NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments_not_kept" integer DEFAULT 0 NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "entry_references_reference_unique" ON "entry_references" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_message_id_unique" ON "thread_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "thread_messages_entry_idx" ON "thread_messages" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_one_acknowledgement" ON "thread_messages" USING btree ("entry_id") WHERE "thread_messages"."direction" = 'acknowledgement';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key_unique" ON "mail_outbox" USING btree ("dedupe_key");