CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"occurred_at" timestamp with time zone NOT NULL,
	"visitor" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"value" text,
	"page" text NOT NULL,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"browser" text,
	"os" text,
	"screen" text
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
-- Hand-written (Drizzle cannot express partitions): monthly partitions are created ahead by the analytics job
-- (server/analytics/partitions.ts); this one catches any row no monthly partition holds yet.
CREATE TABLE "analytics_events_default" PARTITION OF "analytics_events" DEFAULT;
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"version" smallint DEFAULT 1 NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");