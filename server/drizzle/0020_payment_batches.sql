-- Issue 36 item 4: bulk payments. A batch is the business's one upload of up to 1,000
-- payments: each row is an ordinary payment request (its own lifecycle, receipt and events)
-- linked to the batch by batch_id; the batch keeps the one funding reference the customer's
-- single naira transfer carries, its totals (per currency and in naira) and who made it.
-- customer_reference is the business's own reference of a payment (its ERP's invoice number).
CREATE TABLE "payment_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"created_by" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_count" integer NOT NULL,
	"totals" jsonb NOT NULL,
	"local_total" numeric(20, 2) NOT NULL,
	"fee_total" numeric(20, 2) NOT NULL,
	"funding_confirmed_at" timestamp with time zone,
	"funding_confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_batches_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_batches_status_check" CHECK ("status" in ('awaiting_approval', 'submitted', 'funded')),
	CONSTRAINT "payment_batches_count_check" CHECK ("payment_count" > 0 and "payment_count" <= 1000)
);
--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_batches_business_idx" ON "payment_batches" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "customer_reference" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_requests_batch_idx" ON "payment_requests" USING btree ("batch_id") WHERE "batch_id" is not null;
