CREATE TABLE "stock_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"quantity" integer NOT NULL,
	"capacity" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_state_check" CHECK ("stock_holds"."state" in ('held', 'confirmed', 'released')),
	CONSTRAINT "stock_holds_quantity_check" CHECK ("stock_holds"."quantity" > 0 and "stock_holds"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holds_resource_idx" ON "stock_holds" USING btree ("resource","state");--> statement-breakpoint
CREATE INDEX "stock_holds_order_id_idx" ON "stock_holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_holds_expiry_idx" ON "stock_holds" USING btree ("state","expires_at");