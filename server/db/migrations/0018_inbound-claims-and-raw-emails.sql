CREATE TABLE "inbound_claims" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"thread_message_id" uuid NOT NULL,
	"claimed_kind" text NOT NULL,
	"claimed_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"attached_at" timestamp with time zone,
	"attached_by_id" uuid,
	"attached_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_raw_emails" (
	"thread_message_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"bytes" integer NOT NULL,
	"gzipped" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_claims" ADD CONSTRAINT "inbound_claims_entry_id_contact_messages_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_claims" ADD CONSTRAINT "inbound_claims_thread_message_id_thread_messages_id_fk" FOREIGN KEY ("thread_message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_raw_emails" ADD CONSTRAINT "inbound_raw_emails_thread_message_id_thread_messages_id_fk" FOREIGN KEY ("thread_message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_claims_claimed_idx" ON "inbound_claims" USING btree ("claimed_id");