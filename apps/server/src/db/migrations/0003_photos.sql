CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"camera" text,
	"lens" text,
	"location" text,
	"shot_at" date,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"derivatives" jsonb NOT NULL,
	"original_key" text NOT NULL,
	"original_format" text NOT NULL,
	"original_bytes" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "photos_public_idx" ON "photos" USING btree ("hidden","created_at" DESC NULLS LAST);