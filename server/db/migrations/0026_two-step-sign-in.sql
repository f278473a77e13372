CREATE TABLE "pending_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"remember_me" boolean NOT NULL,
	"device" text,
	"way" text NOT NULL,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_sign_ins" ADD CONSTRAINT "pending_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_sign_ins_token_hash_unique" ON "pending_sign_ins" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pending_sign_ins_user_id_idx" ON "pending_sign_ins" USING btree ("user_id");