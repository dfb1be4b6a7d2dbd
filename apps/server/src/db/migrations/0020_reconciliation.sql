CREATE TABLE "reconciliation_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"repaired" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_findings_kind_check" CHECK ("reconciliation_findings"."kind" in ('not_submitted', 'submission_failed', 'duplicate', 'missing_at_prodigi', 'stage_drift', 'tracking_drift', 'amount_mismatch', 'payment_missed', 'refund_missing', 'check_failed'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb DEFAULT '{"orders":0,"findings":0,"repaired":0,"open":0}'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "reconciliation_runs_trigger_check" CHECK ("reconciliation_runs"."trigger" in ('schedule', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_findings" ADD CONSTRAINT "reconciliation_findings_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_findings" ADD CONSTRAINT "reconciliation_findings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_findings_run_idx" ON "reconciliation_findings" USING btree ("run_id","order_id");--> statement-breakpoint
CREATE INDEX "reconciliation_findings_order_idx" ON "reconciliation_findings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_running_key" ON "reconciliation_runs" USING btree (("finished_at" is null)) WHERE "reconciliation_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "reconciliation_runs_started_idx" ON "reconciliation_runs" USING btree ("started_at");