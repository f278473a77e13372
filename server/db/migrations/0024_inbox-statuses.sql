CREATE TABLE "entry_openings" (
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_openings_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "marker" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "marker" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "marker" text;--> statement-breakpoint
ALTER TABLE "entry_openings" ADD CONSTRAINT "entry_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_snoozed_until" ON "contact_messages" USING btree ("snoozed_until") WHERE handling_status = 'snoozed';--> statement-breakpoint
CREATE INDEX "subscriptions_snoozed_until" ON "subscriptions" USING btree ("snoozed_until") WHERE handling_status = 'snoozed';--> statement-breakpoint
-- Hand-written below the generated part: "in progress" became "open" (staff's turn), the one status it maps to.
UPDATE "contact_messages" SET "handling_status" = 'open' WHERE "handling_status" = 'in-progress';--> statement-breakpoint
UPDATE "subscriptions" SET "handling_status" = 'open' WHERE "handling_status" = 'in-progress';
