CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"accepts_fewer" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_quantity" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'accepted', 'expired', 'left', 'cancelled')),
	CONSTRAINT "waitlist_entries_quantity_check" CHECK ("waitlist_entries"."quantity" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "stock_holds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD COLUMN "waitlist_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_ticket_type_id_event_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active_user" ON "waitlist_entries" USING btree ("ticket_type_id","user_id") WHERE "waitlist_entries"."status" in ('waiting', 'offered', 'claimed');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line" ON "waitlist_entries" USING btree ("ticket_type_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_event" ON "waitlist_entries" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holds_waitlist_entry_idx" ON "stock_holds" USING btree ("waitlist_entry_id");--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_holder_check" CHECK ("stock_holds"."order_id" is not null or "stock_holds"."waitlist_entry_id" is not null);