CREATE TABLE "invoice_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigserial NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"issuer_nif" text NOT NULL,
	"num_serie" text NOT NULL,
	"issue_date" text NOT NULL,
	"invoice_type" text NOT NULL,
	"vat_total" text NOT NULL,
	"amount_total" text NOT NULL,
	"previous_huella" text NOT NULL,
	"huella" text NOT NULL,
	"generated_at" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_records_kind_check" CHECK ("invoice_records"."kind" in ('alta', 'anulacion'))
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_number_check" CHECK ("invoice_series"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"corrects_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"issuer" jsonb NOT NULL,
	"recipient" jsonb,
	"lines" jsonb NOT NULL,
	"rates" jsonb NOT NULL,
	"base_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"mention" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('F1', 'F2', 'F3', 'R1', 'R5')),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_cents" = "invoices"."base_cents" + "invoices"."vat_cents")
);
--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_position" ON "invoice_records" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_previous" ON "invoice_records" USING btree ("previous_huella");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_huella" ON "invoice_records" USING btree ("huella");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number" ON "invoices" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_code" ON "invoices" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_original" ON "invoices" USING btree ("order_id") WHERE "invoices"."type" in ('F1', 'F2');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_replacement" ON "invoices" USING btree ("corrects_id") WHERE "invoices"."type" = 'F3';--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE FUNCTION "invoices_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice or record is never changed or deleted: issue a new one';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_never_change" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_never_change"();--> statement-breakpoint
CREATE TRIGGER "invoice_records_never_change" BEFORE UPDATE OR DELETE ON "invoice_records" FOR EACH ROW EXECUTE FUNCTION "invoices_never_change"();
