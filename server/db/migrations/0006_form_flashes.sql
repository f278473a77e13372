CREATE TABLE "form_flashes" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_flashes_expires_at" ON "form_flashes" USING btree ("expires_at");