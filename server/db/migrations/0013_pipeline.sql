CREATE TABLE "application_stage_moves" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"from_stage" text NOT NULL,
	"to_stage" text NOT NULL,
	"emailed" boolean DEFAULT false NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_id" uuid,
	"updated_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "handling_status" SET DEFAULT 'received';--> statement-breakpoint
ALTER TABLE "application_stage_moves" ADD CONSTRAINT "application_stage_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_moves_application_idx" ON "application_stage_moves" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_replies_title_unique" ON "saved_replies" USING btree ("title");--> statement-breakpoint
-- Applications' statuses become pipeline stages: a new one was received, one in progress is in review, one done was
-- closed without a hire (the nearest stage is declined; no email is sent for it), one withdrawn stays withdrawn.
UPDATE "job_applications" SET "handling_status" = CASE "handling_status"
	WHEN 'new' THEN 'received'
	WHEN 'in-progress' THEN 'in-review'
	WHEN 'done' THEN 'declined'
	ELSE "handling_status" END
WHERE "handling_status" IN ('new', 'in-progress', 'done');
