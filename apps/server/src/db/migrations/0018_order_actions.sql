CREATE TABLE "order_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prodigi_order_id" text NOT NULL,
	"order_id" uuid,
	"actor" text NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"request" jsonb,
	"outcome" text NOT NULL,
	"ok" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_actions_actor_check" CHECK ("order_actions"."actor" in ('admin', 'buyer', 'system'))
);
--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_actions_prodigi_order_idx" ON "order_actions" USING btree ("prodigi_order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_actions_order_idx" ON "order_actions" USING btree ("order_id");