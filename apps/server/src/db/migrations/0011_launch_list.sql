CREATE TYPE "public"."launch_list_status" AS ENUM('pending', 'confirmed', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "launch_list_signups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" "launch_list_status" DEFAULT 'pending' NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"confirmation_requested_at" timestamp with time zone NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_list_signups_email_unique" UNIQUE("email"),
	CONSTRAINT "launch_list_signups_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "launch_list_signups_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE INDEX "launch_list_signups_status_idx" ON "launch_list_signups" USING btree ("status","created_at");