CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"order_item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"holder_name" text NOT NULL,
	"holder_email" text NOT NULL,
	"code_version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('valid', 'cancelled')),
	CONSTRAINT "tickets_position_check" CHECK ("tickets"."position" >= 0 and "tickets"."code_version" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_kind_check";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_event_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_item_position" ON "tickets" USING btree ("order_item_id","position");--> statement-breakpoint
CREATE INDEX "tickets_event" ON "tickets" USING btree ("event_id","holder_name");--> statement-breakpoint
CREATE INDEX "tickets_order" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_user" ON "tickets" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_check" CHECK ("order_items"."kind" in ('print', 'ticket', 'shipping'));